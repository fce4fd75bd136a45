import { execFileSync } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { test } from '@playwright/test';

// Runs after bench.spec.ts (files run in name order), which writes reports/bench.md afresh.
test('wellness: daily values of a resident with 180 days of six measures', () => {
  test.setTimeout(600_000);
  // A database of its own: the running portal's embedded database admits one process only.
  const section = execFileSync('npx', ['tsx', 'src/wellness/wellnessBenchCommand.ts'], {
    cwd: '../server',
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  appendFileSync('../reports/bench.md', `\n${section.trim()}\n`);
});
