import { execFileSync } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { test } from '@playwright/test';

// Runs after bench.spec.ts (files run in name order), which writes reports/bench.md afresh.
test('chat: delivery between two sockets and history pages of 100,000 messages', () => {
  test.setTimeout(600_000);
  // A database of its own: the running portal's embedded database admits one process only.
  const section = execFileSync('npx', ['tsx', 'src/chat/chatBenchCommand.ts'], {
    cwd: '../server',
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  appendFileSync('../reports/bench.md', `\n${section.trim()}\n`);
});
