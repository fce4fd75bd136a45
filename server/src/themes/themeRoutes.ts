import type { FastifyInstance } from 'fastify';
import { mapleTheme } from './mapleTheme.ts';
import type { Theme } from './themeTypes.ts';

/** Community theme files by name; a community's flag communityCustomThemeFile points here. */
export const THEME_FILES: Readonly<Record<string, Theme>> = {
  maple: mapleTheme,
};

export function registerThemeRoutes(app: FastifyInstance): void {
  app.get<{ Params: { file: string } }>(
    '/themes/:file',
    { config: { public: true } },
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
