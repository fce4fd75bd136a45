import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { AREAS, areaPort, registryFor, SHELL_PORT } from './areas.mjs';
import { sharedDependencies } from './sharedDeps.mjs';

/** Build-time values the browser code reads through `process.env` (ports of the local environment). */
function portDefines() {
  const env = {
    PORT_SHELL: process.env.PORT_SHELL || String(SHELL_PORT),
    PORT_LOGIN: process.env.PORT_LOGIN || '3100',
    PORT_API: process.env.PORT_API || '4000',
    PORT_AUTH_EMULATOR: process.env.PORT_AUTH_EMULATOR || '9099',
  };
  return Object.fromEntries(
    Object.entries(env).map(([key, value]) => [`process.env.${key}`, JSON.stringify(value)]),
  );
}

const common = (port) => ({
  plugins: [pluginReact()],
  source: { define: portDefines() },
  server: { port, host: '127.0.0.1', strictPort: true, cors: true },
  performance: { chunkSplit: { strategy: 'split-by-experience' } },
  output: { legalComments: 'none' },
});

/** Rsbuild config of a portal area remote (mf-*). */
export function createRemoteConfig(name) {
  const area = AREAS.find((a) => a.name === name);
  if (!area) throw new Error(`Unknown area ${name}`);
  const base = common(areaPort(area));
  return defineConfig({
    ...base,
    source: { ...base.source, entry: { index: './src/index.ts' } },
    // Assets resolve from wherever the manifest was loaded, so a remote can be hosted anywhere.
    output: { ...base.output, assetPrefix: 'auto' },
    html: { title: `${area.dir} (standalone)` },
    plugins: [
      ...base.plugins,
      pluginModuleFederation({
        name,
        exposes: { './routes': './src/routes.tsx', './embed': './src/embed.tsx' },
        shared: sharedDependencies,
        dts: false,
      }),
    ],
  });
}

/** Writes the remote registry of every environment next to the shell (`/registry.<env>.json`). */
const registryPlugin = {
  name: 'portal-registry',
  setup(api) {
    api.processAssets({ stage: 'additional' }, ({ compilation, sources }) => {
      for (const env of ['local', 'dev', 'staging', 'production']) {
        const json = JSON.stringify(registryFor(env), null, 2);
        compilation.emitAsset(`registry.${env}.json`, new sources.RawSource(json));
      }
    });
  },
};

/** Rsbuild config of the shell (the Module Federation host). */
export function createShellConfig() {
  const base = common(Number(process.env.PORT_SHELL || SHELL_PORT));
  return defineConfig({
    ...base,
    source: { ...base.source, entry: { index: './src/index.ts' } },
    // Spec 2: bundle assets are served from the root path.
    output: { ...base.output, assetPrefix: '/' },
    server: { ...base.server, historyApiFallback: true },
    html: { title: 'Community Portal', template: './src/index.html' },
    plugins: [
      ...base.plugins,
      registryPlugin,
      pluginModuleFederation({
        name: 'shell',
        remotes: {},
        shared: sharedDependencies,
        dts: false,
      }),
    ],
  });
}
