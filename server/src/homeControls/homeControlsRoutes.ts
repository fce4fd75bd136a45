import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { HOME_CONTROLS_PATHS, type RemoteHost, strings } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { requireSession } from '../auth/sessionGuard.ts';
import type { AppConfig } from '../config/appConfig.ts';
import { localControllerUrl } from '../config/serverConfig.ts';
import type { Db } from '../db/database.ts';
import { ID_MAX, PASSWORD_MAX } from '../http/inputLimits.ts';
import { perPersonPerMinute } from '../http/rateLimits.ts';
import { filledText } from '../http/routeSchemas.ts';
import { controllerHost, credentialMatches, usableHomeSystem } from './homeControlsAccess.ts';
import { findHomeControlsCaller } from './homeSystemRepository.ts';

/** A ctoken is 32 hex characters; room for other controllers' longer ones. */
const CTOKEN_MAX = 128;
const USERNAME_MAX = 200;
/**
 * A flood guard, not a guard against guessing: the credential is of the person's own system,
 * which HomeControlsConfig gives them. Every load of a controls page asks once, so a resident
 * moving between pages and tabs may ask a few dozen times a minute.
 */
const REMOTE_PER_MINUTE = 60;

/**
 * Spec 7, GET /remote: the host of the caller's home controller, for a resident whose system
 * is Deployed (spec 6) and who sends that system's own credential (from HomeControlsConfig).
 */
export function registerHomeControlsRoutes(
  fastify: FastifyInstance,
  db: Db,
  config: AppConfig,
): void {
  const app = fastify.withTypeProvider<JsonSchemaToTsProvider>();
  const homeControllerUrl = config.homeControllerUrl ?? localControllerUrl();
  app.get(
    HOME_CONTROLS_PATHS.remote,
    {
      config: { rateLimit: perPersonPerMinute(REMOTE_PER_MINUTE) },
      schema: {
        querystring: {
          type: 'object',
          properties: {
            sysid: filledText(ID_MAX),
            ctoken: filledText(CTOKEN_MAX),
            username: filledText(USERNAME_MAX),
            password: filledText(PASSWORD_MAX),
          },
          required: ['sysid', 'ctoken', 'username', 'password'],
        },
      },
    } as const,
    async (request, reply) => {
      const caller = await findHomeControlsCaller(db, requireSession(request).userId, null);
      const system = usableHomeSystem(caller);
      if (!system) return reply.code(403).send({ message: strings.homeControlsForbidden });
      if (!credentialMatches(system, request.query)) {
        return reply.code(403).send({ message: strings.homeControlsCredentialsWrong });
      }
      const answer: RemoteHost = { host: controllerHost(system, homeControllerUrl) };
      return answer;
    },
  );
}
