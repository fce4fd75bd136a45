import type { Scene } from '@portal/contracts';
import {
  cover,
  dimmableLight,
  fan,
  lock,
  onOffLight,
  plainSwitch,
  thermostat,
} from './deviceTemplates.ts';
import type { DeviceDefinition, HomeDefinition } from './homeDefinition.ts';

/** The devices of a demo apartment. */
export function demoDevices(): DeviceDefinition[] {
  return [
    dimmableLight('light.living_room', 'Living Room Lamp', null),
    dimmableLight('light.bedroom', 'Bedroom Light', 128),
    onOffLight('light.porch', 'Porch Light', false),
    plainSwitch('switch.coffee_maker', 'Coffee Maker', false),
    fan('fan.ceiling_fan', 'Ceiling Fan', 0),
    thermostat('climate.thermostat', 'Thermostat', {
      mode: 'cool',
      setPoint: 74,
      roomTemperature: 75,
    }),
    lock('lock.front_door', 'Front Door', false),
    cover('cover.garage_door', 'Garage Door', 'garage', 0),
    cover('cover.bedroom_window', 'Bedroom Window', 'window', 0),
  ];
}

export function demoScenes(): Scene[] {
  return [
    {
      id: 'good-morning',
      name: 'Good Morning',
      when: { kind: 'timed', at: '07:30', days: [1, 2, 3, 4, 5] },
      actions: [
        { entityId: 'light.bedroom', service: 'light.turn_on', data: { brightness_pct: 60 } },
        { entityId: 'switch.coffee_maker', service: 'switch.turn_on' },
      ],
      lastRun: null,
    },
  ];
}

/** A demo apartment behind any controller id and token (load tests make many). */
export function demoHome(
  home: Pick<HomeDefinition, 'systemId' | 'accessToken'> &
    Partial<Pick<HomeDefinition, 'locationName' | 'timeZone'>>,
): HomeDefinition {
  return {
    locationName: 'Demo Home',
    timeZone: 'America/New_York',
    ...home,
    devices: demoDevices(),
    scenes: demoScenes(),
  };
}

/** The controllers the simulator runs by default. */
export const DEMO_HOMES: readonly HomeDefinition[] = [
  demoHome({
    // The demo seed's home system (server/src/db/seedData): its id and its ctoken.
    systemId: '64b0d0000000000000000001',
    accessToken: 'c0ffee00d15ea5e0b1e55ed0ba5eba11',
    locationName: 'Oak 214',
    timeZone: 'America/New_York',
  }),
];
