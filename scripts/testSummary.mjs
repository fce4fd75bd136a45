// Prints one closing line for the whole run from the Jest and Playwright reports.
import { readFileSync } from 'node:fs';

const read = (file) =>
  JSON.parse(readFileSync(new URL(`../reports/${file}`, import.meta.url), 'utf8'));
const jest = read('jest.json');
const postgres = read('jest-postgres.json');
const e2e = read('e2e.json');
const passed = jest.numPassedTests + postgres.numPassedTests + e2e.stats.expected;
const failed =
  jest.numFailedTests + postgres.numFailedTests + e2e.stats.unexpected + e2e.stats.flaky;
const skipped = jest.numPendingTests + postgres.numPendingTests + e2e.stats.skipped;
console.log(`unit: ${jest.numPassedTests} passed, ${jest.numFailedTests} failed`);
console.log(
  `server on PostgreSQL: ${postgres.numPassedTests} passed, ${postgres.numFailedTests} failed`,
);
console.log(`e2e: ${e2e.stats.expected} passed, ${e2e.stats.unexpected} failed`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
