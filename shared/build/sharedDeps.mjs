import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const readJson = (relative) => JSON.parse(readFileSync(new URL(relative, import.meta.url), 'utf8'));
const pkg = readJson('../package.json');
const range = (dep) => pkg.dependencies[dep];

/** Singletons shared by the shell and every remote: one React, router, store and theme. */
export const sharedDependencies = {
  react: { singleton: true, requiredVersion: range('react') },
  'react/jsx-runtime': { singleton: true, requiredVersion: range('react') },
  'react-dom': { singleton: true, requiredVersion: range('react-dom') },
  'react-dom/client': { singleton: true, requiredVersion: range('react-dom') },
  // The names of it the portal uses (routerShare.mjs), offered as react-router's own version.
  'react-router': {
    singleton: true,
    requiredVersion: range('react-router'),
    import: fileURLToPath(new URL('./routerShare.mjs', import.meta.url)),
    version: readJson('../node_modules/react-router/package.json').version,
  },
  '@reduxjs/toolkit': { singleton: true, requiredVersion: range('@reduxjs/toolkit') },
  '@reduxjs/toolkit/query/react': { singleton: true, requiredVersion: range('@reduxjs/toolkit') },
  'react-redux': { singleton: true, requiredVersion: range('react-redux') },
  'styled-components': { singleton: true, requiredVersion: range('styled-components') },
  '@portal/shared': { singleton: true, requiredVersion: `^${pkg.version}` },
};
