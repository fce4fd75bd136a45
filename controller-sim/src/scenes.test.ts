import { SCENE_COMMANDS, type Scene, type SceneDraft } from '@portal/contracts';
import {
  type Connection,
  callService,
  type HassEntities,
  subscribeEntities,
} from 'home-assistant-js-websocket';
import { DEMO_HOME, eventually, manualClock, SimHarness } from './testing/simHarness.ts';

let harness: SimHarness;
let connection: Connection;

async function start(options: Parameters<typeof SimHarness.start>[0] = {}) {
  harness = await SimHarness.start(options);
  connection = await harness.connect();
}
afterEach(() => harness.close());

const listScenes = () => connection.sendMessagePromise<Scene[]>({ type: SCENE_COMMANDS.list });
const saveScene = (scene: Partial<SceneDraft>) =>
  connection.sendMessagePromise<Scene>({ type: SCENE_COMMANDS.save, scene });
const sceneNamed = async (name: string) =>
  (await listScenes()).find((scene) => scene.name === name);

const porchOn: SceneDraft = {
  name: 'Welcome Home',
  when: { kind: 'trigger', entityId: 'lock.front_door', to: 'locked' },
  actions: [{ entityId: 'light.porch', service: 'light.turn_on' }],
};

describe('scene commands', () => {
  beforeEach(() => start());

  it('lists the demo scene', async () => {
    expect(await listScenes()).toEqual([
      {
        id: expect.any(String),
        name: 'Good Morning',
        when: { kind: 'timed', at: '07:30', days: [1, 2, 3, 4, 5] },
        actions: [
          { entityId: 'light.bedroom', service: 'light.turn_on', data: { brightness_pct: 60 } },
          { entityId: 'switch.coffee_maker', service: 'switch.turn_on' },
        ],
        lastRun: null,
      },
    ]);
  });

  it.each([
    [{ ...porchOn, name: ' ' }, 'Please give the scene a name.'],
    [
      { ...porchOn, actions: [{ entityId: 'light.attic', service: 'light.turn_on' }] },
      'Please choose a device for every action.',
    ],
    [
      { ...porchOn, when: { kind: 'trigger', entityId: 'lock.back_door', to: 'locked' } },
      'Please choose the device that starts the scene.',
    ],
    [
      {
        ...porchOn,
        actions: [
          { entityId: 'light.bedroom', service: 'light.turn_on', data: { brightness_pct: 150 } },
        ],
      },
      'Brightness percentage must be a number from 0 to 100.',
    ],
    [{ ...porchOn, actions: 'all of them' }, 'Please add at least one thing for the scene to do.'],
    [{ ...porchOn, actions: [null] }, 'The scene is not in the expected format.'],
  ])('refuses an invalid scene: %j', async (scene, message) => {
    await expect(saveScene(scene as SceneDraft)).rejects.toEqual({
      code: 'invalid_format',
      message,
    });
    expect(await listScenes()).toHaveLength(1);
  });

  it('creates a scene with an id and an automation entity, and keeps the entity on rename', async () => {
    let entities: HassEntities = {};
    subscribeEntities(connection, (next) => {
      entities = next;
    });
    const saved = await saveScene(porchOn);
    expect(saved).toEqual({ ...porchOn, id: expect.any(String), lastRun: null });
    expect(await listScenes()).toContainEqual(saved);
    await eventually(() => entities['automation.welcome_home'] !== undefined);
    expect(entities['automation.welcome_home']).toMatchObject({
      state: 'on',
      attributes: { friendly_name: 'Welcome Home', id: saved.id, last_triggered: null },
    });

    const renamed = await saveScene({ ...porchOn, id: saved.id, name: 'Porch at Night' });
    expect(renamed.id).toBe(saved.id);
    await eventually(
      () => entities['automation.welcome_home']?.attributes.friendly_name === 'Porch at Night',
    );
    await expect(saveScene({ ...porchOn, id: 'no-such-scene' })).rejects.toMatchObject({
      code: 'not_found',
    });
  });

  it('runs a scene now, setting lastRun and last_triggered', async () => {
    const goodMorning = await sceneNamed('Good Morning');
    await connection.sendMessagePromise({ type: SCENE_COMMANDS.run, scene_id: goodMorning?.id });
    expect(harness.entity('light.bedroom').attributes.brightness).toBe(153);
    expect(harness.entity('switch.coffee_maker').state).toBe('on');
    expect((await sceneNamed('Good Morning'))?.lastRun).toEqual(expect.any(String));
    expect(harness.entity('automation.good_morning').attributes.last_triggered).toEqual(
      expect.any(String),
    );
  });

  it('runs a scene through automation.trigger and scene.turn_on', async () => {
    await callService(connection, 'automation', 'trigger', undefined, {
      entity_id: 'automation.good_morning',
    });
    expect(harness.entity('switch.coffee_maker').state).toBe('on');
    await callService(connection, 'switch', 'turn_off', undefined, {
      entity_id: 'switch.coffee_maker',
    });
    await callService(connection, 'scene', 'turn_on', undefined, {
      entity_id: 'scene.good_morning',
    });
    expect(harness.entity('switch.coffee_maker').state).toBe('on');
  });

  it('removes a scene and its automation entity', async () => {
    const goodMorning = await sceneNamed('Good Morning');
    await connection.sendMessagePromise({ type: SCENE_COMMANDS.remove, scene_id: goodMorning?.id });
    expect(await listScenes()).toEqual([]);
    expect(
      harness.sim.controller(DEMO_HOME.systemId)?.entity('automation.good_morning'),
    ).toBeUndefined();
    await expect(
      connection.sendMessagePromise({ type: SCENE_COMMANDS.remove, scene_id: goodMorning?.id }),
    ).rejects.toMatchObject({ code: 'not_found' });
  });
});

describe('scenes that fire by themselves', () => {
  it('fires a trigger scene on a change made at the device', async () => {
    await start();
    await saveScene(porchOn);
    const response = await harness.post('state', { entity_id: 'lock.front_door', state: 'locked' });
    expect(response.status).toBe(200);
    await eventually(() => harness.entity('light.porch').state === 'on', 2_000, 'the porch light');
    expect((await sceneNamed('Welcome Home'))?.lastRun).toEqual(expect.any(String));
  });

  it('fires a trigger scene on a service call', async () => {
    await start();
    await saveScene(porchOn);
    await callService(connection, 'lock', 'lock', undefined, { entity_id: 'lock.front_door' });
    await eventually(() => harness.entity('light.porch').state === 'on', 2_000, 'the porch light');
  });

  it('fires an advanced scene only within its hours', async () => {
    // 22:00 in New York.
    const clock = manualClock('2026-03-03T03:00:00Z');
    await start({ clock: clock.now });
    await saveScene({
      name: 'Late Visitor',
      when: {
        kind: 'advanced',
        entityId: 'lock.front_door',
        to: 'unlocked',
        after: '21:00',
        before: '06:00',
      },
      actions: [{ entityId: 'light.porch', service: 'light.turn_on' }],
    });
    await harness.post('state', { entity_id: 'lock.front_door', state: 'locked' });
    await harness.post('state', { entity_id: 'lock.front_door', state: 'unlocked' });
    await eventually(() => harness.entity('light.porch').state === 'on', 2_000, 'the porch light');

    await callService(connection, 'light', 'turn_off', undefined, { entity_id: 'light.porch' });
    clock.set('2026-03-03T17:00:00Z'); // noon
    await harness.post('state', { entity_id: 'lock.front_door', state: 'locked' });
    await harness.post('state', { entity_id: 'lock.front_door', state: 'unlocked' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(harness.entity('light.porch').state).toBe('off');
  });

  it('fires a timed scene at its time on its days, in the controller time zone', async () => {
    // Monday 2 March 2026, 07:29:50 in New York (UTC-5).
    const clock = manualClock('2026-03-02T12:29:50Z');
    await start({ clock: clock.now, tickMs: 20 });
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(harness.entity('switch.coffee_maker').state).toBe('off');
    clock.set('2026-03-02T12:30:05Z');
    await eventually(() => harness.entity('switch.coffee_maker').state === 'on', 2_000, 'coffee');
    expect(harness.entity('light.bedroom').attributes.brightness).toBe(153);
    expect((await sceneNamed('Good Morning'))?.lastRun).toBe('2026-03-02T12:30:05.000Z');
  });

  it('does not fire a weekday scene on Saturday', async () => {
    // Saturday 7 March 2026, 07:29:50 in New York.
    const clock = manualClock('2026-03-07T12:29:50Z');
    await start({ clock: clock.now, tickMs: 20 });
    clock.set('2026-03-07T12:30:05Z');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(harness.entity('switch.coffee_maker').state).toBe('off');
  });

  it('fires a temperature scene when the thermostat brings the room across the line', async () => {
    await start({ driftIntervalMs: 30 });
    // The room as it was when the fan turned on: the events arrive in the order they happened,
    // so a reset below that lands after the scene fired cannot be read in its place.
    let thermostat: Record<string, unknown> = {};
    let roomWhenFanTurnedOn: Record<string, unknown> | undefined;
    await connection.subscribeEvents(
      (event: {
        data: {
          entity_id: string;
          new_state: { state: string; attributes: Record<string, unknown> };
        };
      }) => {
        const { entity_id, new_state } = event.data;
        if (entity_id === 'climate.thermostat') thermostat = new_state.attributes;
        if (entity_id === 'fan.ceiling_fan' && new_state.state === 'on') {
          roomWhenFanTurnedOn ??= thermostat;
        }
      },
      'state_changed',
    );
    // The demo thermostat cools a 75 °F room toward 74 °F, one step per drift.
    await saveScene({
      name: 'Cool Enough',
      when: {
        kind: 'temperature',
        entityId: 'climate.thermostat',
        direction: 'below',
        value: 74.5,
      },
      actions: [
        { entityId: 'fan.ceiling_fan', service: 'fan.set_percentage', data: { percentage: 33 } },
      ],
    });
    // On a busy machine the drift can cross the line before the scene is saved: the room
    // starts again at 75 °F once the scene is there.
    await harness.post('state', {
      entity_id: 'climate.thermostat',
      state: 'cool',
      attributes: { current_temperature: 75 },
    });
    await eventually(() => roomWhenFanTurnedOn !== undefined, 4_000, 'the fan');
    expect(roomWhenFanTurnedOn).toMatchObject({
      current_temperature: 74,
      hvac_action: 'idle',
    });
  });

  it('stops scenes that set each other off after one more scene', async () => {
    await start();
    const offAgain = await saveScene({
      name: 'Porch Off',
      when: { kind: 'trigger', entityId: 'light.porch', to: 'on' },
      actions: [{ entityId: 'light.porch', service: 'light.turn_off' }],
    });
    const onAgain = await saveScene({
      name: 'Porch On',
      when: { kind: 'trigger', entityId: 'light.porch', to: 'off' },
      actions: [{ entityId: 'light.porch', service: 'light.turn_on' }],
    });
    const changes: string[] = [];
    await connection.subscribeEvents(
      (event: { data: { entity_id: string; new_state: { state: string } } }) => {
        if (event.data.entity_id === 'light.porch') changes.push(event.data.new_state.state);
      },
      'state_changed',
    );
    await harness.post('state', { entity_id: 'light.porch', state: 'on' });
    await eventually(() => changes.length >= 3);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(changes).toEqual(['on', 'off', 'on']);
    const scenes = await listScenes();
    for (const id of [offAgain.id, onAgain.id]) {
      expect(scenes.find((scene) => scene.id === id)?.lastRun).toEqual(expect.any(String));
    }
  });
});
