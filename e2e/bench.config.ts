import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/** The benchmark: same browser and portal as the e2e tests, writing reports/bench.md. */
export default defineConfig({
  ...base,
  testDir: './bench',
  timeout: 300_000,
  reporter: [['list']],
});
