/** A module is a generic record on `moduli-<id>` (RecordCreated, RecordUpdated) plus SezioneInstallata. */
export const SEZIONE_MODULI = 'moduli';
export const streamModulo = (id: number) => `${SEZIONE_MODULI}-${id}`;

/** The record's values: the manifest, the file name and the archive's SHA-256 and size. */
export interface ValoriModulo {
  nome: string;
  version: string;
  compileDate: string;
  jar: string;
  descrizione: string;
  sezioni: { id: string; descrizione: string }[];
  sha256: string;
  dimensione: number;
}
