import type { Anagrafica, DocumentoCommerciale, RigaDocumentoCommerciale } from '@registro/contracts';

/** Spec 3 §5: the check of the entry row before it is added. */
export const RIGA_NON_COMPLETA = 'Riga non completa devono essere compilate Deescrizione, Quantità, Prezzo Unitario e Iva';

export type StoreDocumento = 'P' | 'A';

/** API path of a store's documents: principal P, archive A (spec 3 §7, under /paperclean). */
export const documentiPath = (store: StoreDocumento) => (store === 'A' ? '/paperclean/documenti/a' : '/paperclean/documenti');

/** The empty entry row (VAT 0, price 0, quantity 0), always last in the editor. */
export const rigaVuota = (): RigaDocumentoCommerciale => ({
  idArticolo: null,
  descrizioneArticolo: '',
  quantita: 0,
  prezzoUnitario: 0,
  aliquotaIvaDescrizione: '',
  aliquotaIva: 0,
  offerta: '',
});

/** A row can be added: a description (an article), a VAT code and a quantity above 0. */
export const rigaCompleta = (r: RigaDocumentoCommerciale) => !!r.descrizioneArticolo.trim() && !!r.aliquotaIvaDescrizione && Number(r.quantita) > 0;

/** A new document of a type and store: one empty row. */
export const nuovoDocumento = (tipo: string): DocumentoCommerciale => ({
  id: -1,
  numero: '',
  tipo,
  dataOra: new Date().toISOString(),
  statoAttuale: 'BOZZA',
  statoAttualeDataOra: null,
  idAnagrafica: null,
  descrizioneAnagrafica: '',
  noteAnagrafica: '',
  documentoOrigine: null,
  importoNetto: 0,
  importoNettoAggiuntivo: 0,
  importoIva: 0,
  importoLordo: 0,
  listaRighe: [rigaVuota()],
  anagrafica: null,
});

/** A loaded document gets the extra empty entry row. */
export const conRigaVuota = (doc: DocumentoCommerciale): DocumentoCommerciale => ({ ...doc, listaRighe: [...doc.listaRighe, rigaVuota()] });

/** The counterparty chosen in the search. */
export const conAnagrafica = (doc: DocumentoCommerciale, a: Anagrafica): DocumentoCommerciale => ({
  ...doc,
  idAnagrafica: a.id,
  descrizioneAnagrafica: a.nominativo,
  anagrafica: a,
});

/** The totals of an elabora answer, kept with the editor's own rows. */
export const conTotali = (doc: DocumentoCommerciale, calcolato: DocumentoCommerciale): DocumentoCommerciale => ({
  ...doc,
  importoNetto: calcolato.importoNetto,
  importoNettoAggiuntivo: calcolato.importoNettoAggiuntivo,
  importoIva: calcolato.importoIva,
  importoLordo: calcolato.importoLordo,
});

/** The source of a transformation with the rows carried so far (0-based indexes) marked `trasformata`, beside the rows it had transformed already. */
export const conRigheTrasformate = (origine: DocumentoCommerciale, portate: number[]): DocumentoCommerciale => ({
  ...origine,
  listaRighe: origine.listaRighe.map((r, i) => ({ ...r, trasformata: !!r.trasformata || portate.includes(i) })),
});

/**
 * The save of a transformation, spec 3's "Transformation payload": the new document (`tipo`,
 * `anagrafica`, `idAnagrafica`, `listaRighe`, `documentoOrigine`) saved COMPLETA, with
 * `ordineOrigine`, the source whose rows carried are marked `trasformata`.
 */
export const corpoTrasformazione = (nuovo: DocumentoCommerciale, origine: DocumentoCommerciale, portate: number[]): DocumentoCommerciale => ({
  ...nuovo,
  statoAttuale: 'COMPLETA',
  documentoOrigine: origine.id,
  ordineOrigine: conRigheTrasformate(origine, portate),
});

/** Currency in the Italian locale, EUR, always two decimals (14,40 €): web-ui's one currency formatter. */
export { formatEuro } from '@registro/web-ui';

/** DD-MM-YYYY HH:mm (spec 3 §9 for documents). */
export function formatDataOraDocumento(valore: string | null | undefined): string {
  if (!valore) return '';
  const d = new Date(valore);
  if (Number.isNaN(d.getTime())) return '';
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(d.getDate())}-${p(d.getMonth() + 1)}-${d.getFullYear()} ${p(d.getHours())}:${p(d.getMinutes())}`;
}
