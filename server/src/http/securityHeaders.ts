import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The API's headers on every answer, errors and 404 included. It serves JSON, theme files,
 * library media and the health check and never a page, so nothing may run, load or frame it:
 * `default-src 'none'; frame-ancestors 'none'`. Media stay loadable by the portal's pages on the
 * same site (Cross-Origin-Resource-Policy: same-site); reading JSON across origins is CORS'.
 */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none';frame-ancestors 'none'";

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
    crossOriginResourcePolicy: { policy: 'same-site' },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  });
}
