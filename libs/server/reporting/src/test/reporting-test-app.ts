import { createTestApp, type TestApp } from '@registro/server-testing';
import { PrintServerSeeder } from '../lib/printserver/seed/printserver-seeder';
import { testBuiltInFolder } from '../lib/printserver/test/test-files';

/**
 * The api for a reporting spec: built-in templates read from the test folder, the print server
 * seeded, admin and operatore signed in. `close()` also gives REPORT_TEMPLATES_DIR back.
 */
export async function startReportingTestApp(): Promise<{ t: TestApp; admin: string; operatore: string; close: () => Promise<void> }> {
  const envPrima = process.env['REPORT_TEMPLATES_DIR'];
  process.env['REPORT_TEMPLATES_DIR'] = testBuiltInFolder();
  const t = await createTestApp();
  await t.app.get(PrintServerSeeder).run();
  const [admin, operatore] = [await t.login('admin'), await t.login('operatore')];
  return {
    t,
    admin,
    operatore,
    close: async () => {
      process.env['REPORT_TEMPLATES_DIR'] = envPrima;
      await t.close();
    },
  };
}
