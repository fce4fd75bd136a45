import {
  type EntityState,
  FAN_SPEEDS,
  fanSpeedLabel,
  HVAC_MODES,
  MAGIC_PRESET,
  type SceneAction,
  type SceneKind,
  type SceneWhen,
  WEEKDAY_NAMES,
  type Weekday,
} from '@portal/shared';
import { asDevice, type Device, deviceName } from './devices';

export const KIND_LABELS: Record<SceneKind, string> = {
  timed: 'At a time of day',
  trigger: 'When a device changes',
  temperature: 'When the room gets warm or cool',
  advanced: 'When a device changes, only at certain hours',
};

/** One thing a device can do in a scene, as words and as the service call behind them. */
export interface ActionChoice {
  label: string;
  service: string;
  data?: Record<string, number | string>;
}

const MODE_NAMES: Record<string, string> = { heat: 'Heat', cool: 'Cool', auto: 'Auto', off: 'Off' };

/** A service call in words, for example "Turn on, 60% brightness". */
export function serviceText(service: string, data: Record<string, number | string> = {}): string {
  switch (service.split('.')[1]) {
    case 'turn_on':
      return data.brightness_pct === undefined
        ? 'Turn on'
        : `Turn on, ${data.brightness_pct}% brightness`;
    case 'turn_off':
      return 'Turn off';
    case 'set_percentage':
      return `Speed ${fanSpeedLabel(Number(data.percentage))}`;
    case 'set_hvac_mode':
      return `Mode ${MODE_NAMES[String(data.hvac_mode)] ?? data.hvac_mode}`;
    case 'set_preset_mode':
      return data.preset_mode === 'magic' ? 'Mode Magic' : 'Mode as set';
    case 'set_temperature':
      return `Set to ${data.temperature}°`;
    case 'lock':
      return 'Lock';
    case 'unlock':
      return 'Unlock';
    case 'open_cover':
      return 'Open';
    case 'close_cover':
      return 'Close';
    case 'set_cover_position':
      return `Open ${data.position}%`;
    default:
      return service;
  }
}

const choice = (service: string, data?: Record<string, number | string>): ActionChoice => ({
  label: serviceText(service, data),
  service,
  data,
});

export function actionChoices(device: Device): ActionChoice[] {
  switch (device.kind) {
    case 'dimmer':
      return [
        ...[100, 50, 20].map((brightness_pct) => choice('light.turn_on', { brightness_pct })),
        choice('light.turn_off'),
      ];
    case 'switch': {
      const domain = device.entity.entity_id.split('.')[0];
      return [choice(`${domain}.turn_on`), choice(`${domain}.turn_off`)];
    }
    case 'fan':
      return [
        ...FAN_SPEEDS.filter((speed) => speed.percentage > 0).map((speed) =>
          choice('fan.set_percentage', { percentage: speed.percentage }),
        ),
        choice('fan.turn_off'),
      ];
    case 'thermostat':
      return [
        ...HVAC_MODES.map((hvac_mode) => choice('climate.set_hvac_mode', { hvac_mode })),
        choice('climate.set_preset_mode', { preset_mode: MAGIC_PRESET }),
        ...[68, 70, 72, 74, 76].map((temperature) =>
          choice('climate.set_temperature', { temperature }),
        ),
      ];
    case 'lock':
      return [choice('lock.lock'), choice('lock.unlock')];
    case 'barrier':
    case 'window':
      return [choice('cover.open_cover'), choice('cover.close_cover')];
  }
}

/** A device's choices, with the action a scene already has among them. */
export function choicesWith(device: Device, action: SceneAction): ActionChoice[] {
  const choices = actionChoices(device);
  const known = choices.some(
    (one) => one.service === action.service && sameData(action.data, one.data),
  );
  return known || !action.service ? choices : [...choices, choice(action.service, action.data)];
}

/** The changes a device can start a scene with: its state value and words. */
export function triggerChoices(device: Device): { label: string; value: string }[] {
  switch (device.kind) {
    case 'lock':
      return [
        { label: 'is locked', value: 'locked' },
        { label: 'is unlocked', value: 'unlocked' },
      ];
    case 'barrier':
    case 'window':
      return [
        { label: 'opens', value: 'open' },
        { label: 'closes', value: 'closed' },
      ];
    case 'thermostat':
      return [];
    default:
      return [
        { label: 'turns on', value: 'on' },
        { label: 'turns off', value: 'off' },
      ];
  }
}

const sameData = (a: SceneAction['data'], b: ActionChoice['data']) =>
  JSON.stringify(a ?? {}) === JSON.stringify(b ?? {});

/** The index of an action among choices, or -1. */
export function choiceIndex(choices: ActionChoice[], action: SceneAction): number {
  return choices.findIndex(
    (one) => one.service === action.service && sameData(action.data, one.data),
  );
}

const nameIn = (entities: Record<string, EntityState>, id: string) =>
  entities[id] ? deviceName(entities[id]) : 'a removed device';

function daysText(days: Weekday[]): string {
  const sorted = [...days].sort();
  if (sorted.length === 7) return 'every day';
  if (sorted.join() === '1,2,3,4,5') return 'on weekdays';
  if (sorted.join() === '0,6') return 'at weekends';
  return `on ${sorted.map((day) => WEEKDAY_NAMES[day]).join(', ')}`;
}

/** 24-hour HH:MM as a resident reads it: 7:30 AM. */
export function clockText(time: string): string {
  const [hours, minutes] = time.split(':').map(Number);
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

function changeText(entities: Record<string, EntityState>, entityId: string, to: string): string {
  const device = asDevice(entities[entityId]);
  const label = device && triggerChoices(device).find((choice) => choice.value === to)?.label;
  return `when ${nameIn(entities, entityId)} ${label ?? `becomes ${to}`}`;
}

/** When a scene runs, in one sentence. */
export function whenText(when: SceneWhen, entities: Record<string, EntityState>): string {
  switch (when.kind) {
    case 'timed':
      return `At ${clockText(when.at)} ${daysText(when.days)}`;
    case 'trigger':
      return capital(changeText(entities, when.entityId, when.to));
    case 'temperature':
      return `When the room is ${when.direction} ${when.value}°`;
    case 'advanced':
      return `${capital(changeText(entities, when.entityId, when.to))}, between ${clockText(when.after)} and ${clockText(when.before)}`;
  }
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** What a scene does to one device, in words. */
export function actionText(action: SceneAction, entities: Record<string, EntityState>): string {
  return `${nameIn(entities, action.entityId)}: ${serviceText(action.service, action.data)}`;
}

export function blankWhen(kind: SceneKind): SceneWhen {
  switch (kind) {
    case 'timed':
      return { kind, at: '07:00', days: [1, 2, 3, 4, 5] };
    case 'trigger':
      return { kind, entityId: '', to: '' };
    case 'temperature':
      return { kind, entityId: '', direction: 'above', value: 78 };
    case 'advanced':
      return { kind, entityId: '', to: '', after: '18:00', before: '23:00' };
  }
}
