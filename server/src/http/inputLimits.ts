/*
 * Length limits of the HTTP routes' inputs, declared in each route's schema (routeSchemas.ts)
 * and checked by fastify before the route runs: anything longer, or not a string, is refused
 * with 400 and never reaches a query (fastify is set not to coerce types).
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
