import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import { text } from '../http/routeSchemas.ts';
import { mapleTheme } from './mapleTheme.ts';
import type { Theme } from './themeTypes.ts';

/** Community theme files by name; a community's flag communityCustomThemeFile points here. */
export const THEME_FILES: Readonly<Record<string, Theme>> = {
  maple: mapleTheme,
};

export function registerThemeRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<JsonSchemaToTsProvider>();
  app.get(
    '/themes/:file',
    {
      config: { public: true },
      schema: {
        params: { type: 'object', properties: { file: text(64) }, required: ['file'] },
      },
    } as const,
    async (request, reply) => {
      const name = /^([a-z0-9-]+)\.json$/.exec(request.params.file)?.[1];
      const theme = name && Object.hasOwn(THEME_FILES, name) ? THEME_FILES[name] : undefined;
      if (!theme) {
        return reply.code(404).send({ message: 'Not found' });
      }
      return reply.header('cache-control', 'public, max-age=300').send(theme);
    },
  );
}
