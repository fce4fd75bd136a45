import type { EntityState } from '@portal/shared';
import { asDevice, type Device } from './devices';
import { actionText, choicesWith, clockText, serviceText, whenText } from './scenes';

const entity = (entity_id: string, friendly_name: string, attributes = {}): EntityState => ({
  entity_id,
  state: 'off',
  attributes: { friendly_name, ...attributes },
  last_changed: '',
  last_updated: '',
});
const HOME = {
  'light.bedroom': entity('light.bedroom', 'Bedroom Light', {
    supported_color_modes: ['brightness'],
  }),
  'lock.front_door': entity('lock.front_door', 'Front Door'),
};

it('says a service call in words', () => {
  expect(serviceText('light.turn_on', { brightness_pct: 60 })).toBe('Turn on, 60% brightness');
  expect(serviceText('switch.turn_on')).toBe('Turn on');
  expect(serviceText('fan.set_percentage', { percentage: 67 })).toBe('Speed Medium');
  expect(serviceText('climate.set_hvac_mode', { hvac_mode: 'heat' })).toBe('Mode Heat');
  expect(serviceText('climate.set_preset_mode', { preset_mode: 'magic' })).toBe('Mode Magic');
  expect(serviceText('climate.set_temperature', { temperature: 72 })).toBe('Set to 72°');
  expect(serviceText('cover.set_cover_position', { position: 40 })).toBe('Open 40%');
});

it('says when a scene runs', () => {
  expect(whenText({ kind: 'timed', at: '07:30', days: [1, 2, 3, 4, 5] }, HOME)).toBe(
    'At 7:30 AM on weekdays',
  );
  expect(whenText({ kind: 'timed', at: '00:05', days: [6, 0] }, HOME)).toBe(
    'At 12:05 AM at weekends',
  );
  expect(whenText({ kind: 'timed', at: '12:00', days: [0, 1, 2, 3, 4, 5, 6] }, HOME)).toBe(
    'At 12:00 PM every day',
  );
  expect(whenText({ kind: 'trigger', entityId: 'lock.front_door', to: 'unlocked' }, HOME)).toBe(
    'When Front Door is unlocked',
  );
  expect(
    whenText({ kind: 'temperature', entityId: 'climate.x', direction: 'below', value: 65 }, HOME),
  ).toBe('When the room is below 65°');
  expect(
    whenText(
      { kind: 'advanced', entityId: 'light.gone', to: 'on', after: '22:00', before: '06:00' },
      HOME,
    ),
  ).toBe('When a removed device becomes on, between 10:00 PM and 6:00 AM');
  expect(clockText('13:45')).toBe('1:45 PM');
});

it("keeps a scene's own action among the choices when editing it", () => {
  const bedroom = asDevice(HOME['light.bedroom']) as Device;
  const action = {
    entityId: 'light.bedroom',
    service: 'light.turn_on',
    data: { brightness_pct: 60 },
  };
  const choices = choicesWith(bedroom, action);
  expect(choices.map((choice) => choice.label)).toEqual([
    'Turn on, 100% brightness',
    'Turn on, 50% brightness',
    'Turn on, 20% brightness',
    'Turn off',
    'Turn on, 60% brightness',
  ]);
  expect(choicesWith(bedroom, { ...action, data: { brightness_pct: 50 } })).toHaveLength(4);
  expect(actionText(action, HOME)).toBe('Bedroom Light: Turn on, 60% brightness');
});
