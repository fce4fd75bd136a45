import {
  DEVICE_GROUPS,
  type DeviceGroup,
  type DeviceKind,
  deviceGroup,
  deviceKind,
  type EntityState,
  fanSpeedLabel,
  thermostatMode,
} from '@portal/shared';

/** An entity the portal shows, with its row kind. */
export interface Device {
  entity: EntityState;
  kind: DeviceKind;
  name: string;
}

export function deviceName(entity: EntityState): string {
  const name = entity.attributes.friendly_name;
  return typeof name === 'string' && name ? name : entity.entity_id;
}

export function asDevice(entity: EntityState | undefined): Device | null {
  if (!entity) return null;
  const kind = deviceKind(entity);
  return kind ? { entity, kind, name: deviceName(entity) } : null;
}

/** The devices of a home, by group (spec 9), each group in name order; empty groups left out. */
export function groupDevices(
  entities: Record<string, EntityState>,
): { group: DeviceGroup; devices: Device[] }[] {
  const devices = Object.values(entities)
    .map(asDevice)
    .filter((device): device is Device => device !== null)
    .sort((a, b) => a.name.localeCompare(b.name));
  return DEVICE_GROUPS.map((group) => ({
    group,
    devices: devices.filter((device) => deviceGroup(device.kind) === group),
  })).filter(({ devices }) => devices.length > 0);
}

export const number = (value: unknown): number => (typeof value === 'number' ? value : 0);

/** A dimmer's level in percent (Home Assistant keeps 0–255). */
export function dimmerLevel(entity: EntityState): number {
  return entity.state === 'on' ? Math.round((number(entity.attributes.brightness) / 255) * 100) : 0;
}

export function coverPosition(entity: EntityState): number {
  return number(entity.attributes.current_position);
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The state in words, so nothing depends on an icon or a colour alone. */
export function stateText({ entity, kind }: Device): string {
  if (entity.state === 'unavailable') return 'Not responding';
  switch (kind) {
    case 'dimmer':
      return entity.state === 'on' ? `On, ${dimmerLevel(entity)}%` : 'Off';
    case 'switch':
      return entity.state === 'on' ? 'On' : 'Off';
    case 'fan':
      return entity.state === 'on' ? fanSpeedLabel(number(entity.attributes.percentage)) : 'Off';
    case 'thermostat': {
      const mode = thermostatMode(entity);
      const now = `room ${number(entity.attributes.current_temperature)}°`;
      return mode === 'Off'
        ? `Off, ${now}`
        : `${mode}, set to ${number(entity.attributes.temperature)}°, ${now}`;
    }
    case 'window':
      return entity.state === 'open' ? `Open ${coverPosition(entity)}%` : capitalized(entity.state);
    default:
      return capitalized(entity.state);
  }
}

const objectId = (entityId: string) => entityId.slice(entityId.indexOf('.') + 1);

/**
 * The details page of a device: /controls/{type}/{id}, the id being the entity's object id
 * (`living_room` of `light.living_room`): a dot in the last segment would read as a file name.
 */
export function devicePath(device: Device): string {
  return `/controls/${device.kind}/${encodeURIComponent(objectId(device.entity.entity_id))}`;
}

/** The device a details path names, if the home has it. */
export function deviceAt(
  entities: Record<string, EntityState>,
  kind: string,
  id: string,
): Device | null {
  for (const entity of Object.values(entities)) {
    const device = objectId(entity.entity_id) === id ? asDevice(entity) : null;
    if (device?.kind === kind) return device;
  }
  return null;
}
