import { PUSH_SOCKET_CLOSE, type PushEvent } from '@portal/contracts';
import type { Db } from '../db/database.ts';
import type { CallReader } from './callRepository.ts';
import { PushHub, type PushSocket, pushNotifyChannel } from './pushRealtime.ts';

/** A database that only answers the schema and hands its listener to the test. */
function listeningDb() {
  const listener: {
    payload?: (payload: string) => void;
    reconnected?: () => void;
    channel?: string;
  } = {};
  const db = {
    query: async () => [{ schema: 'test_calls' }],
    listen: async (
      channel: string,
      onPayload: (payload: string) => void,
      onReconnect?: () => void,
    ) => {
      listener.channel = channel;
      listener.payload = onPayload;
      listener.reconnected = onReconnect;
      return async () => undefined;
    },
  } as unknown as Db;
  return { db, listener };
}

function socketOf(userId: string, communityId: string) {
  const socket = {
    userId,
    communityId,
    events: [] as PushEvent[],
    closedWith: [] as number[],
    send: (event: PushEvent) => socket.events.push(event),
    close: (code: number) => socket.closedWith.push(code),
  } satisfies PushSocket & { events: PushEvent[]; closedWith: number[] };
  return socket;
}

describe('PushHub', () => {
  it('listens on a channel of its own per schema', async () => {
    expect(pushNotifyChannel('public')).toBe('portal_push');
    expect(pushNotifyChannel('test_calls')).toBe('portal_push_test_calls');
    expect(pushNotifyChannel('s'.repeat(80))).toHaveLength(63);
    const { db, listener } = listeningDb();
    await new PushHub(db, {} as CallReader, () => undefined).start();
    expect(listener.channel).toBe('portal_push_test_calls');
  });

  it('asks every tab to connect again when the listening connection was lost', async () => {
    const { db, listener } = listeningDb();
    const hub = new PushHub(db, {} as CallReader, () => undefined);
    await hub.start();
    const tabs = [socketOf('a', 'c1'), socketOf('a', 'c2'), socketOf('b', 'c1')];
    for (const tab of tabs) hub.add(tab);
    listener.reconnected?.();
    expect(tabs.map((tab) => tab.closedWith)).toEqual([
      [PUSH_SOCKET_CLOSE.resume],
      [PUSH_SOCKET_CLOSE.resume],
      [PUSH_SOCKET_CLOSE.resume],
    ]);
  });

  it("delivers a status to both people's tabs in the call's community, and reads nothing for it", async () => {
    const { db, listener } = listeningDb();
    const reader = {
      ringing: jest.fn(),
      signal: jest.fn(),
    } as unknown as CallReader;
    const hub = new PushHub(db, reader, (error) => {
      throw error;
    });
    await hub.start();
    const [caller, callee, elsewhere, stranger] = [
      socketOf('a', 'c1'),
      socketOf('b', 'c1'),
      socketOf('b', 'c2'),
      socketOf('z', 'c1'),
    ];
    const leave = [caller, callee, elsewhere, stranger].map((tab) => hub.add(tab));
    listener.payload?.(
      JSON.stringify({
        kind: 'status',
        sessionId: 's1',
        status: 'declined',
        by: 'b',
        userIds: ['a', 'b'],
        communityId: 'c1',
      }),
    );
    // A ring for someone with no tab here is dropped without reading the call.
    listener.payload?.(
      JSON.stringify({ kind: 'ring', sessionId: 's2', userId: 'nobody', communityId: 'c1' }),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    const event = { type: 'call.status', sessionId: 's1', callStatus: 'declined', by: 'b' };
    expect([caller.events, callee.events, elsewhere.events, stranger.events]).toEqual([
      [event],
      [event],
      [],
      [],
    ]);
    expect(reader.ringing).not.toHaveBeenCalled();
    for (const off of leave) off();
    expect(hub.size).toBe(0);
  });
});
