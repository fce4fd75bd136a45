import { Spinner } from '@portal/shared';
import { useEffect, useRef } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { useCall } from '../call/useCall';

/** Starts a call to the person of the path once, then shows the call window in its place. */
function StartCall({ isVoiceCall }: { isVoiceCall: boolean }) {
  const { id = '' } = useParams();
  const location = useLocation();
  const [view, center] = useCall();
  const started = useRef<string | null>(null);
  useEffect(() => {
    if (started.current === location.key) return;
    started.current = location.key;
    const name = (location.state as { name?: unknown } | null)?.name;
    void center.start({ id, name: typeof name === 'string' ? name : '', image: null }, isVoiceCall);
  }, [center, id, isVoiceCall, location.key, location.state]);
  if (view.phase === 'idle') return <Spinner label="Starting the call" />;
  return <Navigate to="/calls" replace />;
}

export function VideoCall() {
  return <StartCall isVoiceCall={false} />;
}

export function VoiceCall() {
  return <StartCall isVoiceCall />;
}
