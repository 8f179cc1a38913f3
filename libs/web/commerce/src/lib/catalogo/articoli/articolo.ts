import type { Articolo, Barcode, Giacenza } from '@registro/contracts';

/** A new article (spec 3 §3): numbers 0, attivo, the price list dated now, blank stock entries. */
export function nuovoArticolo(giacenze: Giacenza[] = [], adesso = new Date()): Articolo {
  return {
    id: -1,
    codice: '',
    descrizione: '',
    fornitore: null,
    codiceFornitore: '',
    descrizioneFornitore: '',
    espostoListino: false,
    descrizioneListino: '',
    codiceIva: '',
    descrizioneIva: '',
    aliquotaIva: 0,
    gruppo: '',
    marca: '',
    unitaMisura: '',
    deposito: '',
    esclusoUtile: false,
    quantitaConfezione: 0,
    quantitaSottoCartone: 0,
    quantitaCartone: 0,
    quantitaPedana: 0,
    quantitaScortaMinima: 0,
    attivo: true,
    listaBarcode: [],
    listino: {
      idArticolo: null,
      dataOra: adesso.toISOString(),
      costoUltimoAcquisto: 0,
      valoreMedioPonderataGiacenza: 0,
      prezzoBase: 0,
      prezzoEsposto: 0,
      l1: 0,
      l2: 0,
      l3: 0,
      l4: 0,
      lr1: 0,
      lr2: 0,
      lr3: 0,
      lr4: 0,
    },
    listaGiacenze: giacenze,
  };
}

/** Why a typed barcode cannot be added before asking the server, or null (spec 3 §5). */
export function barcodeDaAggiungere(codice: string, lista: readonly Barcode[]): 'obbligatorio' | 'presente' | null {
  const barcode = codice.trim();
  if (!barcode) return 'obbligatorio';
  return lista.some((b) => b.barcode === barcode) ? 'presente' : null;
}

/** The store's label of a stock entry (P = PRINCIPALE, A = ARCHIVIO). */
export const tipoGiacenza = (tipo: Giacenza['tipo']) => (tipo === 'P' ? 'PRINCIPALE' : 'ARCHIVIO');
