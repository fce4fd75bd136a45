// Prints one closing line for the whole run from the Jest and Playwright reports.
import { readFileSync } from 'node:fs';

const read = (file) =>
  JSON.parse(readFileSync(new URL(`../reports/${file}`, import.meta.url), 'utf8'));
const suites = [
  ['unit', read('jest.json')],
  ['rules on another machine time zone', read('jest-contracts-tz.json')],
  ['server on PostgreSQL', read('jest-postgres.json')],
];
const e2e = read('e2e.json');
let passed = e2e.stats.expected;
let failed = e2e.stats.unexpected + e2e.stats.flaky;
let skipped = e2e.stats.skipped;
for (const [name, report] of suites) {
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests;
  console.log(`${name}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
}
console.log(`e2e: ${e2e.stats.expected} passed, ${e2e.stats.unexpected} failed`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
