import { problemiFatturaSdi } from '../../fatturapa/checks/fattura-sdi-checks';
import type { DocumentoCostruito } from '../domain/build-documento';
import type { FatturaLookups } from '../domain/fattura-lookups';

/**
 * What the electronic invoice would refuse in a document about to be saved (create or update,
 * before the number is taken): the messages of fatturapa/checks, in the editor's words.
 */
export function sdiRuleMessages(documento: DocumentoCostruito, lookups: FatturaLookups): string[] {
  // a line whose VAT is not in the table is refused by the build ("scegliere l'IVA"): no Natura to check
  const righe = documento.righe.map((r) => (r.idIva !== null && lookups.aliquote.has(r.idIva) ? r : { ...r, idIva: null }));
  return problemiFatturaSdi({ destinatario: documento.destinatario, righe, cedente: lookups.cedente }, lookups.sdi).map((p) => p.messaggio);
}
