/**
 * Home controls (spec 2, 3, 6, 8), as the browser, the portal server and the controller
 * simulator all see them. The portal speaks the Home Assistant WebSocket API to a resident's
 * home controller; these are the parts of it the portal relies on, and the portal's scenes.
 */

/** GET /remote: where a resident's controller is (spec 7). */
export const HOME_CONTROLS_PATHS = { remote: '/remote' } as const;

/** The answer of GET /remote. `host` is the controller's base URL (http or https). */
export interface RemoteHost {
  host: string;
}

/** A Home Assistant entity state, as `get_states` and `state_changed` carry it. */
export interface EntityState {
  entity_id: string;
  state: string;
  attributes: Record<string, unknown>;
  last_changed: string;
  last_updated: string;
}

/** The device rows of spec 2. */
export const DEVICE_KINDS = [
  'thermostat',
  'barrier',
  'dimmer',
  'fan',
  'lock',
  'switch',
  'window',
] as const;
export type DeviceKind = (typeof DEVICE_KINDS)[number];

/** Spec 9: the groups of the device list, in this order. */
export const DEVICE_GROUPS = ['Lights', 'Fans', 'Thermostats', 'Doors', 'Windows'] as const;
export type DeviceGroup = (typeof DEVICE_GROUPS)[number];

const GROUP_OF_KIND: Record<DeviceKind, DeviceGroup> = {
  dimmer: 'Lights',
  switch: 'Lights',
  fan: 'Fans',
  thermostat: 'Thermostats',
  lock: 'Doors',
  barrier: 'Doors',
  window: 'Windows',
};

export function deviceGroup(kind: DeviceKind): DeviceGroup {
  return GROUP_OF_KIND[kind];
}

/**
 * Which row an entity gets, or null for entities the portal does not show (scenes,
 * automations, sensors). A light that cannot dim is a switch.
 */
export function deviceKind(
  entity: Pick<EntityState, 'entity_id' | 'attributes'>,
): DeviceKind | null {
  const domain = entity.entity_id.split('.')[0];
  const attributes = entity.attributes;
  switch (domain) {
    case 'light': {
      const modes = attributes.supported_color_modes;
      const dims = Array.isArray(modes) && modes.some((mode) => mode !== 'onoff');
      return dims ? 'dimmer' : 'switch';
    }
    case 'switch':
      return 'switch';
    case 'fan':
      return 'fan';
    case 'climate':
      return 'thermostat';
    case 'lock':
      return 'lock';
    case 'cover':
      return attributes.device_class === 'window' ? 'window' : 'barrier';
    default:
      return null;
  }
}

/** Spec 9: thermostat modes, in the order they are offered. Magic is a preset, not a mode. */
export const THERMOSTAT_MODES = ['Heat', 'Cool', 'Auto', 'Magic', 'Off'] as const;
export type ThermostatMode = (typeof THERMOSTAT_MODES)[number];
export const HVAC_MODES = ['heat', 'cool', 'auto', 'off'] as const;
export type HvacMode = (typeof HVAC_MODES)[number];
export const MAGIC_PRESET = 'magic';

/** The set point's range and step, in °F. */
export const SET_POINT = { min: 60, max: 85, step: 1 } as const;

/** Fan speeds, as Home Assistant percentages. */
export const FAN_SPEEDS = [
  { label: 'Off', percentage: 0 },
  { label: 'Low', percentage: 33 },
  { label: 'Medium', percentage: 67 },
  { label: 'High', percentage: 100 },
] as const;

/** The fan speed a percentage falls in. */
export function fanSpeedLabel(percentage: number): string {
  if (percentage <= 0) return 'Off';
  if (percentage <= 33) return 'Low';
  if (percentage <= 67) return 'Medium';
  return 'High';
}

/** A dimmer's level steps, in percent. */
export const DIMMER_STEP = 10;

/** The thermostat mode a climate entity is in: the Magic preset wins over its hvac mode. */
export function thermostatMode(entity: Pick<EntityState, 'state' | 'attributes'>): ThermostatMode {
  if (entity.attributes.preset_mode === MAGIC_PRESET) return 'Magic';
  const index = (HVAC_MODES as readonly string[]).indexOf(entity.state);
  return index < 0 ? 'Off' : THERMOSTAT_MODES[[0, 1, 2, 4][index]];
}

// ---------------------------------------------------------------------------------------------
// Scenes. A scene runs some device actions: on a timer, when a device changes, when the
// temperature crosses a line, or (advanced) when a device changes within hours of the day.
// The controller keeps them and fires them; the portal edits them with the custom commands below.

/** Custom WebSocket commands of the controller for the portal's scenes. */
export const SCENE_COMMANDS = {
  /** → `Scene[]` */
  list: 'portal/scenes/list',
  /** `{ scene }` → `Scene` (a scene without `id` is created). */
  save: 'portal/scenes/save',
  /** `{ scene_id }` → null */
  remove: 'portal/scenes/remove',
  /** `{ scene_id }` → null: runs its actions now. */
  run: 'portal/scenes/run',
} as const;

export const SCENE_KINDS = ['timed', 'trigger', 'temperature', 'advanced'] as const;
export type SceneKind = (typeof SCENE_KINDS)[number];

/** 0 is Sunday. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;
export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

export type SceneWhen =
  /** At a time of day (HH:MM, the controller's time zone) on the given days. */
  | { kind: 'timed'; at: string; days: Weekday[] }
  /** When a device's state becomes `to` (for example a lock becomes "unlocked"). */
  | { kind: 'trigger'; entityId: string; to: string }
  /** When the thermostat's room temperature rises above or falls below a value (°F). */
  | { kind: 'temperature'; entityId: string; direction: 'above' | 'below'; value: number }
  /** A trigger that only counts between two times of day (HH:MM; may pass midnight). */
  | { kind: 'advanced'; entityId: string; to: string; after: string; before: string };

/** What a scene does to one device: a Home Assistant service call. */
export interface SceneAction {
  entityId: string;
  /** `domain.service`, for example `light.turn_on`. */
  service: string;
  data?: Record<string, number | string>;
}

export interface Scene {
  id: string;
  name: string;
  when: SceneWhen;
  actions: SceneAction[];
  /** When it last ran, ISO, or null. */
  lastRun: string | null;
}

export type SceneDraft = Omit<Scene, 'id' | 'lastRun'> & { id?: string };

export const SCENE_LIMITS = { nameMax: 40, actionsMax: 10 } as const;

/** The services a scene may call, by entity domain. */
export const SCENE_SERVICES: Record<string, readonly string[]> = {
  light: ['turn_on', 'turn_off'],
  switch: ['turn_on', 'turn_off'],
  fan: ['set_percentage', 'turn_off'],
  climate: ['set_hvac_mode', 'set_temperature', 'set_preset_mode'],
  lock: ['lock', 'unlock'],
  cover: ['open_cover', 'close_cover', 'set_cover_position'],
};

const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The problem with a scene's name, or null. */
export function sceneNameProblem(name: string | undefined): string | null {
  const trimmed = name?.trim() ?? '';
  if (!trimmed) return 'Please give the scene a name.';
  if (trimmed.length > SCENE_LIMITS.nameMax)
    return `Please use at most ${SCENE_LIMITS.nameMax} characters for the name.`;
  return null;
}

/** The problem with when a scene runs, or null. `entities` are the controller's entity ids. */
export function sceneWhenProblem(
  when: SceneWhen | undefined,
  entities: ReadonlySet<string>,
): string | null {
  if (!when || !(SCENE_KINDS as readonly string[]).includes(when.kind))
    return 'Please choose when the scene runs.';
  switch (when.kind) {
    case 'timed':
      if (!TIME_OF_DAY.test(when.at)) return 'Please choose a time of day.';
      if (
        !Array.isArray(when.days) ||
        when.days.length === 0 ||
        when.days.some((day) => !Number.isInteger(day) || day < 0 || day > 6)
      )
        return 'Please choose at least one day.';
      return null;
    case 'trigger':
    case 'advanced':
      if (!entities.has(when.entityId)) return 'Please choose the device that starts the scene.';
      if (!when.to) return 'Please choose what the device does.';
      if (
        when.kind === 'advanced' &&
        (!TIME_OF_DAY.test(when.after) || !TIME_OF_DAY.test(when.before))
      )
        return 'Please choose the hours when the scene may run.';
      return null;
    case 'temperature':
      if (!entities.has(when.entityId) || !when.entityId.startsWith('climate.'))
        return 'Please choose the thermostat.';
      if (when.direction !== 'above' && when.direction !== 'below')
        return 'Please choose above or below.';
      if (!Number.isFinite(when.value) || when.value < 40 || when.value > 100)
        return 'Please choose a temperature between 40 and 100 °F.';
      return null;
  }
}

/** The problem with what a scene does, or null. */
export function sceneActionsProblem(
  actions: readonly SceneAction[] | undefined,
  entities: ReadonlySet<string>,
): string | null {
  if (!Array.isArray(actions) || actions.length === 0)
    return 'Please add at least one thing for the scene to do.';
  if (actions.length > SCENE_LIMITS.actionsMax)
    return `A scene can do at most ${SCENE_LIMITS.actionsMax} things.`;
  for (const action of actions) {
    if (!entities.has(action.entityId)) return 'Please choose a device for every action.';
    const [domain, service] = String(action.service).split('.');
    if (domain !== action.entityId.split('.')[0] || !SCENE_SERVICES[domain]?.includes(service))
      return 'Please choose what every device does.';
  }
  return null;
}

/**
 * The first problem with a scene, in words a resident can act on, or null. `entities` are the
 * controller's entity ids, so a scene cannot name a device the home does not have.
 */
export function sceneProblem(scene: SceneDraft, entities: ReadonlySet<string>): string | null {
  return (
    sceneNameProblem(scene.name) ??
    sceneWhenProblem(scene.when, entities) ??
    sceneActionsProblem(scene.actions, entities)
  );
}

/** Whether a time of day (minutes since midnight) is inside an advanced scene's hours. */
export function withinHours(minutes: number, after: string, before: string): boolean {
  const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  const start = toMinutes(after);
  const end = toMinutes(before);
  return start <= end ? minutes >= start && minutes < end : minutes >= start || minutes < end;
}
