import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import satisfies from 'semver/functions/satisfies.js';

/** The singletons an area shares with the shell, as npm packages. */
const SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
  'react-redux',
  '@reduxjs/toolkit',
  'styled-components',
];

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/**
 * Why an area built from `areaDir` could not run in the shell of `shellDir`: a singleton range
 * of its package that leaves out the version the shell runs, or the platform range its
 * definition states (`statedPlatform`) that leaves out the platform's version. Empty when it fits.
 */
export function singletonRangeProblems(areaDir, shellDir, sharedDir, statedPlatform) {
  const area = readJson(join(areaDir, 'package.json'));
  const problems = [];
  for (const name of SINGLETONS) {
    const range = area.dependencies?.[name];
    if (!range) continue;
    const { version } = readJson(join(shellDir, 'node_modules', name, 'package.json'));
    if (!satisfies(version, range)) {
      problems.push(`${name}: it asks for ${range}, the shell runs ${version}`);
    }
  }
  const { version: platform } = readJson(join(sharedDir, 'package.json'));
  if (!statedPlatform) problems.push('src/area.ts states no platform range');
  else if (!satisfies(platform, statedPlatform)) {
    problems.push(`platform: it asks for ${statedPlatform}, the platform is ${platform}`);
  }
  return problems;
}
