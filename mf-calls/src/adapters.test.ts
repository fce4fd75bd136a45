import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/*
 * The default build downloads neither provider SDK: OpenTok's client and Firebase's messaging
 * are imported by their adapter alone, and each adapter only through a dynamic import(), which
 * the bundler splits into a chunk of its own that is fetched when a call or a portal needs it.
 */

const SOURCE = __dirname;

/** The adapter of each SDK, and the modules that may load it (dynamically). */
const ADAPTERS = [
  {
    sdk: /^@opentok\//,
    file: 'call/openTokLink.ts',
    chunk: 'opentok-link',
    from: 'call/callLink.ts',
  },
  { sdk: /^firebase(\/|$)/, file: 'call/fcmPush.ts', chunk: 'fcm-push', from: 'hooks.ts' },
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The modules a file imports statically (type-only imports leave nothing in the bundle). */
function staticImports(code: string): string[] {
  const statements = code.matchAll(
    /^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm,
  );
  return [...statements].map((match) => match[1]);
}

function dynamicImports(code: string): { chunk: string | null; module: string }[] {
  return [
    ...code.matchAll(
      /import\(\s*(?:\/\*\s*webpackChunkName:\s*"([^"]+)"\s*\*\/\s*)?['"]([^'"]+)['"]\s*\)/g,
    ),
  ].map((match) => ({ chunk: match[1] ?? null, module: match[2] }));
}

/** A relative module specifier as a path under the source folder, e.g. 'call/fcmPush.ts'. */
function resolved(file: string, module: string): string {
  if (!module.startsWith('.')) return module;
  return `${relative(SOURCE, resolve(dirname(file), module))}.ts`;
}

const files = sourceFiles(SOURCE).map((path) => ({
  path,
  name: relative(SOURCE, path),
  code: readFileSync(path, 'utf8'),
}));

describe("the calls area's provider adapters", () => {
  it('are the only modules that import their SDK', () => {
    for (const { sdk, file } of ADAPTERS) {
      const importers = files
        .filter(({ code }) =>
          [...staticImports(code), ...dynamicImports(code).map((d) => d.module)].some((m) =>
            sdk.test(m),
          ),
        )
        .map(({ name }) => name);
      expect(importers).toEqual([file]);
    }
  });

  it('are never imported statically, and loaded by import() into a chunk of their own', () => {
    const adapterFiles = ADAPTERS.map((adapter) => adapter.file);
    for (const { path, name, code } of files) {
      const imported = staticImports(code).map((module) => resolved(path, module));
      expect({
        name,
        adapters: imported.filter((module) => adapterFiles.includes(module)),
      }).toEqual({
        name,
        adapters: [],
      });
    }
    for (const { file, chunk, from } of ADAPTERS) {
      const loaders = files.flatMap(({ path, name, code }) =>
        dynamicImports(code)
          .filter((load) => resolved(path, load.module) === file)
          .map((load) => ({ name, chunk: load.chunk })),
      );
      expect(loaders).toEqual([{ name: from, chunk }]);
    }
  });
});
