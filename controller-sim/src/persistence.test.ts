import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SCENE_COMMANDS, type Scene } from '@portal/contracts';
import { callService, getStates } from 'home-assistant-js-websocket';
import { DEMO_HOME, SimHarness } from './testing/simHarness.ts';

let harness: SimHarness;
afterEach(() => harness.close());

describe('state on disk', () => {
  it('keeps devices and scenes across a restart', async () => {
    harness = await SimHarness.start();
    const connection = await harness.connect();
    await callService(
      connection,
      'light',
      'turn_on',
      { brightness: 42 },
      { entity_id: 'light.living_room' },
    );
    await callService(connection, 'lock', 'lock', undefined, { entity_id: 'lock.front_door' });
    const saved = await connection.sendMessagePromise<Scene>({
      type: SCENE_COMMANDS.save,
      scene: {
        name: 'Night',
        when: { kind: 'timed', at: '22:00', days: [0, 6] },
        actions: [{ entityId: 'light.porch', service: 'light.turn_off' }],
      },
    });

    harness = await harness.restart();
    const again = await harness.connect();
    const states = await getStates(again);
    const byId = Object.fromEntries(states.map((state) => [state.entity_id, state]));
    expect(byId['light.living_room']).toMatchObject({
      state: 'on',
      attributes: { brightness: 42 },
    });
    expect(byId['lock.front_door'].state).toBe('locked');
    expect(byId['automation.night'].attributes.id).toBe(saved.id);
    const scenes = await again.sendMessagePromise<Scene[]>({ type: SCENE_COMMANDS.list });
    expect(scenes.map((scene) => scene.name)).toEqual(['Good Morning', 'Night']);
  });

  it('writes one JSON file per controller, leaving no temporary file', async () => {
    harness = await SimHarness.start();
    harness.sim.controller(DEMO_HOME.systemId)?.setState('switch.coffee_maker', 'on');
    await harness.sim.controller(DEMO_HOME.systemId)?.flush();
    expect(readdirSync(harness.dataDir)).toEqual([`${DEMO_HOME.systemId}.json`]);
    const stored = JSON.parse(
      readFileSync(join(harness.dataDir, `${DEMO_HOME.systemId}.json`), 'utf8'),
    );
    expect(stored.entities).toContainEqual(
      expect.objectContaining({ entity_id: 'switch.coffee_maker', state: 'on' }),
    );
  });

  it('starts from the demo home when the file cannot be read', async () => {
    harness = await SimHarness.start();
    await harness.close({ keepData: true });
    writeFileSync(join(harness.dataDir, `${DEMO_HOME.systemId}.json`), '{ half a file');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    harness = await harness.restart();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
    expect(harness.entity('light.bedroom').attributes.brightness).toBe(128);
  });

  it('goes back to the demo home on reset, telling the clients', async () => {
    harness = await SimHarness.start();
    const connection = await harness.connect();
    await callService(connection, 'switch', 'turn_on', undefined, {
      entity_id: 'switch.coffee_maker',
    });
    await connection.sendMessagePromise({
      type: SCENE_COMMANDS.save,
      scene: {
        name: 'Extra',
        when: { kind: 'trigger', entityId: 'lock.front_door', to: 'locked' },
        actions: [{ entityId: 'light.porch', service: 'light.turn_on' }],
      },
    });
    const changed: string[] = [];
    await connection.subscribeEvents((event: { data: { entity_id: string } }) => {
      changed.push(event.data.entity_id);
    }, 'state_changed');

    expect((await harness.post('reset', {})).status).toBe(200);
    expect(harness.entity('switch.coffee_maker').state).toBe('off');
    const scenes = await connection.sendMessagePromise<Scene[]>({ type: SCENE_COMMANDS.list });
    expect(scenes.map((scene) => scene.name)).toEqual(['Good Morning']);
    expect(changed.sort()).toEqual(['automation.extra', 'switch.coffee_maker']);
  });
});
