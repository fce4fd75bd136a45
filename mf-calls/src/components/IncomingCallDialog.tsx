import { Avatar, Button, Dialog, tokens } from '@portal/shared';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { useCall } from '../call/useCall';

const Caller = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space.md};
  font-size: ${tokens.fontSizes.lg};
`;

/** Spec 2: on every screen; Accept goes to /calls and answers, Cancel declines. */
export function IncomingCallDialog() {
  const [view, center] = useCall();
  const navigate = useNavigate();
  const ringing = view.phase === 'ringingIn' && view.other;
  const accept = () => {
    void center.accept();
    navigate('/calls');
  };
  return (
    <Dialog
      open={Boolean(ringing)}
      onClose={() => void center.decline()}
      title={view.isVoiceCall ? 'Incoming call' : 'Incoming video call'}
      hideCloseButton
      actions={
        <>
          <Button variant="secondary" size="large" onClick={() => void center.decline()}>
            Cancel
          </Button>
          <Button size="large" onClick={accept} data-autofocus>
            Accept
          </Button>
        </>
      }
    >
      {view.other && (
        <Caller>
          <Avatar name={view.other.name} src={view.other.image ?? undefined} size={64} decorative />
          <span>{view.other.name} is calling you.</span>
        </Caller>
      )}
    </Dialog>
  );
}
