import type { FastifyError, FastifyInstance } from 'fastify';

export const INTERNAL_ERROR_MESSAGE =
  'Something went wrong on our side. Quote the request id if you report it.';

/**
 * A deliberate refusal: a 4xx that fastify, a plugin or a route raised on purpose (bad JSON,
 * body too large, rate limit, ...). Anything else, such as a database error, is unexpected.
 */
export function isDeliberateHttpError(error: unknown): boolean {
  const statusCode = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500;
}

/**
 * Answers deliberate 4xx errors as fastify does; every other error answers 500 (or its own 5xx)
 * with a generic message and the request id, and only the server log has its detail (a database
 * error's text or code never reaches the client).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isDeliberateHttpError(error)) {
      // fastify's own handler: status, code and message of the error.
      throw error;
    }
    request.log.error({ err: error, requestId: request.id }, 'Unexpected error');
    const statusCode =
      typeof error.statusCode === 'number' && error.statusCode >= 500 && error.statusCode < 600
        ? error.statusCode
        : 500;
    return reply.code(statusCode).send({
      code: 'internal',
      message: INTERNAL_ERROR_MESSAGE,
      requestId: request.id,
    });
  });
}
