import { LIMITI_INTAKE } from '../../fatturapa/intake';

/** One import: up to 50 files in field `file`, each at most the intake's 10 MB (a zip's entries are bounded by the intake). */
export const LIMITI_IMPORTAZIONE = { file: 50, byteMassimiFile: LIMITI_INTAKE.byteMassimiFile } as const;
