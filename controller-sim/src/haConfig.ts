/** The Home Assistant version a controller reports (see clientConnection.ts for why this one). */
export const HA_VERSION = '2022.3.0';

/** `get_config`: a US home's configuration, with the fields the portal and its client read. */
export function haConfig(
  locationName: string,
  timeZone: string,
  domains: readonly string[],
): Record<string, unknown> {
  return {
    location_name: locationName,
    time_zone: timeZone,
    unit_system: {
      length: 'mi',
      mass: 'lb',
      temperature: '°F',
      volume: 'gal',
      pressure: 'psi',
      wind_speed: 'mph',
      accumulated_precipitation: 'in',
    },
    version: HA_VERSION,
    state: 'RUNNING',
    components: [...domains],
    latitude: 0,
    longitude: 0,
    elevation: 0,
    currency: 'USD',
    country: 'US',
    language: 'en',
    safe_mode: false,
    recovery_mode: false,
    config_source: 'storage',
    external_url: null,
    internal_url: null,
  };
}
