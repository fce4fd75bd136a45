/** A string claim of a portal token (`sub`, `sid`…), read, not verified: the server verifies. */
export function claimOfToken(token: string, claim: string): string | null {
  try {
    const payload = token.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const value = (JSON.parse(json) as Record<string, unknown>)[claim];
    return typeof value === 'string' ? value : null;
  } catch {
    return null;
  }
}
