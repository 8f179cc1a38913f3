import { SEZIONE } from '@registro/contracts';

/** The archive's section: permissions, modification history and the signing resource. */
export const SEZIONE_ARCHIVIO = SEZIONE.documentrepository;
/** page size of the archive list */
export const DOCUMENTI_PAGE_SIZE = 50;
