import { claimOfToken } from './tokenClaims';

/** A JWT-shaped string (header, payload, signature) with these claims; unsigned. */
function tokenWith(claims: Record<string, unknown>): string {
  const bytes = new TextEncoder().encode(JSON.stringify(claims));
  const base64url = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  return `e30.${base64url}.signature`;
}

describe('claimOfToken', () => {
  it('reads a string claim of an unpadded base64url payload', () => {
    // Lengths that need one and two padding characters.
    expect(claimOfToken(tokenWith({ sub: 'a' }), 'sub')).toBe('a');
    expect(claimOfToken(tokenWith({ sub: 'ab' }), 'sub')).toBe('ab');
    expect(claimOfToken(tokenWith({ user_id: 'resident-1' }), 'user_id')).toBe('resident-1');
  });

  it('decodes UTF-8', () => {
    expect(claimOfToken(tokenWith({ name: 'Zoë Ångström' }), 'name')).toBe('Zoë Ångström');
  });

  it('is null for a missing, empty or non-string claim, and for what is not a token', () => {
    expect(claimOfToken(tokenWith({ sub: 'a' }), 'sid')).toBeNull();
    expect(claimOfToken(tokenWith({ sub: '' }), 'sub')).toBeNull();
    expect(claimOfToken(tokenWith({ exp: 1 }), 'exp')).toBeNull();
    expect(claimOfToken('not a token', 'sub')).toBeNull();
    expect(claimOfToken('a.%%%.b', 'sub')).toBeNull();
  });
});
