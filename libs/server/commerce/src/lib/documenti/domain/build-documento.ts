import type { RigaDocumentoCommerciale, StatoDocumento } from '@registro/contracts';
import { invalidDateMessage, readInstant, jsonObjectOrEmpty } from '@registro/server-kernel';
import { calcolaTotali, toDecimal } from './calcola-documento';
import type { DocumentoLookups } from './documento-lookups';
import type { ContenutoDocumento } from './documento-commerciale.events';

export const RIGA_NON_COMPLETA = 'Riga non completa devono essere compilate Deescrizione, Quantità, Prezzo Unitario e Iva';

/** What a save body asks for, once checked; `dataOra` null when the body has none. */
export interface DocumentoRichiesto {
  contenuto: Omit<ContenutoDocumento, 'dataOra'> & { dataOra: string | null };
  stato: StatoDocumento;
  documentoOrigine: number | null;
}

const testo = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');
const intero = (v: unknown): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() ? Number(v) : NaN;
  return Number.isInteger(n) && n > 0 ? n : null;
};

/** The rows the editor sent, without its trailing entry row (no description). */
export function righeInviate(body: unknown): Record<string, unknown>[] {
  const righe = jsonObjectOrEmpty(body)['listaRighe'];
  const lista = Array.isArray(righe) ? righe.map(jsonObjectOrEmpty) : [];
  if (lista.length && !testo(lista[lista.length - 1]['descrizioneArticolo'])) lista.pop();
  return lista;
}

/** A row as stored: numbers exact to their decimals, the VAT rate of the `iva` table. */
function riga(r: Record<string, unknown>, lookups: DocumentoLookups): RigaDocumentoCommerciale | null {
  const descrizioneArticolo = testo(r['descrizioneArticolo']);
  const quantita = toDecimal(r['quantita']);
  const prezzo = toDecimal(r['prezzoUnitario'] ?? 0);
  const iva = lookups.iva.get(testo(r['aliquotaIvaDescrizione']).toLowerCase());
  if (!descrizioneArticolo || !quantita || quantita.lte(0) || !prezzo || prezzo.lt(0) || !iva) return null;
  const offerta = testo(r['offerta']).toUpperCase();
  return {
    idArticolo: intero(r['idArticolo']),
    descrizioneArticolo,
    quantita: quantita.toNumber(),
    prezzoUnitario: prezzo.toNumber(),
    aliquotaIvaDescrizione: iva.codice,
    aliquotaIva: iva.aliquota,
    offerta: offerta === 'SI' || offerta === 'NO' ? offerta : '',
    trasformata: false,
  };
}

/**
 * Checks a save body against the lookups: every problem in Italian. The totals are recomputed
 * here; the client's are ignored.
 */
export function buildDocumento(body: unknown, lookups: DocumentoLookups): { documento: DocumentoRichiesto; errori: string[] } {
  const b = jsonObjectOrEmpty(body);
  const errori: string[] = [];
  const stato = testo(b['statoAttuale']).toUpperCase();
  if (stato !== 'BOZZA' && stato !== 'COMPLETA') errori.push('Lo stato del documento deve essere BOZZA o COMPLETA');
  const tipo = testo(b['tipo']);
  if (!tipo) errori.push('Il Tipo Documento è obbligatorio');
  else if (!lookups.tipo) errori.push(`Tipo Documento ${tipo} inesistente`);
  const lettura = readInstant(b['dataOra']); // the date codec: epoch ms or ISO 8601; absent = now
  const dataOra = lettura.kind === 'date' ? lettura.value.toISOString() : null;
  if (lettura.kind === 'invalid') errori.push(invalidDateMessage('Data Ora'));

  const idAnagrafica = intero(b['idAnagrafica'] ?? jsonObjectOrEmpty(b['anagrafica'])['id']);
  if (idAnagrafica && !lookups.anagrafica) errori.push(`Intestatario ${idAnagrafica} inesistente`);
  if (!idAnagrafica && stato === 'COMPLETA') errori.push("Selezionare l'Intestatario");

  const inviate = righeInviate(body);
  const righe: RigaDocumentoCommerciale[] = [];
  let incomplete = false;
  for (const r of inviate) {
    const codiceIva = testo(r['aliquotaIvaDescrizione']);
    if (codiceIva && !lookups.iva.has(codiceIva.toLowerCase())) errori.push(`Codice IVA ${codiceIva} inesistente`);
    const fatta = riga(r, lookups);
    if (fatta) righe.push(fatta);
    else incomplete = true;
  }
  if (incomplete) errori.push(RIGA_NON_COMPLETA);
  if (stato === 'COMPLETA' && inviate.length === 0) errori.push('Inserire almeno una riga');

  const a = lookups.anagrafica;
  return {
    documento: {
      contenuto: {
        tipo: lookups.tipo?.codiceTipo ?? tipo,
        dataOra,
        idAnagrafica: a?.id ?? null,
        descrizioneAnagrafica: a?.nominativo ?? '',
        noteAnagrafica: testo(b['noteAnagrafica']),
        anagrafica: a,
        listaRighe: righe,
        ...calcolaTotali(righe),
      },
      stato: stato === 'COMPLETA' ? 'COMPLETA' : 'BOZZA',
      documentoOrigine: intero(b['documentoOrigine']),
    },
    errori,
  };
}
