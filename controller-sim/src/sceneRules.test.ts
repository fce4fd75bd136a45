import type { Scene } from '@portal/contracts';
import { driftedRoomTemperature, thermostat } from './deviceTemplates.ts';
import { automationEntityId, scenesSetOffBy } from './sceneRules.ts';

const scene = (when: Scene['when']): Scene => ({
  id: 'scene',
  name: 'Scene',
  when,
  actions: [{ entityId: 'light.porch', service: 'light.turn_on' }],
  lastRun: null,
});
const room = (temperature: number) => ({
  entity_id: 'climate.thermostat',
  state: 'heat',
  attributes: { current_temperature: temperature },
});
const door = (state: string) => ({ entity_id: 'lock.front_door', state, attributes: {} });

describe('scenesSetOffBy', () => {
  const warm = scene({
    kind: 'temperature',
    entityId: 'climate.thermostat',
    direction: 'above',
    value: 72,
  });

  it('sets off a temperature scene when the room crosses the line, not while it stays past it', () => {
    expect(scenesSetOffBy([warm], room(72), room(73), 0)).toEqual([warm]);
    expect(scenesSetOffBy([warm], room(73), room(74), 0)).toEqual([]);
    expect(scenesSetOffBy([warm], room(71), room(72), 0)).toEqual([]);
  });

  it('sets off a trigger scene when the state becomes its value', () => {
    const locked = scene({ kind: 'trigger', entityId: 'lock.front_door', to: 'locked' });
    expect(scenesSetOffBy([locked], door('unlocked'), door('locked'), 0)).toEqual([locked]);
    expect(scenesSetOffBy([locked], door('locked'), door('locked'), 0)).toEqual([]);
  });

  it('sets off an advanced scene within hours that pass midnight only', () => {
    const night = scene({
      kind: 'advanced',
      entityId: 'lock.front_door',
      to: 'unlocked',
      after: '22:00',
      before: '06:00',
    });
    const at = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
    expect(scenesSetOffBy([night], door('locked'), door('unlocked'), at('23:30'))).toEqual([night]);
    expect(scenesSetOffBy([night], door('locked'), door('unlocked'), at('05:59'))).toEqual([night]);
    expect(scenesSetOffBy([night], door('locked'), door('unlocked'), at('12:00'))).toEqual([]);
  });
});

describe('automationEntityId', () => {
  it('makes a slug of the name, and a free one when it is taken', () => {
    expect(automationEntityId('Good Morning!', new Set())).toBe('automation.good_morning');
    expect(automationEntityId('Good Morning', new Set(['automation.good_morning']))).toBe(
      'automation.good_morning_2',
    );
    expect(automationEntityId('☀', new Set())).toBe('automation.scene');
  });
});

describe('driftedRoomTemperature', () => {
  const at = (mode: 'heat' | 'cool' | 'auto' | 'off', setPoint: number, roomTemperature: number) =>
    thermostat('climate.t', 'T', { mode, setPoint, roomTemperature });

  it('moves the room 1 °F toward the set point in the direction the mode allows', () => {
    const next = (device: ReturnType<typeof at>) =>
      driftedRoomTemperature(device.state, device.attributes);
    expect(next(at('heat', 72, 70))).toBe(71);
    expect(next(at('heat', 72, 75))).toBeNull();
    expect(next(at('cool', 72, 75))).toBe(74);
    expect(next(at('cool', 72, 70))).toBeNull();
    expect(next(at('auto', 72, 70.5))).toBe(71.5);
    expect(next(at('auto', 72, 71.5))).toBe(72);
    expect(next(at('off', 72, 70))).toBeNull();
    const magic = at('off', 72, 70);
    expect(driftedRoomTemperature('off', { ...magic.attributes, preset_mode: 'magic' })).toBe(71);
  });
});
