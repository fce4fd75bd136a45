import { type PortalError, strings } from '@portal/shared';

const PORTAL_MESSAGES = new Set<string>(Object.values(strings));

/** The service's words when they are one of the portal's messages, else the generic one. */
export function shownMessage(error: unknown): string {
  const message = (error as PortalError | undefined)?.message ?? '';
  return PORTAL_MESSAGES.has(message) ? message : strings.generic;
}
