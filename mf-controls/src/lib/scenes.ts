import {
  type EntityState,
  FAN_SPEEDS,
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

export function actionChoices(device: Device): ActionChoice[] {
  switch (device.kind) {
    case 'dimmer':
      return [
        {
          label: 'Turn on, full brightness',
          service: 'light.turn_on',
          data: { brightness_pct: 100 },
        },
        {
          label: 'Turn on, half brightness',
          service: 'light.turn_on',
          data: { brightness_pct: 50 },
        },
        { label: 'Turn on, dim', service: 'light.turn_on', data: { brightness_pct: 20 } },
        { label: 'Turn off', service: 'light.turn_off' },
      ];
    case 'switch': {
      const domain = device.entity.entity_id.split('.')[0];
      return [
        { label: 'Turn on', service: `${domain}.turn_on` },
        { label: 'Turn off', service: `${domain}.turn_off` },
      ];
    }
    case 'fan':
      return [
        ...FAN_SPEEDS.filter((speed) => speed.percentage > 0).map((speed) => ({
          label: `Speed ${speed.label}`,
          service: 'fan.set_percentage',
          data: { percentage: speed.percentage },
        })),
        { label: 'Turn off', service: 'fan.turn_off' },
      ];
    case 'thermostat':
      return [
        ...(['heat', 'cool', 'auto', 'off'] as const).map((mode) => ({
          label: `Mode ${mode === 'auto' ? 'Auto' : mode.charAt(0).toUpperCase() + mode.slice(1)}`,
          service: 'climate.set_hvac_mode',
          data: { hvac_mode: mode },
        })),
        { label: 'Mode Magic', service: 'climate.set_preset_mode', data: { preset_mode: 'magic' } },
        ...[68, 70, 72, 74, 76].map((temperature) => ({
          label: `Set to ${temperature}°`,
          service: 'climate.set_temperature',
          data: { temperature },
        })),
      ];
    case 'lock':
      return [
        { label: 'Lock', service: 'lock.lock' },
        { label: 'Unlock', service: 'lock.unlock' },
      ];
    case 'barrier':
    case 'window':
      return [
        { label: 'Open', service: 'cover.open_cover' },
        { label: 'Close', service: 'cover.close_cover' },
      ];
  }
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

export function choiceOf(action: SceneAction, device: Device | null): ActionChoice | undefined {
  return device
    ? actionChoices(device).find(
        (choice) => choice.service === action.service && sameData(action.data, choice.data),
      )
    : undefined;
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
  const label = device ? triggerChoices(device).find((choice) => choice.value === to)?.label : to;
  return `when ${nameIn(entities, entityId)} ${label ?? to}`;
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
  const device = asDevice(entities[action.entityId]);
  const choice = choiceOf(action, device);
  return `${nameIn(entities, action.entityId)}: ${choice?.label ?? action.service}`;
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
