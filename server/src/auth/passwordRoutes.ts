import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../db/database.ts';
import { bodyLimits, EMAIL_MAX, PASSWORD_MAX, RESET_CODE_MAX } from '../http/inputLimits.ts';
import { perMinute } from '../http/rateLimits.ts';
import { isRecord, stringField } from '../http/requestInput.ts';
import {
  type PasswordResetOutcome,
  requestPasswordResetCode,
  resetPasswordWithCode,
  type SetPassword,
} from './passwordReset.ts';

export function registerPasswordRoutes(
  app: FastifyInstance,
  db: Db,
  setPassword: SetPassword,
): void {
  app.post(
    '/v3/auth/password/code',
    {
      config: { public: true, rateLimit: perMinute(5) },
      schema: bodyLimits({ email: EMAIL_MAX }),
    },
    async (request, reply) =>
      answer(reply, await requestPasswordResetCode(db, stringField(request.body, 'email'))),
  );

  const resetOptions = {
    config: { public: true, rateLimit: perMinute(10) },
    schema: bodyLimits({ email: EMAIL_MAX, code: RESET_CODE_MAX, password: PASSWORD_MAX }),
  };
  app.post('/v3/auth/password/reset', resetOptions, async (request, reply) => {
    const body = request.body;
    // The password is taken as typed: spaces may be part of it.
    const password =
      isRecord(body) && typeof body.password === 'string' ? body.password : undefined;
    const outcome = await resetPasswordWithCode(db, setPassword, {
      email: stringField(body, 'email'),
      code: stringField(body, 'code'),
      password: password || undefined,
    });
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
