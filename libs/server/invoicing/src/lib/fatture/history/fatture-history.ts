import { SEZIONE, type DocumentoFattura, type FatturaCollegata } from '@registro/contracts';
import { formatAmount, formatValue, type HistoryRegistry } from '@registro/server-audit';
import { descriviStatoSdiRegistrato } from './stato-sdi-registrato-history';
import type { Modifica } from '@registro/server-event-store';
import { romeDay } from '@registro/server-kernel';
import { fatturaAggregate, type FatturaState } from '../domain/fattura.aggregate';
import { FATTURA_STREAM_TYPE, type FatturaEvent } from '../domain/fattura.events';

/** The permission section of the invoice screens; it also opens an invoice's history (stream type `fatture`). */
export const SEZIONE_FATTURAZIONE = SEZIONE.fatturazione;

const ETICHETTE: Partial<Record<keyof DocumentoFattura, string>> = {
  idSoggetto: 'Soggetto',
  cognomeRagioneSoggetto: 'Cognome/Ragione Sociale',
  nomeSoggetto: 'Nome',
  codiceFiscaleSoggetto: 'Codice Fiscale',
  partitaIvaSoggetto: 'Partita IVA',
  codiceDestinatario: 'Codice Destinatario',
  indirizzoSoggetto: 'Indirizzo',
  provinciaSoggetto: 'Provincia',
  localitaSoggetto: 'Località',
  localitaSoggettoCodiceIstat: 'Codice ISTAT Località',
  capSoggetto: 'CAP',
  dataDocumento: 'Data Documento',
  codiceStruttura: 'Struttura',
  idTipoDocumento: 'Id Tipo Documento',
  tipoDocumentoDescrizione: 'Tipo Documento',
  idCausaleDocumento: 'Id Causale',
  causaleDocumentoDescrizione: 'Causale',
  idMetodoPagamento: 'Metodo di Pagamento',
  indirizzoDestinazione: 'Indirizzo Destinazione',
  idMagazzino: 'Magazzino',
  magazzinoDescrizione: 'Descrizione Magazzino',
  marcaBolloVirtuale: 'Bollo Virtuale',
  marcaBolloNumero: 'Numero Bollo',
  opposizioneTs: 'Opposizione Sistema TS',
  totaleImponibileDocumento: 'Totale Imponibile',
  totaleImpostaDocumento: 'Totale IVA',
  totaleDocumento: 'Totale Documento',
  marcaBolloImporto: 'Importo Bollo',
};

/** jsonb does not keep the keys' order: the totals read in the screen's order. */
const ORDINE_TOTALI = ['totaleImponibileDocumento', 'totaleImpostaDocumento', 'totaleDocumento', 'marcaBolloImporto'] as const;

const etichetta = (campo: string) => ETICHETTE[campo as keyof DocumentoFattura] ?? campo;

/** The document's and the lines' fields in euro: they read 2,20, not 2.2. */
const IMPORTI: ReadonlySet<string> = new Set([...ORDINE_TOTALI, 'prezzoUnitario', 'totaleRiga']);
const valore = (campo: string, v: unknown) => (IMPORTI.has(campo) ? formatAmount(v) : formatValue(v));

const righeModifiche = (changes: Record<string, Modifica | undefined>, nome: (campo: string) => string) =>
  Object.entries(changes)
    .filter(([, m]) => m)
    .map(([campo, m]) => `${nome(campo)} ${valore(campo, m?.prima)} → ${valore(campo, m?.dopo)}`);

/** The invoice "as it was at": its document fields, the lines as a list. */
const fatturaView = (fattura: FatturaState) => ({
  values: fattura ? { ...fattura } : {},
  deleted: false,
});

/** A credit note's creation names its invoice. */
const notaCreditoDella = (f: FatturaCollegata) => `Nota di credito della fattura n. ${f.numeroDocumento} del ${formatValue(romeDay(f.dataDocumento))}`;

/** How an invoice's events read in the history (/api/modificherisorse?sezione=fatture&idRisorsa=<id>). */
export function registerFattureHistory(registry: HistoryRegistry): void {
  registry.registerDescribers<FatturaEvent>({
    FatturaCreata: ({ data }) =>
      [
        'Fattura creata',
        `${etichetta('cognomeRagioneSoggetto')}: ${formatValue(`${data.destinatario.cognomeRagioneSoggetto} ${data.destinatario.nomeSoggetto}`.trim())}`,
        `${etichetta('tipoDocumentoDescrizione')}: ${formatValue(data.datiDocumento.tipoDocumentoDescrizione)}`,
        `${etichetta('dataDocumento')}: ${formatValue(data.datiDocumento.dataDocumento)}`,
        `${etichetta('codiceStruttura')}: ${formatValue(data.datiDocumento.codiceStruttura)}`,
        ...(data.fatturaCollegata ? [notaCreditoDella(data.fatturaCollegata)] : []),
      ].join('\n'),
    DestinatarioFatturaCambiato: ({ data }) => ['Destinatario modificato', ...righeModifiche(data.changes, (c) => `${etichetta(c)}:`)].join('\n'),
    DatiDocumentoFatturaCambiati: ({ data }) => ['Dati documento modificati', ...righeModifiche(data.changes, (c) => `${etichetta(c)}:`)].join('\n'),
    RigaFatturaAggiunta: ({ data }) => `Riga ${data.posizione} aggiunta: ${data.riga.descrizione} (totale ${formatAmount(data.riga.totaleRiga)})`,
    RigaFatturaCambiata: ({ data }) => `Riga ${data.posizione} modificata: ${righeModifiche(data.changes, (c) => c).join(', ')}`,
    RigaFatturaRimossa: ({ data }) => `Riga ${data.posizione} rimossa: ${data.riga.descrizione}`,
    TotaliFatturaRicalcolati: ({ data }) =>
      [
        'Totali ricalcolati',
        ...ORDINE_TOTALI.filter((k) => data.prima[k] !== data.totali[k]).map(
          (k) => `${etichetta(k)}: ${formatAmount(data.prima[k])} → ${formatAmount(data.totali[k])}`,
        ),
      ].join('\n'),
    FatturaNumerata: ({ data }) => `Fattura numerata: n. ${data.numeroDocumento} (anno ${data.anno})`,
    FatturaStampata: () => 'Fattura stampata',
    FatturaElettronicaEsportata: ({ data }) =>
      data.nomeFileSdi
        ? `Fattura elettronica esportata: ${data.nomeFile} (${data.formato}), nome SDI ${data.nomeFileSdi}`
        : `Fattura elettronica esportata: ${data.nomeFile} (${data.formato})`,
    FatturaRiaperta: ({ data }) => `Fattura riaperta: ${data.motivo}`,
    NotaCreditoEmessa: ({ data }) =>
      `Nota di credito n. ${data.numeroDocumento} del ${formatValue(romeDay(data.dataDocumento))} emessa (totale ${formatAmount(data.totaleDocumento)} €)`,
    StatoSdiRegistrato: ({ data }) => descriviStatoSdiRegistrato(data),
  });
  registry.registerAggregate({ aggregate: fatturaAggregate, view: fatturaView });
  registry.registerReaders(FATTURA_STREAM_TYPE, [SEZIONE_FATTURAZIONE]);
}
