/** The document types list, where the document pages go back to (spec 3 §2). */
export const TIPI_DOCUMENTO_PATH = '/papercleandocumentotipi';

/** The transformation page of a source document (spec 3 §2): id -1 with the source and the follow-on type. */
export function trasformaPath(p: { idDocumento: number; codiceTipo: string; tipo: 'P' | 'A'; nuovoTipo: string }): string {
  const q = new URLSearchParams({ idDocumento: String(p.idDocumento), codiceTipo: p.codiceTipo, tipo: p.tipo, nuovoTipo: p.nuovoTipo, trasformare: 'true' });
  return `${TIPI_DOCUMENTO_PATH}/documenti/trasforma/edit/-1?${q.toString()}`;
}
