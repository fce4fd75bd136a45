/** Who may read a post (spec 6, feed audiences). */
export const FEED_AUDIENCES = ['Resident', 'Family'] as const;
export type FeedAudience = (typeof FEED_AUDIENCES)[number];

/** Staff see Resident and Family content; a Resident sees Resident; everyone else sees Family. */
export function audiencesForRole(role: string): FeedAudience[] {
  if (role === 'Staff') return ['Resident', 'Family'];
  if (role === 'Resident') return ['Resident'];
  return ['Family'];
}

/**
 * The audiences a feed query reads: what the client asked for, narrowed to what the caller's
 * role may see. Asking for nothing means everything the role may see; asking only for what the
 * role may not see gives nothing (never more).
 */
export function effectiveAudiences(
  role: string,
  requested: readonly string[] | null | undefined,
): FeedAudience[] {
  const allowed = audiencesForRole(role);
  if (!requested || requested.length === 0) return allowed;
  return allowed.filter((audience) => requested.includes(audience));
}
