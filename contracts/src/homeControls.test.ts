import {
  deviceGroup,
  deviceKind,
  fanSpeedLabel,
  type SceneDraft,
  sceneProblem,
  thermostatMode,
  withinHours,
} from './homeControls.ts';

const entity = (entity_id: string, attributes: Record<string, unknown> = {}) => ({
  entity_id,
  attributes,
});

describe('deviceKind and deviceGroup', () => {
  it.each([
    [entity('light.lamp', { supported_color_modes: ['brightness'] }), 'dimmer', 'Lights'],
    [entity('light.porch', { supported_color_modes: ['onoff'] }), 'switch', 'Lights'],
    [entity('switch.kettle'), 'switch', 'Lights'],
    [entity('fan.ceiling'), 'fan', 'Fans'],
    [entity('climate.hall'), 'thermostat', 'Thermostats'],
    [entity('lock.front'), 'lock', 'Doors'],
    [entity('cover.garage', { device_class: 'garage' }), 'barrier', 'Doors'],
    [entity('cover.gate', { device_class: 'gate' }), 'barrier', 'Doors'],
    [entity('cover.bedroom', { device_class: 'window' }), 'window', 'Windows'],
  ] as const)('%o is a %s in %s', (state, kind, group) => {
    expect(deviceKind(state)).toBe(kind);
    expect(deviceGroup(kind)).toBe(group);
  });

  it('leaves out what is not a device', () => {
    expect(deviceKind(entity('automation.morning'))).toBeNull();
    expect(deviceKind(entity('sensor.humidity'))).toBeNull();
  });
});

describe('thermostatMode', () => {
  it('reads the hvac mode, with the Magic preset first', () => {
    expect(thermostatMode({ state: 'heat', attributes: {} })).toBe('Heat');
    expect(thermostatMode({ state: 'cool', attributes: { preset_mode: 'none' } })).toBe('Cool');
    expect(thermostatMode({ state: 'auto', attributes: {} })).toBe('Auto');
    expect(thermostatMode({ state: 'off', attributes: {} })).toBe('Off');
    expect(thermostatMode({ state: 'heat', attributes: { preset_mode: 'magic' } })).toBe('Magic');
  });
});

it('fanSpeedLabel names the speed a percentage falls in', () => {
  expect([0, 20, 33, 50, 67, 90, 100].map(fanSpeedLabel)).toEqual([
    'Off',
    'Low',
    'Low',
    'Medium',
    'Medium',
    'High',
    'High',
  ]);
});

describe('sceneProblem', () => {
  const entities = new Set(['light.lamp', 'climate.hall', 'lock.front']);
  const good: SceneDraft = {
    name: 'Evening',
    when: { kind: 'timed', at: '19:30', days: [1, 2] },
    actions: [{ entityId: 'light.lamp', service: 'light.turn_on', data: { brightness_pct: 40 } }],
  };

  it('accepts a complete scene of each kind', () => {
    expect(sceneProblem(good, entities)).toBeNull();
    for (const when of [
      { kind: 'trigger', entityId: 'lock.front', to: 'unlocked' },
      { kind: 'temperature', entityId: 'climate.hall', direction: 'above', value: 78 },
      { kind: 'advanced', entityId: 'lock.front', to: 'unlocked', after: '22:00', before: '06:00' },
    ] as const)
      expect(sceneProblem({ ...good, when }, entities)).toBeNull();
  });

  it.each([
    [{ name: '  ' }, 'Please give the scene a name.'],
    [{ name: 'x'.repeat(41) }, 'Please use at most 40 characters for the name.'],
    [{ when: { kind: 'timed', at: '25:00', days: [1] } }, 'Please choose a time of day.'],
    [{ when: { kind: 'timed', at: '07:00', days: [] } }, 'Please choose at least one day.'],
    [{ when: { kind: 'timed', at: '07:00', days: [7] } }, 'Please choose at least one day.'],
    [
      { when: { kind: 'trigger', entityId: 'lock.back', to: 'locked' } },
      'Please choose the device that starts the scene.',
    ],
    [
      { when: { kind: 'temperature', entityId: 'light.lamp', direction: 'above', value: 70 } },
      'Please choose the thermostat.',
    ],
    [
      { when: { kind: 'temperature', entityId: 'climate.hall', direction: 'above', value: 140 } },
      'Please choose a temperature between 40 and 100 °F.',
    ],
    [
      {
        when: {
          kind: 'advanced',
          entityId: 'lock.front',
          to: 'locked',
          after: '',
          before: '06:00',
        },
      },
      'Please choose the hours when the scene may run.',
    ],
    [{ actions: [] }, 'Please add at least one thing for the scene to do.'],
    [{ actions: Array(11).fill(good.actions[0]) }, 'A scene can do at most 10 things.'],
    [
      { actions: [{ entityId: 'light.lamp', service: 'lock.unlock' }] },
      'Please choose what every device does.',
    ],
    [
      { actions: [{ entityId: 'light.lamp', service: 'light.explode' }] },
      'Please choose what every device does.',
    ],
    [
      { actions: [{ entityId: 'fan.none', service: 'fan.turn_off' }] },
      'Please choose a device for every action.',
    ],
  ])('refuses %o: %s', (change, message) => {
    expect(sceneProblem({ ...good, ...(change as Partial<SceneDraft>) }, entities)).toBe(message);
  });
});

describe('withinHours', () => {
  const at = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
  it('handles hours inside one day', () => {
    expect(withinHours(at('09:00'), '08:00', '17:00')).toBe(true);
    expect(withinHours(at('17:00'), '08:00', '17:00')).toBe(false);
    expect(withinHours(at('07:59'), '08:00', '17:00')).toBe(false);
  });
  it('handles hours that pass midnight', () => {
    expect(withinHours(at('23:30'), '22:00', '06:00')).toBe(true);
    expect(withinHours(at('05:59'), '22:00', '06:00')).toBe(true);
    expect(withinHours(at('12:00'), '22:00', '06:00')).toBe(false);
  });
});
