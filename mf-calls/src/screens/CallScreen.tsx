import {
  Avatar,
  Button,
  ButtonLink,
  EmptyState,
  linkTo,
  PageHeader,
  tokens,
  usePageTitle,
} from '@portal/shared';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { CallView } from '../call/callCenter';
import { useCall } from '../call/useCall';

const Stage = styled.div`
  position: relative;
  display: grid;
  place-items: center;
  /* Small enough that the controls below stay on screen, on a phone and a laptop alike. */
  height: clamp(12rem, 45vh, 32rem);
  border-radius: ${tokens.radii.md};
  background: #111;
  color: #fff;
  overflow: hidden;
`;

const RemoteVideo = styled.video`
  width: 100%;
  height: 100%;
  object-fit: contain;
`;

const SelfVideo = styled.video`
  position: absolute;
  right: ${tokens.space.sm};
  bottom: ${tokens.space.sm};
  width: min(30%, 12rem);
  max-height: 40%;
  border: 2px solid #fff;
  border-radius: ${tokens.radii.sm};
  transform: scaleX(-1);
`;

const Person = styled.div`
  display: grid;
  justify-items: center;
  gap: ${tokens.space.md};
  padding: ${tokens.space.lg};
  text-align: center;
  font-size: ${tokens.fontSizes.lg};
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${tokens.space.md};
  margin-top: ${tokens.space.lg};
  & > button {
    min-width: 10rem;
  }
`;

/** A video element showing a stream (React has no attribute for `srcObject`). */
function StreamVideo({
  stream,
  self,
  label,
}: {
  stream: MediaStream;
  self?: boolean;
  label: string;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current && ref.current.srcObject !== stream) ref.current.srcObject = stream;
  }, [stream]);
  const Video = self ? SelfVideo : RemoteVideo;
  return <Video ref={ref} autoPlay playsInline muted={self} aria-label={label} />;
}

/** The other person's voice in a voice call (no video element plays it). */
function StreamAudio({ stream }: { stream: MediaStream }) {
  const ref = useRef<HTMLAudioElement>(null);
  useEffect(() => {
    if (ref.current && ref.current.srcObject !== stream) ref.current.srcObject = stream;
  }, [stream]);
  // biome-ignore lint/a11y/useMediaCaption: a live call has no captions to give
  return <audio ref={ref} autoPlay />;
}

function statusLine(view: CallView): string {
  const name = view.other?.name || 'the other person';
  switch (view.phase) {
    case 'starting':
      return 'Starting the call…';
    case 'ringingOut':
      return `Calling ${name}…`;
    case 'ringingIn':
      return `${name} is calling you.`;
    case 'connecting':
      return `Connecting to ${name}…`;
    case 'connected':
      return view.isVoiceCall ? `On a call with ${name}` : `On a video call with ${name}`;
    default:
      return '';
  }
}

function Ended({ view, onDone }: { view: CallView; onDone(): void }) {
  const other = view.other;
  const again =
    other?.id && view.side === 'caller'
      ? linkTo(view.isVoiceCall ? 'calls.voiceCall' : 'calls.videoCall', { id: other.id })
      : null;
  return (
    <EmptyState
      title={view.notice ?? 'The call has ended.'}
      action={
        <Controls>
          {again && (
            <ButtonLink to={again} state={{ name: other?.name }} onClick={onDone}>
              Call again
            </ButtonLink>
          )}
          <ButtonLink to="/" $variant="secondary" onClick={onDone}>
            Back to the portal
          </ButtonLink>
        </Controls>
      }
    />
  );
}

/** /calls: the call in progress (spec 2: the video chat window), with large controls. */
export default function CallScreen() {
  const title = usePageTitle();
  const [view, center] = useCall();
  useEffect(() => center.showWindow(), [center]);
  const { phase, other, remote, local } = view;
  const live = phase !== 'idle' && phase !== 'ended';
  return (
    <>
      <PageHeader title={title} />
      {phase === 'idle' ? (
        <EmptyState
          title="No call right now"
          message="To call someone, open their details in the directory or a chat with them, and choose Video call or Voice call."
        />
      ) : phase === 'ended' ? (
        <Ended view={view} onDone={() => center.dismiss()} />
      ) : (
        <>
          <p role="status">{statusLine(view)}</p>
          <Stage role="region" aria-label="Call">
            {remote && !view.isVoiceCall ? (
              <StreamVideo stream={remote} label={`${other?.name ?? 'The other person'}'s video`} />
            ) : (
              <Person>
                <Avatar
                  name={other?.name || '?'}
                  src={other?.image ?? undefined}
                  size={120}
                  decorative
                />
                <span>{other?.name}</span>
              </Person>
            )}
            {remote && view.isVoiceCall && <StreamAudio stream={remote} />}
            {local && !view.isVoiceCall && <StreamVideo stream={local} self label="Your video" />}
          </Stage>
          <Controls>
            <Button
              variant="secondary"
              size="large"
              aria-pressed={view.muted}
              onClick={() => center.toggleMute()}
              disabled={!local}
            >
              {view.muted ? 'Unmute' : 'Mute'}
            </Button>
            {!view.isVoiceCall && (
              <Button
                variant="secondary"
                size="large"
                aria-pressed={view.cameraOff}
                onClick={() => center.toggleCamera()}
                disabled={!local}
              >
                {view.cameraOff ? 'Turn camera on' : 'Turn camera off'}
              </Button>
            )}
            <Button variant="danger" size="large" onClick={() => void center.hangUp()}>
              {phase === 'connected' || view.side === 'callee' ? 'Hang up' : 'Cancel call'}
            </Button>
          </Controls>
          {view.notice && live && <p role="alert">{view.notice}</p>}
        </>
      )}
    </>
  );
}
