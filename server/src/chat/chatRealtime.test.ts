import type { ChatChannel, ChatEvent, ChatMessage } from '@portal/contracts';
import WebSocket from 'ws';
import { buildApp } from '../app.ts';
import type { Db } from '../db/database.ts';
import { openDatabase } from '../db/database.ts';
import {
  DEMO_FAMILY_ID,
  DEMO_RESIDENT_ID,
  MAPLE_GROVE_ID,
  WILLOW_CREEK_ID,
} from '../db/seedData/demoAccounts.ts';
import { sendRequest } from '../testing/httpClient.ts';
import { bearerFor, startTestApp, type TestApp, testAppConfig } from '../testing/testApp.ts';
import { SOCKET_CLOSE } from './chatSocket.ts';

/** A socket client that keeps every event it receives, in order. */
class TestSocket {
  readonly events: ChatEvent[] = [];
  readonly socket: WebSocket;
  private readonly opened: Promise<void>;
  readonly closed: Promise<number>;
  private isClosed = false;

  constructor(baseUrl: string) {
    this.socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/v1/chat/socket`);
    this.socket.on('message', (data) => this.events.push(JSON.parse(String(data)) as ChatEvent));
    this.opened = new Promise((resolve, reject) => {
      this.socket.once('open', () => resolve());
      this.socket.once('error', reject);
    });
    this.closed = new Promise((resolve) =>
      this.socket.on('close', (code) => {
        this.isClosed = true;
        resolve(code);
      }),
    );
  }

  async auth(token: string, after?: string): Promise<void> {
    await this.opened;
    this.socket.send(JSON.stringify({ type: 'auth', token, after }));
    await this.next((event) => event.type === 'ready');
  }

  /** The first event so far or to come that matches. */
  async next(match: (event: ChatEvent) => boolean, timeoutMs = 3_000): Promise<ChatEvent> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const found = this.events.find(match);
      if (found) return found;
      if (this.isClosed) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`No matching event; got ${JSON.stringify(this.events)}`);
  }

  close(): void {
    this.socket.close();
  }
}

const newMessage = (text: string) => (event: ChatEvent) =>
  event.type === 'message.new' && event.message.text === text;

async function chatTokenOn(app: TestApp, userId: string): Promise<string> {
  const response = await app.request({
    method: 'POST',
    url: '/v3/auth/communication/login',
    headers: { authorization: await bearerFor(app, userId) },
    payload: { communityId: WILLOW_CREEK_ID },
  });
  return response.json<{ streamToken: string }>().streamToken;
}

async function sendVia(baseUrl: string, token: string, channelId: string, text: string) {
  const response = await sendRequest(baseUrl, {
    method: 'POST',
    url: `/v1/chat/channels/${channelId}/messages`,
    headers: { authorization: `Bearer ${token}` },
    payload: { text },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ message: ChatMessage }>().message;
}

let testApp: TestApp;
let residentToken: string;
let familyToken: string;
let channelId: string;

beforeAll(async () => {
  testApp = await startTestApp({ config: { chatSocketPingMs: 300 } });
  residentToken = await chatTokenOn(testApp, DEMO_RESIDENT_ID);
  familyToken = await chatTokenOn(testApp, DEMO_FAMILY_ID);
  const opened = await testApp.request({
    method: 'POST',
    url: '/v1/chat/channels',
    headers: { authorization: `Bearer ${residentToken}` },
    payload: { memberId: DEMO_FAMILY_ID },
  });
  channelId = opened.json<{ channel: ChatChannel }>().channel.id;
}, 120_000);

afterAll(async () => {
  await testApp.close();
});

describe('the chat socket', () => {
  it("delivers a message to the other member's tabs with their new unread total", async () => {
    const family = new TestSocket(testApp.baseUrl);
    const familyTab2 = new TestSocket(testApp.baseUrl);
    await family.auth(familyToken);
    await familyTab2.auth(familyToken);
    try {
      const sent = await sendVia(
        testApp.baseUrl,
        residentToken,
        channelId,
        'Are you coming today?',
      );
      for (const tab of [family, familyTab2]) {
        const event = await tab.next(newMessage('Are you coming today?'));
        expect(event).toEqual({ type: 'message.new', message: sent });
        await tab.next((e) => e.type === 'unread');
      }
    } finally {
      family.close();
      familyTab2.close();
    }
  });

  it('resumes after the last message id a tab saw, without loss or repeats', async () => {
    const first = await sendVia(testApp.baseUrl, residentToken, channelId, 'Before the tunnel');
    const missed = [
      await sendVia(testApp.baseUrl, residentToken, channelId, 'In the tunnel 1'),
      await sendVia(testApp.baseUrl, residentToken, channelId, 'In the tunnel 2'),
    ];
    const family = new TestSocket(testApp.baseUrl);
    await family.auth(familyToken, first.id);
    try {
      await family.next(newMessage('In the tunnel 2'));
      const replayed = family.events.flatMap((e) =>
        e.type === 'message.new' ? [e.message.id] : [],
      );
      // In order, each once, from a few ids before the one seen (the tab drops what it has).
      expect(replayed.filter((id) => BigInt(id) > BigInt(first.id))).toEqual(
        missed.map((m) => m.id),
      );
      expect(new Set(replayed).size).toBe(replayed.length);
      expect(replayed).toContain(first.id);
    } finally {
      family.close();
    }
  });

  it('tells the other member about typing and reads, never the typist', async () => {
    const resident = new TestSocket(testApp.baseUrl);
    const family = new TestSocket(testApp.baseUrl);
    await resident.auth(residentToken);
    await family.auth(familyToken);
    try {
      resident.socket.send(JSON.stringify({ type: 'typing', channelId }));
      await family.next((e) => e.type === 'typing' && e.userId === DEMO_RESIDENT_ID);
      await testApp.request({
        method: 'POST',
        url: `/v1/chat/channels/${channelId}/read`,
        headers: { authorization: `Bearer ${familyToken}` },
      });
      await resident.next((e) => e.type === 'read' && e.userId === DEMO_FAMILY_ID);
      expect(resident.events.some((e) => e.type === 'typing')).toBe(false);
    } finally {
      resident.close();
      family.close();
    }
  });

  it('registers a tab once, however many auth frames it sends', async () => {
    const family = new TestSocket(testApp.baseUrl);
    await family.auth(familyToken);
    family.socket.send(JSON.stringify({ type: 'auth', token: familyToken }));
    family.socket.send(JSON.stringify({ type: 'auth', token: familyToken }));
    try {
      await sendVia(testApp.baseUrl, residentToken, channelId, 'Only once, please');
      await family.next(newMessage('Only once, please'));
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(family.events.filter(newMessage('Only once, please'))).toHaveLength(1);
    } finally {
      family.close();
    }
  });

  it("sends a tab only its community's conversations", async () => {
    const maple = await testApp.request({
      method: 'POST',
      url: '/v3/auth/communication/login',
      headers: { authorization: await bearerFor(testApp, DEMO_RESIDENT_ID) },
      payload: { communityId: MAPLE_GROVE_ID },
    });
    const elsewhere = new TestSocket(testApp.baseUrl);
    const here = new TestSocket(testApp.baseUrl);
    await elsewhere.auth(maple.json<{ streamToken: string }>().streamToken);
    await here.auth(residentToken);
    try {
      await sendVia(testApp.baseUrl, familyToken, channelId, 'For Willow Creek');
      await here.next(newMessage('For Willow Creek'));
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(elsewhere.events.filter((e) => e.type !== 'ready')).toEqual([]);
    } finally {
      elsewhere.close();
      here.close();
    }
  });

  it('closes an open socket once its holder hides their profile', async () => {
    const family = new TestSocket(testApp.baseUrl);
    await family.auth(familyToken);
    await testApp.db.query(`UPDATE users SET hidden_fields = '{profile}' WHERE id = $1`, [
      DEMO_RESIDENT_ID,
    ]);
    const resident = new TestSocket(testApp.baseUrl);
    try {
      // The family member's tab stays; a resident who hides their profile is closed out.
      await expect(resident.auth(residentToken)).rejects.toThrow();
      expect(await resident.closed).toBe(SOCKET_CLOSE.forbidden);
    } finally {
      await testApp.db.query(`UPDATE users SET hidden_fields = '{}' WHERE id = $1`, [
        DEMO_RESIDENT_ID,
      ]);
      family.close();
    }
    const open = new TestSocket(testApp.baseUrl);
    await open.auth(residentToken);
    await testApp.db.query(`UPDATE users SET hidden_fields = '{profile}' WHERE id = $1`, [
      DEMO_RESIDENT_ID,
    ]);
    try {
      // The next ping (shortened here) checks the rules again.
      expect(await open.closed).toBe(SOCKET_CLOSE.forbidden);
    } finally {
      await testApp.db.query(`UPDATE users SET hidden_fields = '{}' WHERE id = $1`, [
        DEMO_RESIDENT_ID,
      ]);
    }
  });

  it('closes a socket whose first frame has no valid chat token', async () => {
    const stranger = new TestSocket(testApp.baseUrl);
    await expect(stranger.auth(await bearerFor(testApp, DEMO_RESIDENT_ID))).rejects.toThrow();
    expect(await stranger.closed).toBe(SOCKET_CLOSE.unauthorized);
  });
});

describe('two API instances on one database', () => {
  let second: { baseUrl: string; close(): Promise<void> };

  beforeAll(async () => {
    // On PostgreSQL the second instance has its own connections and its own LISTEN, as a second
    // process would; PGlite lives inside one process, so there it shares the first one's.
    const databaseUrl = process.env.DATABASE_URL;
    const schema = databaseUrl
      ? (await testApp.db.query<{ schema: string }>('SELECT current_schema() AS schema'))[0].schema
      : undefined;
    const db: Db = databaseUrl ? await openDatabase({ databaseUrl, schema }) : testApp.db;
    const app = await buildApp({
      db,
      config: {
        ...testApp.config,
        ...testAppConfig({
          tokenSecret: testApp.config.tokenSecret,
          uploadsDir: testApp.config.uploadsDir,
        }),
      },
      graphQueryCache: false,
    });
    const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
    second = {
      baseUrl,
      async close() {
        await app.close();
        if (databaseUrl) await db.close();
      },
    };
  }, 60_000);

  afterAll(async () => {
    await second.close();
  });

  it('delivers a message sent through one to a socket on the other', async () => {
    const family = new TestSocket(second.baseUrl);
    await family.auth(familyToken);
    try {
      const sent = await sendVia(testApp.baseUrl, residentToken, channelId, 'Across the instances');
      expect(await family.next(newMessage('Across the instances'))).toEqual({
        type: 'message.new',
        message: { ...sent, attachments: [] },
      });
    } finally {
      family.close();
    }
  });
});
