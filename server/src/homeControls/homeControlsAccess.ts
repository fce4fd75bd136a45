import { createHash, timingSafeEqual } from 'node:crypto';
import { mayUseHomeControls } from '@portal/contracts';
import type { HomeControlsCaller, HomeSystemRow } from './homeSystemRepository.ts';

/** A home system whose credential is complete. */
export type CredentialedSystem = HomeSystemRow & {
  ctoken: string;
  password: string;
  username: string;
};

/** What the controls area sends to GET /remote (spec 7). */
export interface GivenCredential {
  sysid: string;
  ctoken: string;
  username: string;
  password: string;
}

function hasCredential(system: HomeSystemRow): system is CredentialedSystem {
  return system.ctoken !== null && system.password !== null && system.username !== null;
}

/**
 * The caller's own system when they may use home controls (spec 6: a resident whose system is
 * Deployed, with its credential), else null.
 */
export function usableHomeSystem(caller: HomeControlsCaller | null): CredentialedSystem | null {
  const system = caller?.system;
  if (!caller || !system || !mayUseHomeControls(caller.role, system.systemStatus)) return null;
  return hasCredential(system) ? system : null;
}

/** Equal strings, in a time that does not tell how much of a guess was right. */
function sameSecret(given: string, stored: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(stored));
}

/** Whether every part of the credential is the system's own; all of them are always compared. */
export function credentialMatches(system: CredentialedSystem, given: GivenCredential): boolean {
  const matches = [
    sameSecret(given.sysid, system.id),
    sameSecret(given.ctoken, system.ctoken),
    sameSecret(given.username, system.username),
    sameSecret(given.password, system.password),
  ];
  return matches.every(Boolean);
}

/** Where the system's controller is: its own URL, else its place on the default controller. */
export function controllerHost(system: HomeSystemRow, homeControllerUrl: string): string {
  return system.controllerUrl ?? `${homeControllerUrl}/c/${encodeURIComponent(system.id)}`;
}
