import ports from '../ports.json';

/**
 * The local ports of the portal's parts (areas have theirs in shared/build/areas.mjs). Each can
 * be changed with its variable (`PORT_SHELL`, `PORT_LOGIN`, `PORT_RELEASES`, `PORT_PARTNER`,
 * `PORT_API`, `PORT_AUTH_EMULATOR`, `PORT_CONTROLLER_SIM`); the build scripts read the same file.
 */
export const DEFAULT_PORTS: Readonly<typeof ports> = ports;
