import {
  type EntityState,
  FAN_SPEEDS,
  HVAC_MODES,
  type HvacMode,
  MAGIC_PRESET,
  SET_POINT,
} from '@portal/contracts';
import { NO_PRESET, withHvacAction } from './deviceTemplates.ts';

/** What a service call makes of an entity, or why it refuses. */
export type ServiceOutcome =
  | { state: string; attributes: Record<string, unknown> }
  | { problem: string };

type Device = Pick<EntityState, 'entity_id' | 'state' | 'attributes'>;
/** `remembered`: the light's brightness or fan's speed before it was turned off. */
type Handler = (
  device: Device,
  data: Record<string, unknown>,
  remembered?: number,
) => ServiceOutcome;

const problem = (text: string): ServiceOutcome => ({ problem: text });
const nameOf = (device: Device) => String(device.attributes.friendly_name ?? device.entity_id);

/** Home Assistant coerces numbers given as text, so this does too. */
function numberIn(value: unknown, min: number, max: number): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number >= min && number <= max
    ? number
    : null;
}

// Lights

function dims(device: Device): boolean {
  const modes = device.attributes.supported_color_modes;
  return Array.isArray(modes) && modes.some((mode) => mode !== 'onoff');
}

function lightOff(device: Device): ServiceOutcome {
  const attributes: Record<string, unknown> = { ...device.attributes, color_mode: null };
  if (dims(device)) attributes.brightness = null;
  return { state: 'off', attributes };
}

const lightOn: Handler = (device, data, remembered) => {
  if (data.brightness !== undefined && data.brightness_pct !== undefined)
    return problem('Please give either brightness or brightness_pct, not both.');
  let brightness: number | undefined;
  if (data.brightness !== undefined) {
    const value = numberIn(data.brightness, 0, 255);
    if (value === null) return problem('Brightness must be a number from 0 to 255.');
    brightness = Math.round(value);
  }
  if (data.brightness_pct !== undefined) {
    const value = numberIn(data.brightness_pct, 0, 100);
    if (value === null) return problem('Brightness percentage must be a number from 0 to 100.');
    brightness = Math.round((value * 255) / 100);
  }
  if (!dims(device)) {
    if (brightness !== undefined) return problem(`${nameOf(device)} cannot be dimmed.`);
    return { state: 'on', attributes: { ...device.attributes, color_mode: 'onoff' } };
  }
  // As in Home Assistant, turning a light on at brightness 0 turns it off.
  if (brightness === 0) return lightOff(device);
  const current = device.state === 'on' ? Number(device.attributes.brightness) : undefined;
  return {
    state: 'on',
    attributes: {
      ...device.attributes,
      color_mode: 'brightness',
      brightness: brightness ?? current ?? remembered ?? 255,
    },
  };
};

// Switches and fans

const switchTo =
  (state: 'on' | 'off'): Handler =>
  (device) => ({
    state,
    attributes: device.attributes,
  });

function fanAt(device: Device, percentage: number): ServiceOutcome {
  return { state: percentage > 0 ? 'on' : 'off', attributes: { ...device.attributes, percentage } };
}

function fanPercentage(value: unknown): number | ServiceOutcome {
  const percentage = numberIn(value, 0, 100);
  return percentage === null
    ? problem('Fan speed must be a percentage from 0 to 100.')
    : Math.round(percentage);
}

const fanOn: Handler = (device, data, remembered) => {
  if (data.percentage === undefined) {
    const current = device.state === 'on' ? Number(device.attributes.percentage) : undefined;
    return fanAt(device, current || remembered || FAN_SPEEDS[1].percentage);
  }
  const percentage = fanPercentage(data.percentage);
  return typeof percentage === 'number' ? fanAt(device, percentage) : percentage;
};

const fanSetPercentage: Handler = (device, data) => {
  if (data.percentage === undefined) return problem('Please give the fan speed (percentage).');
  return fanOn(device, data);
};

// Thermostats

function hvacMode(value: unknown): HvacMode | null {
  return HVAC_MODES.includes(value as HvacMode) ? (value as HvacMode) : null;
}

const HVAC_MODE_PROBLEM = `The mode must be one of ${HVAC_MODES.join(', ')}.`;

function climate(state: string, attributes: Record<string, unknown>): ServiceOutcome {
  return { state, attributes: withHvacAction(state, attributes) };
}

const setHvacMode: Handler = (device, data) => {
  const mode = hvacMode(data.hvac_mode);
  if (!mode) return problem(HVAC_MODE_PROBLEM);
  // Choosing a mode leaves the Magic preset.
  return climate(mode, { ...device.attributes, preset_mode: NO_PRESET });
};

const setTemperature: Handler = (device, data) => {
  const temperature = numberIn(data.temperature, SET_POINT.min, SET_POINT.max);
  if (temperature === null)
    return problem(`The set point must be from ${SET_POINT.min} to ${SET_POINT.max} °F.`);
  let state = device.state;
  let attributes: Record<string, unknown> = { ...device.attributes, temperature };
  if (data.hvac_mode !== undefined) {
    const mode = hvacMode(data.hvac_mode);
    if (!mode) return problem(HVAC_MODE_PROBLEM);
    state = mode;
    attributes = { ...attributes, preset_mode: NO_PRESET };
  }
  return climate(state, attributes);
};

const setPresetMode: Handler = (device, data) => {
  const preset = data.preset_mode;
  if (preset !== NO_PRESET && preset !== MAGIC_PRESET)
    return problem(`The preset must be ${NO_PRESET} or ${MAGIC_PRESET}.`);
  return climate(device.state, { ...device.attributes, preset_mode: preset });
};

// Locks and covers

const lockTo =
  (state: 'locked' | 'unlocked'): Handler =>
  (device) => ({
    state,
    attributes: device.attributes,
  });

function coverAt(device: Device, position: number): ServiceOutcome {
  return {
    state: position > 0 ? 'open' : 'closed',
    attributes: { ...device.attributes, current_position: position },
  };
}

const setCoverPosition: Handler = (device, data) => {
  const position = numberIn(data.position, 0, 100);
  if (position === null) return problem('The position must be a number from 0 to 100.');
  return coverAt(device, Math.round(position));
};

const toggle =
  (on: Handler, off: Handler): Handler =>
  (device, data, remembered) =>
    device.state === 'on' ? off(device, data, remembered) : on(device, data, remembered);

const DEVICE_SERVICES: Record<string, Record<string, Handler>> = {
  light: { turn_on: lightOn, turn_off: lightOff, toggle: toggle(lightOn, lightOff) },
  switch: {
    turn_on: switchTo('on'),
    turn_off: switchTo('off'),
    toggle: toggle(switchTo('on'), switchTo('off')),
  },
  fan: {
    set_percentage: fanSetPercentage,
    turn_on: fanOn,
    turn_off: (device) => fanAt(device, 0),
    toggle: toggle(fanOn, (device) => fanAt(device, 0)),
  },
  climate: {
    set_hvac_mode: setHvacMode,
    set_temperature: setTemperature,
    set_preset_mode: setPresetMode,
  },
  lock: { lock: lockTo('locked'), unlock: lockTo('unlocked') },
  cover: {
    open_cover: (device) => coverAt(device, 100),
    close_cover: (device) => coverAt(device, 0),
    set_cover_position: setCoverPosition,
  },
};

export function isDeviceService(domain: string, service: string): boolean {
  return Object.hasOwn(DEVICE_SERVICES, domain) && Object.hasOwn(DEVICE_SERVICES[domain], service);
}

/** The state a device service leaves a device in. */
export function serviceOutcome(
  device: Device,
  domain: string,
  service: string,
  data: Record<string, unknown>,
  remembered?: number,
): ServiceOutcome {
  if (!isDeviceService(domain, service))
    return problem(`There is no service ${domain}.${service}.`);
  if (device.entity_id.split('.')[0] !== domain)
    return problem(`${domain}.${service} cannot control ${nameOf(device)}.`);
  return DEVICE_SERVICES[domain][service](device, data, remembered);
}

/** The level to come back to when a light or fan is turned on again without one. */
export function levelToRemember(device: Device): number | undefined {
  if (device.state !== 'on') return undefined;
  const domain = device.entity_id.split('.')[0];
  const level =
    domain === 'light'
      ? device.attributes.brightness
      : domain === 'fan'
        ? device.attributes.percentage
        : undefined;
  return typeof level === 'number' && level > 0 ? level : undefined;
}

/** The service that brings a device to a state, by domain and state. */
const SERVICE_REACHING: Record<string, Record<string, string>> = {
  light: { on: 'turn_on', off: 'turn_off' },
  switch: { on: 'turn_on', off: 'turn_off' },
  fan: { on: 'turn_on', off: 'turn_off' },
  lock: { locked: 'lock', unlocked: 'unlock' },
  cover: { open: 'open_cover', closed: 'close_cover' },
  climate: Object.fromEntries(HVAC_MODES.map((mode) => [mode, 'set_hvac_mode'])),
};

/**
 * A device brought to a state at the device itself (a wall switch, a key), reported as it
 * would report it: a dimmer switched on at the wall is at its last level, not at none.
 * Attributes given override; a state no service reaches is taken as it is.
 */
export function stateReachedAtDevice(
  device: Device,
  state: string,
  attributes: Record<string, unknown>,
  remembered?: number,
): { state: string; attributes: Record<string, unknown> } {
  const domain = device.entity_id.split('.')[0];
  const service = SERVICE_REACHING[domain]?.[state];
  const data = domain === 'climate' ? { hvac_mode: state } : {};
  const outcome = service ? serviceOutcome(device, domain, service, data, remembered) : null;
  const base = outcome && !('problem' in outcome) ? outcome.attributes : device.attributes;
  const merged = { ...base, ...attributes };
  return { state, attributes: domain === 'climate' ? withHvacAction(state, merged) : merged };
}
