import { resolve } from 'node:path';

/** The shared ISTAT data next to the repository (../shared/data/istat). */
export const ISTAT_FOLDER = resolve(__dirname, '../../../../../../../../shared/data/istat');
