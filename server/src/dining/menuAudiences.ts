/** Spec 6: which audiences' menus a role may see. */

export const MENU_AUDIENCES = ['Resident', 'Family'] as const;
export type MenuAudience = (typeof MENU_AUDIENCES)[number];

/** Staff see Resident and Family; a Resident sees Resident; everyone else sees Family. */
export function audiencesForRole(role: string): MenuAudience[] {
  if (role === 'Staff') return ['Resident', 'Family'];
  if (role === 'Resident') return ['Resident'];
  return ['Family'];
}

/**
 * The audiences a query may show: those the client asked for (all when it asked for none),
 * never more than the caller's role allows, whatever the client sends.
 */
export function permittedAudiences(
  role: string,
  requested: readonly string[] | null | undefined,
): MenuAudience[] {
  const allowed = audiencesForRole(role);
  if (!requested || requested.length === 0) return allowed;
  return allowed.filter((audience) => requested.includes(audience));
}
