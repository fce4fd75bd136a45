import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { shareFile } from './sharedNames.mjs';

const readJson = (relative) => JSON.parse(readFileSync(new URL(relative, import.meta.url), 'utf8'));
const pkg = readJson('../package.json');
const range = (dep) => pkg.dependencies[dep];
const singleton = (dep) => ({ singleton: true, requiredVersion: range(dep) });

/**
 * A package shared by its names (sharedNames.mjs): the share module in its place, offered as the
 * package's own version. `dep` is the package a subpath such as `@reduxjs/toolkit/query/react`
 * belongs to.
 */
const byNames = (name, dep = name) => ({
  ...singleton(dep),
  import: fileURLToPath(shareFile(name)),
  version: readJson(`../node_modules/${dep}/package.json`).version,
});

/** Singletons shared by the shell and every remote: one React, router, store and theme. */
export const sharedDependencies = {
  react: singleton('react'),
  'react/jsx-runtime': singleton('react'),
  'react-dom': singleton('react-dom'),
  'react-dom/client': singleton('react-dom'),
  'react-router': byNames('react-router'),
  '@reduxjs/toolkit': byNames('@reduxjs/toolkit'),
  '@reduxjs/toolkit/query/react': byNames('@reduxjs/toolkit/query/react', '@reduxjs/toolkit'),
  'react-redux': byNames('react-redux'),
  'styled-components': byNames('styled-components'),
  '@portal/shared': { singleton: true, requiredVersion: `^${pkg.version}` },
};
