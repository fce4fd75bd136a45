import type { EntityState, Scene } from '@portal/contracts';

/** A device as a home starts with it; timestamps are added when the controller loads it. */
export type DeviceDefinition = Pick<EntityState, 'entity_id' | 'state' | 'attributes'>;

/** One simulated home controller, as it is when new (or reset). */
export interface HomeDefinition {
  systemId: string;
  /** The long-lived access token a client authenticates with. */
  accessToken: string;
  locationName: string;
  /** IANA name: timed scenes run on this zone's wall clock. */
  timeZone: string;
  devices: DeviceDefinition[];
  scenes: Scene[];
}
