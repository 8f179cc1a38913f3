import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * The folder of the built-in JRXML templates: REPORT_TEMPLATES_DIR when set; next to the built
 * bundle (webpack copies libs/server/reporting/templates to dist/apps/{api,worker}/report-templates);
 * else the source folder (jest, tsx).
 */
export function builtInTemplatesFolder(): string {
  const daAmbiente = process.env['REPORT_TEMPLATES_DIR'];
  if (daAmbiente) return resolve(daAmbiente);
  const accantoAlBundle = join(__dirname, 'report-templates');
  if (existsSync(accantoAlBundle)) return accantoAlBundle;
  return resolve(__dirname, '../../../templates');
}
