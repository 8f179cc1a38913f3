import type { UploadLimits } from '@registro/server-platform';
import { LIMITI_INTAKE } from '../../fatturapa/intake';

/** One import: up to 50 files in field `file`, each at most the intake's 10 MB (a zip's entries are bounded by the intake). */
export const LIMITI_IMPORTAZIONE: UploadLimits = { file: 50, byteMassimiFile: LIMITI_INTAKE.byteMassimiFile, tipi: '(.xml, .p7m o .zip)' };
