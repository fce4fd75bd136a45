import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import {
  AREA_DEFINITION_SCHEMA,
  type AreaDefinitionData,
  ENTRY,
  NAME,
  registryAjv,
  strictObject,
} from './areaDefinition.ts';
import {
  promote,
  RegistryError,
  registerRelease,
  rollback,
  setAreaEnabled,
} from './registryStore.ts';

const FOREIGN_KEY_VIOLATION = '23503';

/** The header a deploy tool sends its key in. */
export const DEPLOY_KEY_HEADER = 'x-portal-deploy-key';

function bodySchema(properties: Record<string, object>, required: string[]) {
  return { body: strictObject(properties, required) };
}

const RELEASE = bodySchema(
  {
    area: NAME,
    version: NAME,
    entry: ENTRY,
    definition: AREA_DEFINITION_SCHEMA,
  },
  ['area', 'version', 'entry', 'definition'],
);
const PROMOTION = bodySchema({ area: NAME, version: NAME, communityId: NAME }, ['area', 'version']);
const ROLLBACK = bodySchema({ area: NAME, communityId: NAME }, ['area']);
const SWITCH = bodySchema({ area: NAME, communityId: NAME, enabled: { type: 'boolean' } }, [
  'area',
  'communityId',
  'enabled',
]);

interface ReleaseBody {
  area: string;
  version: string;
  entry: string;
  definition: AreaDefinitionData;
}

/**
 * The registry's deploy routes, for the deploy tool (`npm run area`): record a release, make a
 * version live for everyone or one community, roll back, switch an area off for a community.
 * They take no portal session, only the deploy key.
 */
export function registerRegistryDeployRoutes(app: FastifyInstance, db: Db, deployKey: string) {
  const expected = Buffer.from(deployKey);
  const holdsKey = (request: FastifyRequest) => {
    const given = Buffer.from(String(request.headers[DEPLOY_KEY_HEADER] ?? ''));
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
  const guarded =
    <T>(handle: (body: T) => Promise<object>) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      if (!holdsKey(request)) return reply.code(401).send({ message: 'Unauthorized' });
      try {
        return await handle(request.body as T);
      } catch (error) {
        if (error instanceof RegistryError) return reply.code(400).send({ message: error.message });
        if ((error as { code?: string }).code === FOREIGN_KEY_VIOLATION) {
          return reply.code(400).send({ message: 'No such community' });
        }
        throw error;
      }
    };
  const config = { public: true };
  const validatorCompiler = ({ schema }: { schema: object }) => registryAjv.compile(schema);

  app.post(
    '/v3/registry/releases',
    { config, schema: RELEASE, validatorCompiler },
    guarded<ReleaseBody>(async (body) => {
      // A release never changes once recorded; only the local build is recorded at every start.
      const [known] = await db.query(
        'SELECT 1 FROM area_releases WHERE area = $1 AND version = $2',
        [body.area, body.version],
      );
      if (known && body.version !== 'local') {
        throw new RegistryError(`${body.area} ${body.version} is already released`);
      }
      await registerRelease(db, {
        area: body.area,
        version: body.version,
        manifestUrl: body.entry,
        definition: body.definition,
      });
      return { area: body.area, version: body.version };
    }),
  );
  app.post(
    '/v3/registry/promotions',
    { config, schema: PROMOTION, validatorCompiler },
    guarded<{ area: string; version: string; communityId?: string }>(async (body) => {
      await promote(db, body.area, body.version, body.communityId ?? null);
      return { area: body.area, version: body.version, communityId: body.communityId ?? null };
    }),
  );
  app.post(
    '/v3/registry/rollbacks',
    { config, schema: ROLLBACK, validatorCompiler },
    guarded<{ area: string; communityId?: string }>(async (body) => {
      const version = await rollback(db, body.area, body.communityId ?? null);
      return { area: body.area, version, communityId: body.communityId ?? null };
    }),
  );
  app.post(
    '/v3/registry/switches',
    { config, schema: SWITCH, validatorCompiler },
    guarded<{ area: string; communityId: string; enabled: boolean }>(async (body) => {
      await setAreaEnabled(db, body.communityId, body.area, body.enabled);
      return body;
    }),
  );
}
