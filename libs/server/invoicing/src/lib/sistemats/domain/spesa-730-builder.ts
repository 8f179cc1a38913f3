import Decimal from 'decimal.js';
import type { DocumentoFattura, Fattura730Esclusa, Struttura } from '@registro/contracts';
import { create } from 'xmlbuilder2';
import { problemaCodiceFiscale, problemaPartitaIva } from '../../fatturapa/checks/fattura-sdi-checks';
import { dataIso } from '../../fatturapa/domain/date-roma';

/** A patient invoice of the period, with what the 730 file needs from the lookups. */
export interface FatturaPaziente {
  documento: DocumentoFattura;
  /** TD01 invoice, TD04 credit note (flagOperazione R, rimborso, with idRimborso: the invoice it credits, `documento.fatturaCollegata`) */
  tipoDocumentoSdi: string;
  /** the payment method is traceable (pagamentoTracciato); null when the invoice has none */
  tracciato: boolean | null;
}

export interface Dati730 {
  struttura: Struttura;
  fatture: FatturaPaziente[];
  /** the Sistema TS encryption of a fiscal code (RSA PKCS#1 v1.5 with SanitelCF, base64) */
  cifra: (codiceFiscale: string) => string;
}

/**
 * The file of the invoices that pass the rules, and those left out with their reasons; no file
 * (`problemi`) when the facility's data are wrong or no invoice of the period can be sent.
 */
export type Esito730 = { xml: string; problemi: []; esclusi: Fattura730Esclusa[] } | { xml: null; problemi: string[]; esclusi: Fattura730Esclusa[] };

/** A reason an invoice cannot be sent; `riga` for a line's. */
interface Motivo {
  riga?: number;
  testo: string;
}

const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
const TIPI_SPESA = new Set(['TK', 'FC', 'FV', 'AS', 'AD', 'SR', 'CT', 'PI', 'IC', 'AA', 'SV', 'SP']);
const NUM_DOCUMENTO = /^[A-Za-z0-9_./\\-]{1,20}$/;
const dec = (v: unknown): Decimal => {
  const d = typeof v === 'number' || (typeof v === 'string' && v.trim() !== '') ? new D(String(v).trim().replace(',', '.')) : new D(0);
  return d.isFinite() ? d : new D(0);
};
const euro = (d: Decimal): string => d.toDecimalPlaces(2, D.ROUND_HALF_UP).toFixed(2);
const codice = (value: string, pattern: RegExp): string | undefined => (pattern.test(value.trim()) ? value.trim() : undefined);

interface Voce {
  tipoSpesa: string;
  aliquota: Decimal;
  natura: string;
  imponibile: Decimal;
}

/**
 * The `precompilata` file of the Sistema Tessera Sanitaria (730_precompilata.xsd, kit 20201218):
 * one documentoSpesa per patient invoice, one voceSpesa per expense type and VAT rate (or Natura
 * for a 0% rate) with the amount paid including VAT, pagamentoTracciato from the payment method,
 * flagOpposizione (an opposed patient's fiscal code is not sent), fiscal codes encrypted; a credit
 * note is a refund (flagOperazione R) naming the invoice it refunds in idRimborso, so the Sistema TS
 * nets the two (one without its invoice is left out). An
 * invoice that fails the rules (fatturapa/checks, the Sistema TS's) is left out with its reasons;
 * the file is refused only for the facility's data, or when no invoice remains.
 */
export function build730({ struttura, fatture, cifra }: Dati730): Esito730 {
  const problemi: string[] = [];
  // the same rules as the invoice's save and its electronic invoice (fatturapa/checks)
  const campo = (nome: string) => `Struttura ${struttura.codiceStruttura}: ${nome}`;
  const partitaIva = struttura.partitaIva.trim() ? problemaPartitaIva(struttura.partitaIva, campo('Partita IVA'))?.messaggio : `${campo('Partita IVA')} obbligatoria`;
  const cfProprietario = struttura.cfProprietario.trim()
    ? problemaCodiceFiscale(struttura.cfProprietario, campo('CF Proprietario'))?.messaggio
    : `${campo('CF Proprietario')} obbligatorio`;
  for (const p of [partitaIva, cfProprietario]) if (p) problemi.push(p);
  if (!fatture.length) problemi.push(`Nessuna fattura a privati da inviare al Sistema TS per la struttura ${struttura.codiceStruttura} nel periodo`);

  const documenti: ReturnType<typeof documentoSpesa>[] = [];
  const esclusi: Fattura730Esclusa[] = [];
  const motiviEsclusi: string[] = [];
  for (const f of fatture) {
    const motivi: Motivo[] = [];
    const documento = documentoSpesa(f, struttura, cifra, motivi);
    if (!motivi.length) {
      documenti.push(documento);
      continue;
    }
    const doc = f.documento;
    const nome = `Fattura ${doc.numeroDocumento || doc.id}`;
    esclusi.push({
      id: doc.id,
      numeroDocumento: doc.numeroDocumento,
      dataDocumento: doc.dataDocumento,
      intestatario: `${doc.cognomeRagioneSoggetto ?? ''} ${doc.nomeSoggetto ?? ''}`.trim(),
      motivo: motivi.map((m) => (m.riga ? `Riga ${m.riga}: ${m.testo}` : m.testo)).join('; '),
    });
    motiviEsclusi.push(...motivi.map((m) => `${nome}${m.riga ? `, riga ${m.riga}` : ''}: ${m.testo}`));
  }
  // nothing left to send: every reason, as the file cannot be made
  if (fatture.length && !documenti.length) problemi.push(...motiviEsclusi);
  if (problemi.length) return { xml: null, problemi, esclusi };

  const xml = create(
    { version: '1.0', encoding: 'UTF-8' },
    {
      precompilata: {
        '@xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
        '@xsi:noNamespaceSchemaLocation': '730_precompilata.xsd',
        proprietario: {
          codiceRegione: codice(struttura.codiceRegione, /^[A-Z0-9]{3}$/),
          codiceAsl: codice(struttura.codiceAsl, /^[A-Z0-9]{3}$/),
          codiceSSA: codice(struttura.codiceSsa, /^[A-Z0-9]{5,6}$/),
          cfProprietario: cifra(struttura.cfProprietario.trim().toUpperCase()),
        },
        documentoSpesa: documenti,
      },
    },
  ).end({ prettyPrint: true });
  return { xml, problemi: [], esclusi };
}

/** The invoice's documentoSpesa; what keeps it out of the file goes in `problemi`. */
function documentoSpesa(f: FatturaPaziente, struttura: Struttura, cifra: (cf: string) => string, problemi: Motivo[]) {
  const doc = f.documento;
  const opposizione = doc.opposizioneTs === true;
  const cf = doc.codiceFiscaleSoggetto?.trim().toUpperCase() ?? '';
  if (!opposizione && !cf) problemi.push({ testo: 'manca il codice fiscale del paziente' });
  const cfNonValido = opposizione || !cf ? null : problemaCodiceFiscale(cf);
  if (cfNonValido) problemi.push({ testo: cfNonValido.messaggio });
  if (!NUM_DOCUMENTO.test(doc.numeroDocumento)) problemi.push({ testo: 'numero documento non ammesso dal Sistema TS (1-20 caratteri tra lettere, cifre e _ . / \\ -)' });
  // a refund (credit note) names the expense it refunds, so the Sistema TS nets the two
  const rimborso = f.tipoDocumentoSdi === 'TD04';
  const rimborsata = rimborso ? doc.fatturaCollegata : undefined;
  if (rimborso && !rimborsata)
    problemi.push({ testo: 'nota di credito senza la fattura che rimborsa (il Sistema TS chiede il documento originale): emetterla dalla fattura con «Nota di credito»' });
  if (rimborsata && !NUM_DOCUMENTO.test(rimborsata.numeroDocumento))
    problemi.push({ testo: `numero della fattura rimborsata (${rimborsata.numeroDocumento}) non ammesso dal Sistema TS (1-20 caratteri tra lettere, cifre e _ . / \\ -)` });

  const problemiPrima = problemi.length;
  const voci = new Map<string, Voce>();
  doc.righeDocumento
    .filter((r) => r.descrizione?.trim())
    .forEach((r, i) => {
      const tipoSpesa = r.codiceTipoSpesa?.trim().toUpperCase() ?? '';
      if (!TIPI_SPESA.has(tipoSpesa)) {
        problemi.push({ riga: i + 1, testo: `tipo spesa ${tipoSpesa ? `${tipoSpesa} non valido` : 'mancante'}` });
        return;
      }
      const aliquota = dec(r.aliquota);
      const natura = aliquota.isZero() ? (r.natura ?? '') : '';
      const k = `${tipoSpesa}|${euro(aliquota)}|${natura}`;
      const voce = voci.get(k) ?? { tipoSpesa, aliquota, natura, imponibile: new D(0) };
      voce.imponibile = voce.imponibile.plus(dec(r.totaleRiga));
      voci.set(k, voce);
    });
  const vociSpesa = [...voci.values()]
    .map((v) => ({ ...v, importo: v.imponibile.plus(v.imponibile.times(v.aliquota).dividedBy(100).toDecimalPlaces(2, D.ROUND_HALF_UP)).abs() }))
    .filter((v) => v.importo.greaterThanOrEqualTo('0.01'));
  if (!vociSpesa.length && problemi.length === problemiPrima) problemi.push({ testo: 'nessuna spesa con importo maggiore di zero' });

  const data = dataIso(doc.dataDocumento);
  return {
    idSpesa: {
      pIva: struttura.partitaIva,
      dataEmissione: data,
      numDocumentoFiscale: { dispositivo: '1', numDocumento: doc.numeroDocumento },
    },
    idRimborso: rimborsata
      ? { pIva: struttura.partitaIva, dataEmissione: dataIso(rimborsata.dataDocumento), numDocumentoFiscale: { dispositivo: '1', numDocumento: rimborsata.numeroDocumento } }
      : undefined,
    dataPagamento: data,
    flagOperazione: rimborso ? 'R' : 'I',
    cfCittadino: !opposizione && cf ? cifra(cf) : undefined,
    pagamentoTracciato: f.tracciato === null ? undefined : f.tracciato ? 'SI' : 'NO',
    tipoDocumento: 'F',
    flagOpposizione: opposizione ? '1' : '0',
    voceSpesa: vociSpesa.map((v) => ({
      tipoSpesa: v.tipoSpesa,
      importo: euro(v.importo),
      aliquotaIVA: v.natura ? undefined : euro(v.aliquota),
      naturaIVA: v.natura || undefined,
    })),
  };
}
