import { Button, loadSettings, saveSettings, tokens } from '@portal/shared';
import { useState } from 'react';
import styled from 'styled-components';

const Box = styled.section`
  width: min(72rem, calc(100% - 2rem));
  margin: 0 auto ${tokens.space.md};
  padding: ${tokens.space.md};
  border: 1px solid ${tokens.colors.divider};
  border-radius: ${tokens.radii.md};
  background: ${tokens.colors.surface};
  box-shadow: ${tokens.shadows.dialog};
  color: ${tokens.colors.text};
`;

const Text = styled.p`
  margin: 0 0 ${tokens.space.md};
  font-size: ${tokens.fontSizes.md};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  flex-wrap: wrap;
  gap: ${tokens.space.sm};
`;

/**
 * Worth asking: the person has not answered yet. A browser that already allows notifications
 * counts as answered (stored, so it is not asked again).
 */
function shouldAsk(): boolean {
  if (typeof Notification === 'undefined' || loadSettings().notifications === true) return false;
  if (Notification.permission !== 'granted') return true;
  saveSettings({ notifications: true });
  return false;
}

/**
 * Spec 2 and 4: asks to turn on calls and notifications. Ok asks the browser; its answer, granted
 * or denied, is stored in the `notifications` setting (true either way), so the banner does not
 * come back. Dismiss puts it away until the portal is next opened.
 */
export function NotificationBanner() {
  const [open, setOpen] = useState(shouldAsk);
  if (!open) return null;
  const ok = async () => {
    setOpen(false);
    await Notification.requestPermission().catch(() => 'denied');
    saveSettings({ notifications: true });
  };
  return (
    <Box aria-labelledby="portal-notifications-title">
      <Text id="portal-notifications-title">
        Turn on calls and notifications, so you know when someone calls or writes to you while the
        portal is in the background?
      </Text>
      <Actions>
        <Button variant="secondary" onClick={() => setOpen(false)}>
          Dismiss
        </Button>
        <Button onClick={() => void ok()}>Ok</Button>
      </Actions>
    </Box>
  );
}
