import { defineConfig } from '@playwright/test';
import ports from '../contracts/ports.json' with { type: 'json' };

const shellPort = process.env.PORT_SHELL || ports.shell;

export default defineConfig({
  testDir: './tests',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: '../reports/e2e.json' }]],
  use: {
    baseURL: `http://localhost:${shellPort}`,
    headless: true,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // Chromium 156 renders its omnibox popup's web UI in a renderer of its own for every new
        // window, headless too: several seconds of CPU beside each new browser context's page,
        // on the machine that also runs the portal.
        '--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup',
        // Calls: a test pattern for camera and microphone, with no prompt.
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
      ],
    },
  },
  webServer: {
    // The portal exactly as the start command runs it, on a fresh database.
    command: 'node ../scripts/portal.mjs',
    url: `http://localhost:${shellPort}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    env: { PORTAL_DATA_DIR: `${process.cwd()}/.data`, PORTAL_QUIET: '1' },
  },
});
