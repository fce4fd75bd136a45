import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/** The benchmark: same browser and portal as the e2e tests, writing reports/bench.md. */
export default defineConfig({
  ...base,
  testDir: './bench',
  timeout: 300_000,
  reporter: [['list']],
  // Tracing snapshots the page around every action, in the page's own thread: off, so the
  // figures are the portal's alone.
  use: { ...base.use, trace: 'off' },
});
