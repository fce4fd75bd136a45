import type { FastifyServerOptions } from 'fastify';

/** Paths pino removes from every log line: tokens, passwords and bodies never reach the logs. */
export const REDACTED_LOG_PATHS = [
  'req.headers.authorization',
  'req.headers.authenticationtoken',
  'req.headers.cookie',
  'req.body',
  'res.headers["set-cookie"]',
  'body',
  'headers.authorization',
  'headers.authenticationtoken',
  'headers.cookie',
  '*.firebaseIdToken',
  '*.token',
  '*.password',
];

export function loggerOptions(
  level: string,
  stream?: { write(line: string): void },
): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  return { level, stream, redact: { paths: REDACTED_LOG_PATHS, censor: '[redacted]' } };
}
