import { decodeJwt, decodeProtectedHeader } from 'jose';
import { PORTAL_TOKEN_TTL_SECONDS, signPortalToken, verifyPortalToken } from './portalToken.ts';

const secret = new TextEncoder().encode('a-test-secret-of-thirty-two-chars!!');
const session = { userId: 'u1', communityId: 'c1', userType: 'Staff' as const, sessionId: 's1' };

describe('portal tokens', () => {
  it('carry the user, community and type for 15 minutes, signed with HS256', async () => {
    const now = new Date('2025-06-01T08:00:00.000Z');
    const { token, expiresAt } = await signPortalToken(session, secret, now);
    expect(expiresAt.toISOString()).toBe('2025-06-01T08:15:00.000Z');
    expect(decodeProtectedHeader(token).alg).toBe('HS256');
    expect(decodeJwt(token)).toMatchObject({
      sub: 'u1',
      cid: 'c1',
      typ: 'Staff',
      exp: now.getTime() / 1000 + PORTAL_TOKEN_TTL_SECONDS,
    });
  });

  it('verify back to the session', async () => {
    const { token } = await signPortalToken(session, secret);
    await expect(verifyPortalToken(token, secret)).resolves.toEqual(session);
  });

  it('are refused once expired, tampered with or signed elsewhere', async () => {
    const old = await signPortalToken(session, secret, new Date(Date.now() - 13 * 3600 * 1000));
    await expect(verifyPortalToken(old.token, secret)).resolves.toBeNull();

    const { token } = await signPortalToken(session, secret);
    const [header, , signature] = token.split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({ ...decodeJwt(token), sub: 'someone-else' }),
    ).toString('base64url');
    await expect(
      verifyPortalToken(`${header}.${forgedPayload}.${signature}`, secret),
    ).resolves.toBeNull();

    const other = new TextEncoder().encode('another-secret-of-thirty-two-chars!');
    await expect(verifyPortalToken(token, other)).resolves.toBeNull();
    await expect(verifyPortalToken('garbage', secret)).resolves.toBeNull();
  });

  it('verified once are still refused when they expire, and only under their own secret', async () => {
    const { token, expiresAt } = await signPortalToken(session, secret);
    await expect(verifyPortalToken(token, secret)).resolves.toEqual(session);
    const other = new TextEncoder().encode('another-secret-of-thirty-two-chars!');
    await expect(verifyPortalToken(token, other)).resolves.toBeNull();
    jest.useFakeTimers({ now: expiresAt.getTime() - 1000 });
    try {
      await expect(verifyPortalToken(token, secret)).resolves.toEqual(session);
      jest.setSystemTime(expiresAt);
      await expect(verifyPortalToken(token, secret)).resolves.toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });
});
