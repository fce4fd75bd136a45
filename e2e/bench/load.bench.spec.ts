import { execFileSync } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { test } from '@playwright/test';

// Runs after bench.spec.ts (files run in name order), which writes reports/bench.md afresh.
test('API under load: the lists people open most, at fixed rates', () => {
  test.setTimeout(900_000);
  // A database of its own: the running portal's embedded database admits one process only.
  const section = execFileSync('npx', ['tsx', 'src/http/apiLoadBenchCommand.ts'], {
    cwd: '../server',
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  appendFileSync('../reports/bench.md', `\n${section.trim()}\n`);
});
