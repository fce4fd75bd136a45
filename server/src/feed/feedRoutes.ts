import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import { requireSession } from '../auth/sessionGuard.ts';
import type { Db } from '../db/database.ts';
import { ID_MAX } from '../http/inputLimits.ts';
import { text } from '../http/routeSchemas.ts';
import { ASSET_PATH_PREFIX, V2_CONTENT_PREFIX } from './feedAssetUrl.ts';
import { findForm, userCommunityIds } from './feedRepository.ts';
import { formIsSwitchedOff, SWITCHED_OFF } from './feedSwitches.ts';

const FILE_NAME = /^[a-z0-9][a-z0-9._-]{0,120}$/;

/** The library's files and form assets on the v2 content path (spec 7). */
export function registerFeedRoutes(fastify: FastifyInstance, db: Db): void {
  const app = fastify.withTypeProvider<JsonSchemaToTsProvider>();
  // Photos and PDFs are shown by <img> and the PDF viewer, which send no bearer token: the
  // feed hands out signed links (fileLinks.ts) only with the posts a person may read.
  app.get(
    `${ASSET_PATH_PREFIX}:name`,
    {
      config: { public: true },
      schema: {
        params: { type: 'object', properties: { name: text(128) }, required: ['name'] },
        querystring: { type: 'object', properties: { exp: text(12), sig: text(64) } },
      },
    } as const,
    async (request, reply) => {
      const { name } = request.params;
      const { exp, sig } = request.query;
      const signed = app.fileLinks.holds(`${ASSET_PATH_PREFIX}${name}`, exp, sig);
      if (!FILE_NAME.test(name) || !signed) return reply.code(404).send({ message: 'Not found' });
      const [file] = await db.query<{ content_type: string; data: Uint8Array }>(
        'SELECT content_type, data FROM feed_files WHERE name = $1',
        [name],
      );
      if (!file) return reply.code(404).send({ message: 'Not found' });
      return reply
        .header('content-type', file.content_type)
        .header('cache-control', 'private, max-age=21600, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(file.data));
    },
  );

  // A form's asset: GET with the auth header answers { id, schema }.
  const formOptions = {
    schema: { params: { type: 'object', properties: { id: text(ID_MAX) }, required: ['id'] } },
  } as const;
  app.get(`${V2_CONTENT_PREFIX}forms/:id`, formOptions, async (request, reply) => {
    const session = requireSession(request);
    const communities = await userCommunityIds(db, session.userId);
    const form = await findForm(db, request.params.id, communities);
    if (!form) return reply.code(404).send({ message: 'Not found' });
    // Served when one of the person's communities that has it offers it.
    const offering = form.communityId ? [form.communityId] : communities;
    for (const communityId of offering) {
      if (!(await formIsSwitchedOff(db, form.id, communityId))) {
        return { id: form.id, schema: form.schema };
      }
    }
    return reply.code(403).send({ message: SWITCHED_OFF.requests });
  });
}
