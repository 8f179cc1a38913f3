import { defineConfig } from '@playwright/test';
import path from 'node:path';

const PORTA = 3100;

/** Italian flows through the real app (api + built web) in Debian's Chromium. */
export default defineConfig({
  testDir: './src',
  outputDir: '../../dist/.playwright/web-e2e/test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: '../../dist/.playwright/web-e2e/report', open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORTA}`,
    locale: 'it-IT',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        viewport: { width: 1400, height: 900 },
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
          args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
        },
      },
    },
  ],
  webServer: {
    // fresh database, migrate, seed, serve the built api + web on PORTA (scripts/e2e-server.mjs)
    command: 'node scripts/e2e-server.mjs',
    cwd: path.resolve(__dirname, '../..'),
    url: `http://127.0.0.1:${PORTA}/api/health`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
