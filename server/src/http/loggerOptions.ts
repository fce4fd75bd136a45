import type { FastifyRequest, FastifyServerOptions } from 'fastify';

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

/** Query parameters whose values never reach the logs: GET /remote's home system credential. */
const SECRET_QUERY_PARAMETER = /([?&](?:ctoken|password)=)[^&#]*/gi;

export function redactQuery(url: string): string {
  return url.replace(SECRET_QUERY_PARAMETER, '$1[redacted]');
}

/** The request fields fastify logs, with the secret query parameters censored. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactQuery(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

export function loggerOptions(
  level: string,
  stream?: { write(line: string): void },
): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  return {
    level,
    stream,
    redact: { paths: REDACTED_LOG_PATHS, censor: '[redacted]' },
    serializers: { req: serializeRequest },
  };
}
