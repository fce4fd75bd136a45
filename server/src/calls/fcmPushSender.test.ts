import type { CallDetails, PushEvent } from '@portal/contracts';
import type { BatchResponse, MulticastMessage } from 'firebase-admin/messaging';
import type { Db } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { openTestDatabase } from '../testing/testDatabase.ts';
import type { CallReader } from './callRepository.ts';
import { FCM_MULTICAST_MAX, type FcmMessaging, FcmPushSender } from './fcmPushSender.ts';

const COMMUNITY = 'c-fcm';
const CALLER = 'u-caller';
const CALLEE = 'u-callee';

let db: Db;

/** Devices of a person with a push token each (what `POST /v2/sso/pushtoken` stores). */
async function devicesOf(userId: string, tokens: string[]): Promise<void> {
  await db.query(
    `INSERT INTO sso_devices (device_id, user_id, name, guid, password_hash, created_at)
     SELECT 'd-' || t, $1, 'Web browser', 'g-' || t, 'scrypt$00$00', now() FROM unnest($2::text[]) t`,
    [userId, tokens],
  );
  await db.query(
    `INSERT INTO push_tokens (device_id, token, device, type, updated_at)
     SELECT 'd-' || t, t, 'web', 'firebase', now() FROM unnest($1::text[]) t`,
    [tokens],
  );
}

async function storedTokens(): Promise<string[]> {
  const rows = await db.query<{ token: string }>('SELECT token FROM push_tokens ORDER BY token');
  return rows.map((row) => row.token);
}

beforeAll(async () => {
  db = await openTestDatabase();
  await migrate(db);
  await db.query(`INSERT INTO communities (id, name, timezone) VALUES ($1, 'Pines', 'UTC')`, [
    COMMUNITY,
  ]);
  await db.query(
    `INSERT INTO users (id, user_type, roles, first_name, last_name, primary_community_id)
     VALUES ($1, 'Resident', '{Resident}', 'Ann', 'Caller', $3),
            ($2, 'Contact', '{Family}', 'Bo', 'Callee', $3)`,
    [CALLER, CALLEE, COMMUNITY],
  );
}, 60_000);

afterAll(async () => {
  await db.close();
});

beforeEach(async () => {
  await db.query('DELETE FROM sso_devices');
});

const RINGING: CallDetails = {
  apiKey: 'webrtc',
  sessionId: 's1',
  token: 'callee-pass',
  callStatus: 'started',
  isVoiceCall: false,
  from: { id: CALLER, name: 'Ann Caller', image: null },
  to: { id: CALLEE, name: 'Bo Callee', image: null },
  iceServers: [],
};

/** FCM as the sender sees it: records each multicast and answers per token as told. */
function fakeMessaging(errorOf: (token: string) => string | null = () => null) {
  const sent: MulticastMessage[] = [];
  const messaging: FcmMessaging = {
    sendEachForMulticast: async (message) => {
      sent.push(message);
      const responses = message.tokens.map((token) => {
        const code = errorOf(token);
        return code
          ? { success: false, error: { code, message: code } }
          : { success: true, messageId: `m-${token}` };
      });
      const failures = responses.filter((response) => !response.success).length;
      return {
        responses,
        successCount: responses.length - failures,
        failureCount: failures,
      } as BatchResponse;
    },
  };
  return { messaging, sent };
}

function senderWith(messaging: FcmMessaging, ringing: CallDetails | null = RINGING) {
  const reader = { ringing: jest.fn(async () => ringing) };
  return { sender: new FcmPushSender(db, reader as unknown as CallReader, messaging), reader };
}

function eventOf(message: MulticastMessage): PushEvent {
  return JSON.parse(message.data?.event ?? 'null') as PushEvent;
}

describe('FcmPushSender', () => {
  it("rings the callee's devices with the call as they would see it, urgently and briefly", async () => {
    await devicesOf(CALLEE, ['callee-phone', 'callee-laptop']);
    await devicesOf(CALLER, ['caller-phone']);
    const { messaging, sent } = fakeMessaging();
    const { sender, reader } = senderWith(messaging);
    await sender.send({ kind: 'ring', sessionId: 's1', userId: CALLEE, communityId: COMMUNITY });

    expect(reader.ringing).toHaveBeenCalledWith('s1');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toEqual({
      tokens: ['callee-laptop', 'callee-phone'],
      data: { type: 'call', communityId: COMMUNITY, event: expect.any(String) },
      android: { priority: 'high', ttl: 30_000 },
      webpush: { headers: { Urgency: 'high', TTL: '30' } },
    });
    expect(eventOf(sent[0])).toEqual({ type: 'call', call: RINGING });
  });

  it("tells both people's devices of a status change", async () => {
    await devicesOf(CALLEE, ['callee-phone']);
    await devicesOf(CALLER, ['caller-phone']);
    const { messaging, sent } = fakeMessaging();
    const { sender, reader } = senderWith(messaging);
    await sender.send({
      kind: 'status',
      sessionId: 's1',
      status: 'cancelled',
      by: CALLER,
      userIds: [CALLER, CALLEE],
      communityId: COMMUNITY,
    });
    expect(reader.ringing).not.toHaveBeenCalled();
    expect(sent.map((message) => message.tokens)).toEqual([['callee-phone', 'caller-phone']]);
    expect(sent[0].data?.type).toBe('call.status');
    expect(eventOf(sent[0])).toEqual({
      type: 'call.status',
      sessionId: 's1',
      callStatus: 'cancelled',
      by: CALLER,
    });
  });

  it('drops the tokens FCM no longer knows, and keeps those that failed otherwise', async () => {
    await devicesOf(CALLEE, ['gone', 'kept', 'unlucky', 'malformed']);
    const codes: Record<string, string> = {
      gone: 'messaging/registration-token-not-registered',
      unlucky: 'messaging/internal-error',
      malformed: 'messaging/invalid-argument',
    };
    const { messaging } = fakeMessaging((token) => codes[token] ?? null);
    await senderWith(messaging).sender.send({
      kind: 'ring',
      sessionId: 's1',
      userId: CALLEE,
      communityId: COMMUNITY,
    });
    expect(await storedTokens()).toEqual(['kept', 'malformed', 'unlucky']);
  });

  it('sends nothing to people with no token, or for a call that stopped ringing', async () => {
    const { messaging, sent } = fakeMessaging();
    await senderWith(messaging).sender.send({
      kind: 'ring',
      sessionId: 's1',
      userId: CALLEE,
      communityId: COMMUNITY,
    });
    await devicesOf(CALLEE, ['callee-phone']);
    await senderWith(messaging, null).sender.send({
      kind: 'ring',
      sessionId: 's1',
      userId: CALLEE,
      communityId: COMMUNITY,
    });
    expect(sent).toEqual([]);
  });

  it('sends to many devices in batches FCM takes', async () => {
    const tokens = Array.from({ length: FCM_MULTICAST_MAX + 2 }, (_, index) => `t${1000 + index}`);
    await devicesOf(CALLEE, tokens);
    const { messaging, sent } = fakeMessaging((token) =>
      token === tokens.at(-1) ? 'messaging/registration-token-not-registered' : null,
    );
    await senderWith(messaging).sender.send({
      kind: 'ring',
      sessionId: 's1',
      userId: CALLEE,
      communityId: COMMUNITY,
    });
    expect(sent.map((message) => message.tokens.length)).toEqual([FCM_MULTICAST_MAX, 2]);
    expect(await storedTokens()).toHaveLength(FCM_MULTICAST_MAX + 1);
  });
});
