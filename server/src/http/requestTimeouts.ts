import { createServer, type RequestListener } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** How long a request may take, so one slow client or slow query cannot hold the API. */
export interface RequestTimeouts {
  /** To receive the whole request, headers and body: a body sent a byte at a time is cut. */
  receiveMs: number;
  /** To answer once received; after it the caller gets 503 and may try again. */
  answerMs: number;
}

export const REQUEST_TIMEOUTS: RequestTimeouts = { receiveMs: 30_000, answerMs: 20_000 };

/**
 * fastify's server factory with Node's receive time-outs. Node checks them every
 * `connectionsCheckingInterval`, so it is kept well under the time-out.
 */
export function serverWithTimeouts({ receiveMs }: RequestTimeouts) {
  return (handler: RequestListener) =>
    createServer(
      {
        requestTimeout: receiveMs,
        headersTimeout: receiveMs,
        connectionsCheckingInterval: Math.max(50, Math.min(1_000, Math.floor(receiveMs / 4))),
      },
      handler,
    );
}

/** Answers 503 with the request id when a request has no answer after `answerMs`. */
export function registerAnswerTimeout(app: FastifyInstance, { answerMs }: RequestTimeouts): void {
  app.addHook('onRequest', async (request, reply) => {
    const timer = setTimeout(() => {
      if (reply.sent) return;
      request.log.warn({ requestId: request.id, answerMs }, 'No answer in time');
      void reply.code(503).send({
        code: 'timeout',
        message: 'The portal took too long to answer. Please try again.',
        requestId: request.id,
      });
    }, answerMs);
    timer.unref();
    reply.raw.once('close', () => clearTimeout(timer));
  });
}
