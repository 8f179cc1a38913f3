import { defineConfig } from '@playwright/test';
import path from 'node:path';

/** E2E_BASE_PORT lets two checkouts run their suites side by side (ports and databases apart) */
const PORTA = Number(process.env.E2E_BASE_PORT || 3100);
/** a second api whose passwords expire within seconds, for password-scaduta.spec.ts */
const PORTA_SCADENZA = PORTA + 1;
const SUFFISSO_DB = process.env.E2E_BASE_PORT ? `_${PORTA}` : '';
const PASSWORD_EXPIRY_DAYS_SCADENZA = 0.0001; // ≈ 8.6 seconds
const MAILDEV_SMTP = Number(process.env.E2E_MAILDEV_SMTP_PORT || 1125);
const MAILDEV_WEB = Number(process.env.E2E_MAILDEV_WEB_PORT || 1180);
const RADICE = path.resolve(__dirname, '../..');
/** the dairy's stand-in source, started by amministrazione-operazioni.spec.ts; CONFIG_DIR of the installation page */
const PORTA_SORGENTE_CASEIFICIO = PORTA + 50;
const CONFIG_DIR_E2E = path.join(RADICE, `dist/.playwright/config-${PORTA}`);
/** the password of the throwaway facility certificate scripts/e2e-server.mjs makes (firma.spec.ts signs with it) */
const PASSWORD_FIRMA_E2E = process.env.E2E_FIRMA_P12_PASSWORD || 'Firma-E2E-2026';

/** Italian flows through the real app (api + built web) in Debian's Chromium. */
export default defineConfig({
  testDir: './src',
  outputDir: '../../dist/.playwright/web-e2e/test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // a flow through several pages takes 30-40 s on a slow 2-core machine (dashboards, firma: 31 s in .ci/run)
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: '../../dist/.playwright/web-e2e/report', open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORTA}`,
    locale: 'it-IT',
    // its users' browsers are in Italy: dates on screen are Rome's, as the specs compute them
    // (between 23:00 and midnight UTC the machine's date is the day before Rome's)
    timezoneId: 'Europe/Rome',
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
  webServer: [
    {
      // catches the api's e-mail (registration, temporary password, two-factor enrolment); the tests read it over its REST API
      command: `node node_modules/maildev/bin/maildev --smtp ${MAILDEV_SMTP} --web ${MAILDEV_WEB} --ip 127.0.0.1`,
      cwd: RADICE,
      url: `http://127.0.0.1:${MAILDEV_WEB}/email`,
      reuseExistingServer: false,
      timeout: 30_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    },
    {
      // fresh database, migrate, seed, serve the built api + web on PORTA (scripts/e2e-server.mjs)
      command: 'node scripts/e2e-server.mjs',
      cwd: RADICE,
      url: `http://127.0.0.1:${PORTA}/api/health`,
      env: {
        E2E_PORT: String(PORTA),
        E2E_DATABASE: `registro_e2e${SUFFISSO_DB}`,
        PUBLIC_URL: `http://127.0.0.1:${PORTA}`,
        SMTP_URL: `smtp://127.0.0.1:${MAILDEV_SMTP}`,
        TWO_FACTOR: 'true',
        CONFIG_DIR: CONFIG_DIR_E2E,
        CASEIFICIO_SOURCE_URL: `http://127.0.0.1:${PORTA_SORGENTE_CASEIFICIO}/consegne`,
        E2E_FIRMA_P12_PASSWORD: PASSWORD_FIRMA_E2E,
      },
      reuseExistingServer: false,
      timeout: 240_000,
      stdout: 'pipe',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    },
    {
      // the same server beside the first, with its own database, whose passwords expire within seconds
      command: 'node scripts/e2e-server.mjs',
      cwd: RADICE,
      url: `http://127.0.0.1:${PORTA_SCADENZA}/api/health`,
      env: {
        E2E_PORT: String(PORTA_SCADENZA),
        E2E_DATABASE: `registro_e2e_scadenza${SUFFISSO_DB}`,
        PUBLIC_URL: `http://127.0.0.1:${PORTA_SCADENZA}`,
        SMTP_URL: `smtp://127.0.0.1:${MAILDEV_SMTP}`,
        PASSWORD_EXPIRY_DAYS: String(PASSWORD_EXPIRY_DAYS_SCADENZA),
      },
      reuseExistingServer: false,
      timeout: 240_000,
      stdout: 'pipe',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    },
  ],
});
