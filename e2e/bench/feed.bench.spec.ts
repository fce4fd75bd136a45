import { execFileSync } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { test } from '@playwright/test';

// Runs after bench.spec.ts (files run in name order), which writes reports/bench.md afresh.
test("feed: What's New first and next page latency with the 100,000-post scale seed", () => {
  test.setTimeout(900_000);
  // A database of its own: the running portal's embedded database admits one process only.
  const section = execFileSync('npx', ['tsx', 'src/feed/feedBench.ts', '100000', '40'], {
    cwd: '../server',
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  appendFileSync('../reports/bench.md', `\n${section.trim()}\n`);
});
