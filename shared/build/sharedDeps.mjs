import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const range = (dep) => pkg.dependencies[dep];

/** Singletons shared by the shell and every remote: one React, router, store and theme. */
export const sharedDependencies = {
  react: { singleton: true, requiredVersion: range('react') },
  'react/jsx-runtime': { singleton: true, requiredVersion: range('react') },
  'react-dom': { singleton: true, requiredVersion: range('react-dom') },
  'react-dom/client': { singleton: true, requiredVersion: range('react-dom') },
  'react-router': { singleton: true, requiredVersion: range('react-router') },
  '@reduxjs/toolkit': { singleton: true, requiredVersion: range('@reduxjs/toolkit') },
  '@reduxjs/toolkit/query/react': { singleton: true, requiredVersion: range('@reduxjs/toolkit') },
  'react-redux': { singleton: true, requiredVersion: range('react-redux') },
  'styled-components': { singleton: true, requiredVersion: range('styled-components') },
  '@portal/shared': { singleton: true, requiredVersion: `^${pkg.version}` },
};
