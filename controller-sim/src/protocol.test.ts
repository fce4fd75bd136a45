import {
  callService,
  ERR_CANNOT_CONNECT,
  ERR_INVALID_AUTH,
  getConfig,
  getStates,
  type HassEntities,
  type HassEvent,
  subscribeEntities,
} from 'home-assistant-js-websocket';
import WebSocket from 'ws';
import { DEMO_HOME, eventually, SimHarness } from './testing/simHarness.ts';

let harness: SimHarness;
beforeEach(async () => {
  harness = await SimHarness.start();
});
afterEach(() => harness.close());

describe('authentication', () => {
  it('accepts the controller access token and reports the version', async () => {
    const connection = await harness.connect();
    expect(connection.haVersion).toBe('2022.3.0');
    const config = await getConfig(connection);
    expect(config).toMatchObject({
      location_name: 'Oak 214',
      time_zone: 'America/New_York',
      unit_system: { temperature: '°F' },
      version: '2022.3.0',
    });
  });

  it('refuses a wrong token', async () => {
    await expect(harness.connect(DEMO_HOME.systemId, 'not-the-token')).rejects.toBe(
      ERR_INVALID_AUTH,
    );
  });

  it('answers a wrong token with auth_invalid, then closes', async () => {
    const socket = new WebSocket(`${harness.hassUrl().replace('http', 'ws')}/api/websocket`);
    const messages: unknown[] = [];
    socket.on('message', (data) => {
      const message = JSON.parse(String(data));
      messages.push(message);
      if (message.type === 'auth_required')
        socket.send(JSON.stringify({ type: 'auth', access_token: 'nope' }));
    });
    await new Promise((resolve) => socket.on('close', resolve));
    expect(messages).toEqual([
      { type: 'auth_required', ha_version: '2022.3.0' },
      { type: 'auth_invalid', message: 'Invalid access token or password' },
    ]);
  });

  it('refuses the WebSocket of an unknown controller with 404', async () => {
    const socket = new WebSocket(
      `${harness.sim.url.replace('http', 'ws')}/c/unknown/api/websocket`,
    );
    const status = await new Promise((resolve) =>
      socket.on('unexpected-response', (_request, response) => resolve(response.statusCode)),
    );
    expect(status).toBe(404);
    await expect(harness.connect('unknown')).rejects.toBe(ERR_CANNOT_CONNECT);
  });
});

describe('commands', () => {
  it('lists every device and the scenes as automations, each with a friendly name', async () => {
    const states = await getStates(await harness.connect());
    expect(states.map((state) => state.entity_id).sort()).toEqual([
      'automation.good_morning',
      'climate.thermostat',
      'cover.bedroom_window',
      'cover.garage_door',
      'fan.ceiling_fan',
      'light.bedroom',
      'light.living_room',
      'light.porch',
      'lock.front_door',
      'switch.coffee_maker',
    ]);
    for (const state of states) expect(typeof state.attributes.friendly_name).toBe('string');
    expect(states.find((state) => state.entity_id === 'automation.good_morning')).toMatchObject({
      state: 'on',
      attributes: { friendly_name: 'Good Morning', last_triggered: null },
    });
  });

  it('answers ping with pong and an unknown command with unknown_command', async () => {
    const connection = await harness.connect();
    await expect(connection.ping()).resolves.toBeUndefined();
    await expect(connection.sendMessagePromise({ type: 'no/such/command' })).rejects.toEqual({
      code: 'unknown_command',
      message: 'Unknown command.',
    });
  });

  it('answers call_service with its context, after the state_changed event', async () => {
    const connection = await harness.connect();
    const seen: string[] = [];
    const events: HassEvent[] = [];
    await connection.subscribeEvents((event: HassEvent) => {
      seen.push('event');
      events.push(event);
    }, 'state_changed');
    const result = await callService(connection, 'switch', 'turn_on', undefined, {
      entity_id: 'switch.coffee_maker',
    });
    seen.push('result');
    expect(seen).toEqual(['event', 'result']);
    expect(result).toEqual({
      context: { id: expect.any(String), parent_id: null, user_id: null },
    });
    expect(events[0]).toMatchObject({
      event_type: 'state_changed',
      origin: 'LOCAL',
      time_fired: expect.any(String),
      context: (result as { context: object }).context,
      data: {
        entity_id: 'switch.coffee_maker',
        old_state: { state: 'off' },
        new_state: { entity_id: 'switch.coffee_maker', state: 'on' },
      },
    });
  });

  it('takes entity_id from the service data too, one or several', async () => {
    const connection = await harness.connect();
    await callService(connection, 'light', 'turn_on', {
      entity_id: ['light.living_room', 'light.porch'],
    });
    expect(harness.entity('light.living_room').state).toBe('on');
    expect(harness.entity('light.porch').state).toBe('on');
    await callService(connection, 'light', 'turn_off', { entity_id: 'light.porch' });
    expect(harness.entity('light.porch').state).toBe('off');
  });

  it('stops the events of an unsubscribed subscription', async () => {
    const connection = await harness.connect();
    const events: HassEvent[] = [];
    const unsubscribe = await connection.subscribeEvents((event: HassEvent) => {
      events.push(event);
    });
    await callService(connection, 'lock', 'lock', undefined, { entity_id: 'lock.front_door' });
    await unsubscribe();
    await callService(connection, 'lock', 'unlock', undefined, { entity_id: 'lock.front_door' });
    expect(events).toHaveLength(1);
    await expect(
      connection.sendMessagePromise({ type: 'unsubscribe_events', subscription: 999 }),
    ).rejects.toMatchObject({ code: 'not_found' });
  });

  it("brings one client's change to another client's subscribeEntities", async () => {
    const watcher = await harness.connect();
    const other = await harness.connect();
    let entities: HassEntities = {};
    subscribeEntities(watcher, (next) => {
      entities = next;
    });
    await eventually(() => entities['lock.front_door']?.state === 'unlocked');
    await callService(other, 'lock', 'lock', undefined, { entity_id: 'lock.front_door' });
    await eventually(() => entities['lock.front_door']?.state === 'locked', 2_000, 'the event');
  });
});
