import { HVAC_MODES, type HvacMode, MAGIC_PRESET, SET_POINT } from '@portal/contracts';
import type { DeviceDefinition } from './homeDefinition.ts';

// Attributes as real Home Assistant integrations report them, reduced to what the portal reads.

export function dimmableLight(
  entityId: string,
  name: string,
  brightness: number | null,
): DeviceDefinition {
  const on = brightness !== null;
  return {
    entity_id: entityId,
    state: on ? 'on' : 'off',
    attributes: {
      supported_color_modes: ['brightness'],
      color_mode: on ? 'brightness' : null,
      brightness,
      supported_features: 0,
      friendly_name: name,
    },
  };
}

export function onOffLight(entityId: string, name: string, on: boolean): DeviceDefinition {
  return {
    entity_id: entityId,
    state: on ? 'on' : 'off',
    attributes: {
      supported_color_modes: ['onoff'],
      color_mode: on ? 'onoff' : null,
      supported_features: 0,
      friendly_name: name,
    },
  };
}

export function plainSwitch(entityId: string, name: string, on: boolean): DeviceDefinition {
  return { entity_id: entityId, state: on ? 'on' : 'off', attributes: { friendly_name: name } };
}

/** Three speeds, so a step of a third. */
export const FAN_PERCENTAGE_STEP = 33.33;

export function fan(entityId: string, name: string, percentage: number): DeviceDefinition {
  return {
    entity_id: entityId,
    state: percentage > 0 ? 'on' : 'off',
    attributes: {
      percentage,
      percentage_step: FAN_PERCENTAGE_STEP,
      preset_mode: null,
      preset_modes: null,
      supported_features: 1,
      friendly_name: name,
    },
  };
}

export const NO_PRESET = 'none';

export function thermostat(
  entityId: string,
  name: string,
  settings: { mode: HvacMode; setPoint: number; roomTemperature: number },
): DeviceDefinition {
  return {
    entity_id: entityId,
    state: settings.mode,
    attributes: withHvacAction(settings.mode, {
      hvac_modes: [...HVAC_MODES],
      min_temp: SET_POINT.min,
      max_temp: SET_POINT.max,
      target_temp_step: SET_POINT.step,
      current_temperature: settings.roomTemperature,
      temperature: settings.setPoint,
      preset_mode: NO_PRESET,
      preset_modes: [NO_PRESET, MAGIC_PRESET],
      supported_features: 17,
      friendly_name: name,
    }),
  };
}

/** Whether a thermostat is running: in a heating or cooling mode, or on the Magic preset. */
export function thermostatRuns(state: string, attributes: Record<string, unknown>): boolean {
  return (
    attributes.preset_mode === MAGIC_PRESET ||
    (state !== 'off' && HVAC_MODES.includes(state as HvacMode))
  );
}

/** `hvac_action`, which follows from the mode and the two temperatures. */
export function withHvacAction(
  state: string,
  attributes: Record<string, unknown>,
): Record<string, unknown> {
  const room = Number(attributes.current_temperature);
  const target = Number(attributes.temperature);
  let action = 'idle';
  if (!thermostatRuns(state, attributes)) action = 'off';
  else if (room < target && state !== 'cool') action = 'heating';
  else if (room > target && state !== 'heat') action = 'cooling';
  return { ...attributes, hvac_action: action };
}

export function lock(entityId: string, name: string, locked: boolean): DeviceDefinition {
  return {
    entity_id: entityId,
    state: locked ? 'locked' : 'unlocked',
    attributes: { supported_features: 0, friendly_name: name },
  };
}

export type CoverClass = 'garage' | 'gate' | 'window';

export function cover(
  entityId: string,
  name: string,
  deviceClass: CoverClass,
  position: number,
): DeviceDefinition {
  return {
    entity_id: entityId,
    state: position > 0 ? 'open' : 'closed',
    attributes: {
      current_position: position,
      device_class: deviceClass,
      supported_features: 15,
      friendly_name: name,
    },
  };
}

/**
 * The room temperature a running thermostat brings the room to next: 1 °F closer to the set
 * point. Heat only warms and cool only cools; auto and Magic go either way. Null: it stays.
 */
export function driftedRoomTemperature(
  state: string,
  attributes: Record<string, unknown>,
): number | null {
  if (!thermostatRuns(state, attributes)) return null;
  const room = Number(attributes.current_temperature);
  const target = Number(attributes.temperature);
  if (!Number.isFinite(room) || !Number.isFinite(target) || room === target) return null;
  const either = attributes.preset_mode === MAGIC_PRESET || state === 'auto';
  if (room < target && (either || state === 'heat')) return Math.min(room + 1, target);
  if (room > target && (either || state === 'cool')) return Math.max(room - 1, target);
  return null;
}
