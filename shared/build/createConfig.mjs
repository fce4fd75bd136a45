import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { readAreaDefinition } from './areaDefinition.mjs';
import { AREAS, areaPort, DEFAULT_PORTS, SHELL_PORT } from './areas.mjs';
import { AREA_HINT_MAX_BYTES, pluginCompileHints } from './compileHints.mjs';
import { sharedDependencies } from './sharedDeps.mjs';
import { unsharedLibraryNames, unsharedNames } from './sharedNames.mjs';
import { singletonRangeProblems } from './singletonRanges.mjs';

/** Build-time values the browser code reads through `process.env` (ports of the local environment). */
function portDefines() {
  const env = {
    PORT_SHELL: process.env.PORT_SHELL || String(SHELL_PORT),
    PORT_LOGIN: process.env.PORT_LOGIN || String(DEFAULT_PORTS.login),
    PORT_API: process.env.PORT_API || String(DEFAULT_PORTS.api),
    PORT_AUTH_EMULATOR: process.env.PORT_AUTH_EMULATOR || String(DEFAULT_PORTS.authEmulator),
  };
  return Object.fromEntries(
    Object.entries(env).map(([key, value]) => [`process.env.${key}`, JSON.stringify(value)]),
  );
}

const FEDERATION_CJS_ENTRY = /[\\/]@module-federation[\\/][^\\/]+[\\/]dist[\\/]index\.cjs$/;

/**
 * Module Federation's runtime as ES modules. The federation plugin asks for its runtime by the
 * path of the CommonJS build, and that build asks for the rest with `require`: CommonJS is kept
 * whole, module by module, where ES modules keep only the names used and run as one scope (the
 * shell's first script is about 20 KB smaller). Each package ships an ES-module build beside the
 * CommonJS one.
 */
function federationRuntimeAsModules(config, { rspack }) {
  config.plugins.push(
    new rspack.NormalModuleReplacementPlugin(FEDERATION_CJS_ENTRY, (resource) => {
      const esm = resource.request.replace(/\.cjs$/, '.js');
      if (existsSync(esm)) resource.request = esm;
    }),
  );
  config.module.rules.push({
    test: /[\\/]@module-federation[\\/]/,
    resolve: {
      byDependency: { commonjs: { conditionNames: ['import', 'module', 'browser', 'default'] } },
    },
  });
}

const common = (port) => ({
  plugins: [pluginReact()],
  source: { define: portDefines() },
  server: { port, host: '127.0.0.1', strictPort: true, cors: true },
  performance: { chunkSplit: { strategy: 'split-by-experience' } },
  output: { legalComments: 'none' },
  tools: { rspack: federationRuntimeAsModules },
});

/**
 * Rsbuild config of a portal area remote (mf-*): one of AREAS, or an area of its own folder
 * that gives its local port (released only through the registry).
 */
export function createRemoteConfig(name, { port } = {}) {
  const area = AREAS.find((a) => a.name === name) ?? (port && { name, dir: name, port });
  if (!area) throw new Error(`Unknown area ${name}: not in shared/build/areas.mjs, and no port`);
  return defineConfig(async ({ command }) =>
    remoteConfig(area, await readAreaDefinition(process.cwd()), command === 'build'),
  );
}

/**
 * A built area uses the shell's federation runtime (the shell provides it, and so does the
 * embed loader): its remote entry is less than half the size and parses that much faster. The
 * dev server of one area brings its own, for its standalone page; the shell runs either kind.
 */
function remoteConfig(area, definition, built) {
  // An area the shell could not run is not built (its shared singletons must be the shell's).
  const problems = [
    ...singletonRangeProblems(
      process.cwd(),
      fileURLToPath(new URL('../../shell', import.meta.url)),
      fileURLToPath(new URL('..', import.meta.url)),
      definition.platform,
    ),
    ...unsharedNames(join(process.cwd(), 'src')).map((name) => `not shared: ${name}`),
  ];
  if (problems.length > 0) {
    throw new Error(`${area.dir} cannot run in this shell:\n- ${problems.join('\n- ')}`);
  }
  const base = common(areaPort(area));
  return {
    ...base,
    source: { ...base.source, entry: { index: './src/index.ts' } },
    // Assets resolve from wherever the manifest was loaded, so a remote can be hosted anywhere;
    // a release (`npm run area -- release`) builds into its own folder (PORTAL_DIST_DIR).
    output: {
      ...base.output,
      assetPrefix: 'auto',
      ...(process.env.PORTAL_DIST_DIR ? { distPath: { root: process.env.PORTAL_DIST_DIR } } : {}),
    },
    // The standalone page needs a runtime of its own: it is the dev server's only.
    ...(built
      ? { tools: { ...base.tools, htmlPlugin: false } }
      : { html: { title: `${area.dir} (standalone)` } }),
    plugins: [
      ...base.plugins,
      pluginAreaDefinition(definition),
      pluginCompileHints({ maxBytes: AREA_HINT_MAX_BYTES }),
      pluginModuleFederation({
        name: area.name,
        exposes: {
          './area': './src/area.ts',
          './routes': './src/routes.tsx',
          './embed': './src/embed.tsx',
          // The shell loads it only for the hooks the definition names (AreaHooks).
          ...(definition.hooks?.length ? { './hooks': './src/hooks.ts' } : {}),
          // The part the shell shows over every screen (AreaOverlayModule).
          ...(definition.overlay ? { './overlay': './src/overlay.tsx' } : {}),
        },
        shared: sharedDependencies,
        dts: false,
        ...(built ? { experiments: { externalRuntime: true } } : {}),
      }),
    ],
  };
}

/**
 * Writes the area's definition beside its manifest, as `area.json`: a release is recorded in
 * the registry with the definition it was built from.
 */
function pluginAreaDefinition(definition) {
  return {
    name: 'portal-area-definition',
    setup(api) {
      api.processAssets({ stage: 'additional' }, ({ compilation, sources }) => {
        compilation.emitAsset('area.json', new sources.RawSource(JSON.stringify(definition)));
      });
    },
  };
}

/**
 * The build number: BUILD_NUMBER where the build machine gives one, else the count of commits
 * (each commit of main builds a higher number); none outside a Git checkout.
 */
function buildNumber() {
  if (process.env.BUILD_NUMBER) return process.env.BUILD_NUMBER;
  try {
    return execFileSync('git', ['rev-list', '--count', 'HEAD'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return undefined;
  }
}

/**
 * Writes `version.json` (spec 7) beside the shell's page: the version of the portal the browser
 * runs and its build number. A static file of the shell's host, it answers at once however busy
 * the API is.
 */
function pluginVersionFile() {
  const { version } = JSON.parse(readFileSync(join(process.cwd(), 'package.json'), 'utf8'));
  const build = buildNumber();
  return {
    name: 'portal-version-file',
    setup(api) {
      api.processAssets({ stage: 'additional' }, ({ compilation, sources }) => {
        const file = JSON.stringify(build ? { version, build } : { version });
        compilation.emitAsset('version.json', new sources.RawSource(file));
      });
    },
  };
}

/**
 * Shared modules too small for a chunk of their own (react-dom, its index and CJS build, beside
 * react-dom/client; the modules of names shared in a package's place, sharedNames.mjs): each
 * would be copied into two chunks, the one that provides it and the one of its fallback, and the
 * page would preload both though it runs one.
 */
const SMALL_SHARED =
  /[\\/](?:react-dom[\\/](?:index\.js|cjs[\\/]react-dom\.production\.js)|\w+Share\.mjs)$/;

/** The shell's chunks loaded on demand (its screens, single-spa-react), not with its first load. */
const ON_DEMAND = /on-demand-/;

/** Rsbuild config of the shell (the Module Federation host). */
export function createShellConfig() {
  const unshared = [
    ...[process.cwd(), fileURLToPath(new URL('..', import.meta.url))].flatMap((dir) =>
      unsharedNames(join(dir, 'src')),
    ),
    ...unsharedLibraryNames(),
  ];
  if (unshared.length > 0) {
    throw new Error(`Names the portal does not share:\n- ${unshared.join('\n- ')}`);
  }
  const base = common(Number(process.env.PORT_SHELL || SHELL_PORT));
  return defineConfig({
    ...base,
    source: { ...base.source, entry: { index: './src/index.ts' } },
    // Spec 2: bundle assets are served from the root path.
    output: { ...base.output, assetPrefix: '/' },
    server: { ...base.server, historyApiFallback: true },
    html: { title: 'Community Portal', template: './src/index.html' },
    // The first page needs the shell's chunks (its start and the shared singletons) one after
    // another as each finds the next; the page asks for them all at once instead. Only chunks
    // loaded on demand are left out, named `on-demand-*`: the shell's screens (App.tsx) and
    // single-spa-react (shared/src/remote/embed.tsx).
    performance: {
      ...base.performance,
      preload: { type: 'async-chunks', exclude: ON_DEMAND },
      chunkSplit: {
        ...base.performance.chunkSplit,
        forceSplitting: { 'shared-small': SMALL_SHARED },
      },
    },
    plugins: [
      ...base.plugins,
      pluginVersionFile(),
      pluginCompileHints({ exclude: ON_DEMAND }),
      pluginModuleFederation({
        name: 'shell',
        remotes: {},
        shared: sharedDependencies,
        dts: false,
        // Built areas use this runtime instead of each bringing its own: the browser's alone,
        // without the runtime's code for loading in Node.
        experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
      }),
    ],
  });
}

/**
 * Rsbuild config of the embed loader, `embed.js` in the shell's dist: one small script, no
 * federation of its own (the areas bring theirs), built after the shell into the same folder.
 */
export function createEmbedConfig() {
  return defineConfig({
    source: { define: portDefines(), entry: { embed: './src/embed/embedLoader.ts' } },
    output: {
      legalComments: 'none',
      // Its chunks (the federation runtime) come from wherever the loader was loaded.
      assetPrefix: 'auto',
      cleanDistPath: false,
      distPath: { root: 'dist', js: '' },
      filename: { js: '[name].js' },
    },
    // Its chunks are named by their content, so the static hosts keep them a year.
    tools: {
      htmlPlugin: false,
      rspack: { output: { chunkFilename: 'async/[name].[contenthash:10].js' } },
    },
    performance: { chunkSplit: { strategy: 'all-in-one' } },
  });
}
