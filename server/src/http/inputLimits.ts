/*
 * Length limits of the HTTP routes' inputs, checked by fastify before a route runs: anything
 * longer, or not a string, is refused with 400 and never reaches a query (fastify is set not to
 * coerce types). The routes keep their own checks, with the spec's messages, for what is
 * missing or malformed.
 */

/** Ids are 40 characters at most. */
export const ID_MAX = 64;
/** The longest e-mail address there can be (RFC 5321). */
export const EMAIL_MAX = 254;
/** A Firebase ID token is about 1 KB. */
export const ID_TOKEN_MAX = 8_192;
/** A session's refresh token: its id and a 32-byte secret (portalSessions.ts). */
export const REFRESH_TOKEN_MAX = 128;
export const PASSWORD_MAX = 256;
export const RESET_CODE_MAX = 32;

function maxLengths(limits: Record<string, number>) {
  return {
    type: 'object',
    properties: Object.fromEntries(
      Object.entries(limits).map(([name, maxLength]) => [name, { type: 'string', maxLength }]),
    ),
  };
}

/** A route schema capping the length of the named string fields of the JSON body. */
export function bodyLimits(limits: Record<string, number>) {
  return { body: maxLengths(limits) };
}

/** A route schema capping the length of the named query string parameters. */
export function queryLimits(limits: Record<string, number>) {
  return { querystring: maxLengths(limits) };
}
