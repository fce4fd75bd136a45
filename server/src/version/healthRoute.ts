import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';

export function readServerVersion(): string {
  const packageJson: unknown = JSON.parse(
    readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
  );
  const version =
    typeof packageJson === 'object' && packageJson !== null && 'version' in packageJson
      ? packageJson.version
      : undefined;
  return typeof version === 'string' ? version : '0.0.0';
}

/**
 * The API is up, and which version it runs. The portal's own `version.json` (spec 7) is a file of
 * the shell's host, so that it answers however busy the API is.
 */
export function registerHealthRoute(app: FastifyInstance): void {
  const version = readServerVersion();
  app.get('/health', { config: { public: true } }, async () => ({ version }));
}
