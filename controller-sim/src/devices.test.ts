import { type Connection, callService } from 'home-assistant-js-websocket';
import { DEMO_HOME, manualClock, SimHarness } from './testing/simHarness.ts';

let harness: SimHarness;
let connection: Connection;
const clock = manualClock('2026-03-02T15:00:00Z');

beforeEach(async () => {
  clock.set('2026-03-02T15:00:00Z');
  harness = await SimHarness.start({ clock: clock.now });
  connection = await harness.connect();
});
afterEach(() => harness.close());

function call(entityId: string, service: string, data?: object) {
  const [domain, name] = service.split('.');
  return callService(connection, domain, name, data, { entity_id: entityId });
}

describe('device services', () => {
  it('dims, turns off and toggles a dimmable light, coming back to its level', async () => {
    await call('light.living_room', 'light.turn_on', { brightness: 200 });
    expect(harness.entity('light.living_room')).toMatchObject({
      state: 'on',
      attributes: {
        brightness: 200,
        color_mode: 'brightness',
        supported_color_modes: ['brightness'],
      },
    });
    await call('light.living_room', 'light.turn_on', { brightness_pct: 50 });
    expect(harness.entity('light.living_room').attributes.brightness).toBe(128);
    await call('light.living_room', 'light.turn_off');
    expect(harness.entity('light.living_room')).toMatchObject({
      state: 'off',
      attributes: { brightness: null, color_mode: null },
    });
    await call('light.living_room', 'light.toggle');
    expect(harness.entity('light.living_room')).toMatchObject({
      state: 'on',
      attributes: { brightness: 128 },
    });
    await call('light.living_room', 'light.turn_on', { brightness: 0 });
    expect(harness.entity('light.living_room').state).toBe('off');
  });

  it('switches an on/off light, which cannot be dimmed', async () => {
    expect(harness.entity('light.porch').attributes.supported_color_modes).toEqual(['onoff']);
    await call('light.porch', 'light.turn_on');
    expect(harness.entity('light.porch').state).toBe('on');
    await call('light.porch', 'light.toggle');
    expect(harness.entity('light.porch').state).toBe('off');
    await expect(call('light.porch', 'light.turn_on', { brightness: 100 })).rejects.toEqual({
      code: 'invalid_format',
      message: 'Porch Light cannot be dimmed.',
    });
  });

  it('turns a switch on, off and over', async () => {
    await call('switch.coffee_maker', 'switch.turn_on');
    expect(harness.entity('switch.coffee_maker').state).toBe('on');
    await call('switch.coffee_maker', 'switch.turn_off');
    expect(harness.entity('switch.coffee_maker').state).toBe('off');
    await call('switch.coffee_maker', 'switch.toggle');
    expect(harness.entity('switch.coffee_maker').state).toBe('on');
  });

  it('sets the fan speed, 0 turning it off, and turns it on at its last speed', async () => {
    expect(harness.entity('fan.ceiling_fan').attributes).toMatchObject({
      percentage: 0,
      percentage_step: 33.33,
    });
    await call('fan.ceiling_fan', 'fan.set_percentage', { percentage: 67 });
    expect(harness.entity('fan.ceiling_fan')).toMatchObject({
      state: 'on',
      attributes: { percentage: 67 },
    });
    await call('fan.ceiling_fan', 'fan.set_percentage', { percentage: 0 });
    expect(harness.entity('fan.ceiling_fan')).toMatchObject({
      state: 'off',
      attributes: { percentage: 0 },
    });
    await call('fan.ceiling_fan', 'fan.turn_on');
    expect(harness.entity('fan.ceiling_fan').attributes.percentage).toBe(67);
    await call('fan.ceiling_fan', 'fan.turn_off');
    expect(harness.entity('fan.ceiling_fan')).toMatchObject({
      state: 'off',
      attributes: { percentage: 0 },
    });
  });

  it('sets the thermostat mode, set point and Magic preset', async () => {
    expect(harness.entity('climate.thermostat')).toMatchObject({
      state: 'cool',
      attributes: {
        hvac_modes: ['heat', 'cool', 'auto', 'off'],
        preset_mode: 'none',
        preset_modes: ['none', 'magic'],
        temperature: 74,
        current_temperature: 75,
        min_temp: 60,
        max_temp: 85,
        target_temp_step: 1,
      },
    });
    await call('climate.thermostat', 'climate.set_hvac_mode', { hvac_mode: 'heat' });
    expect(harness.entity('climate.thermostat').state).toBe('heat');
    await call('climate.thermostat', 'climate.set_preset_mode', { preset_mode: 'magic' });
    expect(harness.entity('climate.thermostat').attributes.preset_mode).toBe('magic');
    await call('climate.thermostat', 'climate.set_temperature', { temperature: 70 });
    expect(harness.entity('climate.thermostat')).toMatchObject({
      state: 'heat',
      attributes: { temperature: 70, preset_mode: 'magic' },
    });
    await call('climate.thermostat', 'climate.set_hvac_mode', { hvac_mode: 'cool' });
    expect(harness.entity('climate.thermostat').attributes.preset_mode).toBe('none');
    await call('climate.thermostat', 'climate.set_preset_mode', { preset_mode: 'magic' });
    await call('climate.thermostat', 'climate.set_temperature', {
      temperature: 68,
      hvac_mode: 'auto',
    });
    expect(harness.entity('climate.thermostat')).toMatchObject({
      state: 'auto',
      attributes: { temperature: 68, preset_mode: 'none' },
    });
  });

  it('locks and unlocks', async () => {
    await call('lock.front_door', 'lock.lock');
    expect(harness.entity('lock.front_door').state).toBe('locked');
    await call('lock.front_door', 'lock.unlock');
    expect(harness.entity('lock.front_door').state).toBe('unlocked');
  });

  it('opens, closes and positions covers', async () => {
    expect(harness.entity('cover.garage_door').attributes.device_class).toBe('garage');
    expect(harness.entity('cover.bedroom_window').attributes.device_class).toBe('window');
    await call('cover.garage_door', 'cover.open_cover');
    expect(harness.entity('cover.garage_door')).toMatchObject({
      state: 'open',
      attributes: { current_position: 100 },
    });
    await call('cover.garage_door', 'cover.close_cover');
    expect(harness.entity('cover.garage_door')).toMatchObject({
      state: 'closed',
      attributes: { current_position: 0 },
    });
    await call('cover.bedroom_window', 'cover.set_cover_position', { position: 40 });
    expect(harness.entity('cover.bedroom_window')).toMatchObject({
      state: 'open',
      attributes: { current_position: 40 },
    });
  });

  it('moves last_changed only when the state changes, last_updated on every change', async () => {
    const before = harness.entity('climate.thermostat');
    clock.set('2026-03-02T15:05:00Z');
    await call('climate.thermostat', 'climate.set_temperature', { temperature: 72 });
    const attributesOnly = harness.entity('climate.thermostat');
    expect(attributesOnly.last_changed).toBe(before.last_changed);
    expect(attributesOnly.last_updated).toBe('2026-03-02T15:05:00.000+00:00');
    clock.set('2026-03-02T15:06:00Z');
    await call('climate.thermostat', 'climate.set_hvac_mode', { hvac_mode: 'off' });
    expect(harness.entity('climate.thermostat').last_changed).toBe('2026-03-02T15:06:00.000+00:00');
  });

  it('carries out a command after the device delay', async () => {
    await harness.close();
    harness = await SimHarness.start({ deviceDelayMs: [150, 150] });
    connection = await harness.connect();
    const started = performance.now();
    const done = call('switch.coffee_maker', 'switch.turn_on');
    expect(harness.entity('switch.coffee_maker').state).toBe('off');
    await done;
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    expect(harness.entity('switch.coffee_maker').state).toBe('on');
  });
});

describe('changes at the device', () => {
  it('reports them as the device would, attributes given overriding', async () => {
    await harness.post('state', { entity_id: 'light.living_room', state: 'on' });
    expect(harness.entity('light.living_room')).toMatchObject({
      state: 'on',
      attributes: { brightness: 255, color_mode: 'brightness' },
    });
    await harness.post('state', { entity_id: 'light.bedroom', state: 'off' });
    expect(harness.entity('light.bedroom').attributes.brightness).toBeNull();
    await harness.post('state', { entity_id: 'cover.garage_door', state: 'open' });
    expect(harness.entity('cover.garage_door').attributes.current_position).toBe(100);
    const response = await harness.post('state', {
      entity_id: 'climate.thermostat',
      state: 'cool',
      attributes: { current_temperature: 80 },
    });
    expect(await response.json()).toMatchObject({
      state: 'cool',
      attributes: { current_temperature: 80, hvac_action: 'cooling' },
    });
    await harness.post('state', { entity_id: 'lock.front_door', state: 'jammed' });
    expect(harness.entity('lock.front_door').state).toBe('jammed');
  });
});

describe('refusals', () => {
  it('refuses an unknown entity with not_found', async () => {
    await expect(call('light.attic', 'light.turn_on')).rejects.toEqual({
      code: 'not_found',
      message: 'Entity light.attic not found',
    });
  });

  const badCalls: [string, string, object, string][] = [
    [
      'light.bedroom',
      'light.turn_on',
      { brightness: 256 },
      'Brightness must be a number from 0 to 255.',
    ],
    [
      'light.bedroom',
      'light.turn_on',
      { brightness: -1 },
      'Brightness must be a number from 0 to 255.',
    ],
    [
      'light.bedroom',
      'light.turn_on',
      { brightness_pct: 101 },
      'Brightness percentage must be a number from 0 to 100.',
    ],
    [
      'fan.ceiling_fan',
      'fan.set_percentage',
      { percentage: 150 },
      'Fan speed must be a percentage from 0 to 100.',
    ],
    ['fan.ceiling_fan', 'fan.set_percentage', {}, 'Please give the fan speed (percentage).'],
    [
      'climate.thermostat',
      'climate.set_hvac_mode',
      { hvac_mode: 'dry' },
      'The mode must be one of heat, cool, auto, off.',
    ],
    [
      'climate.thermostat',
      'climate.set_temperature',
      { temperature: 90 },
      'The set point must be from 60 to 85 °F.',
    ],
    [
      'climate.thermostat',
      'climate.set_temperature',
      { temperature: 59 },
      'The set point must be from 60 to 85 °F.',
    ],
    [
      'climate.thermostat',
      'climate.set_temperature',
      { temperature: 70, hvac_mode: 'dry' },
      'The mode must be one of heat, cool, auto, off.',
    ],
    [
      'climate.thermostat',
      'climate.set_preset_mode',
      { preset_mode: 'eco' },
      'The preset must be none or magic.',
    ],
    [
      'cover.bedroom_window',
      'cover.set_cover_position',
      { position: 101 },
      'The position must be a number from 0 to 100.',
    ],
    ['lock.front_door', 'lock.open', {}, 'There is no service lock.open.'],
    ['switch.coffee_maker', 'light.turn_on', {}, 'light.turn_on cannot control Coffee Maker.'],
  ];

  it.each(badCalls)(
    'refuses %s %s %j, changing nothing',
    async (entityId, service, data, message) => {
      const before = harness.sim.controller(DEMO_HOME.systemId)?.states();
      await expect(call(entityId, service, data)).rejects.toEqual({
        code: 'invalid_format',
        message,
      });
      await connection.ping();
      expect(harness.sim.controller(DEMO_HOME.systemId)?.states()).toEqual(before);
    },
  );

  it('refuses a whole call when one of its entities is wrong', async () => {
    await expect(
      callService(connection, 'light', 'turn_on', undefined, {
        entity_id: ['light.living_room', 'light.attic'],
      }),
    ).rejects.toMatchObject({ code: 'not_found' });
    expect(harness.entity('light.living_room').state).toBe('off');
  });
});
