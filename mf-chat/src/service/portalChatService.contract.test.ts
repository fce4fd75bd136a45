/**
 * @jest-environment node
 */
import { startChatBackend } from '../../../server/src/testing/chatBackend';
import { describeChatServiceContract } from './chatServiceContract';
import type { SocketConstructor } from './chatSocket';
import { PortalChatService } from './portalChatService';

// The portal's own chat service, with the portal server and its database behind it.
describeChatServiceContract('the portal chat service', async () => {
  const backend = await startChatBackend();
  const serviceFor = (party: { id: string; login: () => Promise<string> }) => ({
    id: party.id,
    service: new PortalChatService({
      apiOrigin: backend.apiOrigin,
      login: party.login,
      WebSocket: backend.WebSocket as unknown as SocketConstructor,
    }),
  });
  return {
    resident: serviceFor(backend.resident),
    family: serviceFor(backend.family),
    close: backend.close,
  };
});
