import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../db/database.ts';
import { EMAIL_MAX, PASSWORD_MAX, RESET_CODE_MAX } from '../http/inputLimits.ts';
import { perMinute } from '../http/rateLimits.ts';
import { text } from '../http/routeSchemas.ts';
import {
  type PasswordResetOutcome,
  requestPasswordResetCode,
  resetPasswordWithCode,
  type SetPassword,
} from './passwordReset.ts';

/** What is missing or wrong in these bodies is answered by passwordReset.ts with the spec's words. */
export function registerPasswordRoutes(
  fastify: FastifyInstance,
  db: Db,
  setPassword: SetPassword,
): void {
  const app = fastify.withTypeProvider<JsonSchemaToTsProvider>();
  app.post(
    '/v3/auth/password/code',
    {
      config: { public: true, rateLimit: perMinute(5) },
      schema: { body: { type: 'object', properties: { email: text(EMAIL_MAX) } } },
    } as const,
    async (request, reply) =>
      answer(reply, await requestPasswordResetCode(db, request.body?.email?.trim() || undefined)),
  );

  const resetOptions = {
    config: { public: true, rateLimit: perMinute(10) },
    schema: {
      body: {
        type: 'object',
        properties: {
          email: text(EMAIL_MAX),
          code: text(RESET_CODE_MAX),
          password: text(PASSWORD_MAX),
        },
      },
    },
  } as const;
  app.post('/v3/auth/password/reset', resetOptions, async (request, reply) => {
    const { email, code, password } = request.body ?? {};
    const outcome = await resetPasswordWithCode(db, setPassword, {
      email: email?.trim() || undefined,
      code: code?.trim() || undefined,
      // The password is taken as typed: spaces may be part of it.
      password: password || undefined,
    });
    // The sessions it ended are refused by this process from the next call on.
    if (outcome.ok && outcome.endedSessionsOf) {
      fastify.sharedAnswers.forgetSessionsOf(outcome.endedSessionsOf);
    }
    return answer(reply, outcome);
  });
}

function answer(reply: FastifyReply, outcome: PasswordResetOutcome) {
  if (!outcome.ok) {
    const { status, code, message } = outcome.error;
    return reply.code(status).send({ code, message });
  }
  return { ok: true };
}
