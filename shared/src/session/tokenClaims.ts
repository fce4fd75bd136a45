/**
 * A string claim of a JWT (`sub`, `sid`, `user_id`…), read, not verified: the server that
 * issued it verifies it. Null for anything that is not such a token or claim.
 */
export function claimOfToken(token: string, claim: string): string | null {
  try {
    const part = (token.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(part.padEnd(Math.ceil(part.length / 4) * 4, '='));
    const json = new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
    const value = (JSON.parse(json) as Record<string, unknown>)[claim];
    return typeof value === 'string' && value ? value : null;
  } catch {
    return null;
  }
}
