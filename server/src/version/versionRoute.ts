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

export function registerVersionRoute(app: FastifyInstance): void {
  const version = readServerVersion();
  app.get('/version.json', { config: { public: true } }, async () => ({ version }));
}
