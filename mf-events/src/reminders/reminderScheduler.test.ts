import {
  communitySelected,
  createPortalStore,
  type PortalStore,
  tokenLoaded,
  userApi,
} from '@portal/shared';
import { eventsApi, type PortalEvent } from '../api/eventsApi';
import { startReminderScheduler } from './reminderScheduler';

const NOW = Date.parse('2026-11-21T17:00:00Z');

function portalEvent(over: Partial<PortalEvent>): Partial<PortalEvent> {
  return {
    _id: 'e1',
    name: 'Chair Yoga',
    startsAt: new Date(NOW + 30 * 60_000).toISOString(),
    endsAt: new Date(NOW + 75 * 60_000).toISOString(),
    allDay: false,
    timezone: 'America/New_York',
    rsvp: { status: 'Attending' } as PortalEvent['rsvp'],
    ...over,
  };
}

let myEvents: Partial<PortalEvent>[] = [];
let myEventsCalls = 0;

/** A fetch answer (jsdom has no Response). */
function answer(data: unknown) {
  return Promise.resolve({ ok: true, status: 200, statusText: 'OK', json: async () => ({ data }) });
}

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
  myEventsCalls = 0;
  global.fetch = jest.fn((_url: string, init: RequestInit) => {
    const { query } = JSON.parse(String(init.body)) as { query: string };
    if (query.includes('myEvents')) {
      myEventsCalls += 1;
      return answer({ myEvents });
    }
    return answer({
      userDetails: { _id: 'u1', roles: [role], _type: role === 'Staff' ? 'Staff' : 'Resident' },
    });
  }) as unknown as typeof fetch;
});

afterEach(() => {
  jest.useRealTimers();
});

let role = 'Resident';

async function signedInStore(): Promise<PortalStore> {
  const store = createPortalStore();
  store.dispatch(tokenLoaded('token'));
  store.dispatch(communitySelected('c1'));
  await store.dispatch(userApi.endpoints.userDetails.initiate('c1'));
  return store;
}

async function flush() {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
  await jest.advanceTimersByTimeAsync(0);
}

describe('startReminderScheduler', () => {
  it('first runs after 5 s and shows the reminder 15 minutes before the start', async () => {
    role = 'Resident';
    myEvents = [
      portalEvent({}),
      portalEvent({
        _id: 'w',
        name: 'Waitlisted',
        rsvp: { status: 'Waitlisted' } as PortalEvent['rsvp'],
      }),
    ];
    const store = await signedInStore();
    const shown: string[] = [];
    const stop = startReminderScheduler(store, {
      show: (r) => shown.push(`${r.title}: ${r.body}`),
    });
    await jest.advanceTimersByTimeAsync(4_999);
    expect(myEventsCalls).toBe(0);
    await jest.advanceTimersByTimeAsync(1);
    await flush();
    expect(myEventsCalls).toBe(1);
    await jest.advanceTimersByTimeAsync(15 * 60_000 - 5_000 - 1_000);
    expect(shown).toEqual([]);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(shown).toEqual(['Upcoming Event: Chair Yoga starts in 15 minutes.']);
    stop();
  });

  it('refreshes every 15 minutes and picks up events added since', async () => {
    role = 'Resident';
    myEvents = [];
    const store = await signedInStore();
    const shown: string[] = [];
    const stop = startReminderScheduler(store, { show: (r) => shown.push(r.eventId) });
    await jest.advanceTimersByTimeAsync(5_000);
    await flush();
    myEvents = [portalEvent({ _id: 'later', startsAt: new Date(NOW + 40 * 60_000).toISOString() })];
    await jest.advanceTimersByTimeAsync(15 * 60_000);
    await flush();
    expect(myEventsCalls).toBe(2);
    await jest.advanceTimersByTimeAsync(10 * 60_000);
    expect(shown).toEqual(['later']);
    stop();
  });

  it('an action that refreshes My Events cancels the reminder of an event left', async () => {
    role = 'Resident';
    myEvents = [portalEvent({})];
    const store = await signedInStore();
    const show = jest.fn();
    const stop = startReminderScheduler(store, { show });
    await jest.advanceTimersByTimeAsync(5_000);
    await flush();
    myEvents = [];
    store.dispatch(eventsApi.util.invalidateTags(['MyEvents']));
    await flush();
    expect(myEventsCalls).toBe(2);
    await jest.advanceTimersByTimeAsync(30 * 60_000);
    expect(show).not.toHaveBeenCalled();
    stop();
  });

  it('loads no sign-ups and shows nothing for staff', async () => {
    role = 'Staff';
    myEvents = [portalEvent({})];
    const store = await signedInStore();
    const show = jest.fn();
    const stop = startReminderScheduler(store, { show });
    await jest.advanceTimersByTimeAsync(60 * 60_000);
    expect(myEventsCalls).toBe(0);
    expect(show).not.toHaveBeenCalled();
    stop();
  });
});
