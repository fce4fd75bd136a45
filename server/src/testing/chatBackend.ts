import WebSocket from 'ws';
import { DEMO_FAMILY_ID, DEMO_RESIDENT_ID, WILLOW_CREEK_ID } from '../db/seedData/demoAccounts.ts';
import { bearerFor, startTestApp } from './testApp.ts';

/**
 * The portal's real chat service for a browser-side test: a seeded API on a free port, a chat
 * login for the demo resident and family member, and Node's WebSocket for the client.
 */
export async function startChatBackend() {
  const testApp = await startTestApp();
  const loginFor = (userId: string) => async () => {
    const response = await testApp.request({
      method: 'POST',
      url: '/v3/auth/communication/login',
      headers: { authorization: await bearerFor(testApp, userId) },
      payload: { communityId: WILLOW_CREEK_ID },
    });
    return response.json<{ streamToken: string }>().streamToken;
  };
  return {
    apiOrigin: testApp.baseUrl.replace(/\/$/, ''),
    WebSocket,
    resident: { id: DEMO_RESIDENT_ID, login: loginFor(DEMO_RESIDENT_ID) },
    family: { id: DEMO_FAMILY_ID, login: loginFor(DEMO_FAMILY_ID) },
    close: () => testApp.close(),
  };
}
