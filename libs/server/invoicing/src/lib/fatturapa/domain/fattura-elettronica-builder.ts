import Decimal from 'decimal.js';
import type { DocumentoFattura, RigaDocumento, Struttura } from '@registro/contracts';
import { create } from 'xmlbuilder2';
import { CODICE_DESTINATARIO_SCONOSCIUTO, RIFERIMENTI_PREDEFINITI } from '../checks/fattura-sdi-checks';
import { dataIso, dataItaliana } from './date-roma';

export const FATTURAPA_NAMESPACE = 'http://ivaservizi.agenziaentrate.gov.it/docs/xsd/fatture/v1.2';
export type FormatoTrasmissione = 'FPR12' | 'FPA12';

/** What the electronic invoice needs besides the document: its seller and the lookups' FatturaPA codes. */
export interface DatiFatturaElettronica {
  documento: DocumentoFattura;
  /** the facility issuing it (CedentePrestatore, IdTrasmittente) */
  struttura: Struttura;
  /** TipoDocumento SDI of the document's type: TD01, TD04… */
  tipoDocumentoSdi: string;
  /** ModalitaPagamento of the payment method (MP05…), null when none */
  modalitaPagamento: string | null;
  /** RiferimentoNormativo by idIva (tabella_iva) */
  riferimentiNormativi: ReadonlyMap<number, string>;
  /** ProgressivoInvio, the one in the SDI file name (issue 26); without it, the invoice id zero-padded */
  progressivoInvio?: string;
}

export interface FatturaElettronica {
  xml: string;
  formato: FormatoTrasmissione;
  nomeFile: string;
}

const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });

const dec = (v: unknown): Decimal => {
  const d = typeof v === 'number' || (typeof v === 'string' && v.trim() !== '') ? new D(String(v).trim().replace(',', '.')) : new D(0);
  return d.isFinite() ? d : new D(0);
};
const importo = (d: Decimal): string => d.toDecimalPlaces(2, D.ROUND_HALF_UP).toFixed(2);
/** 2 to 8 decimals (Quantita, PrezzoUnitario). */
const importo8 = (d: Decimal): string => {
  const r = d.toDecimalPlaces(8, D.ROUND_HALF_UP);
  return r.decimalPlaces() <= 2 ? r.toFixed(2) : r.toFixed();
};
const testo = (value: string | null | undefined, max: number): string | undefined => {
  const t = (value ?? '').trim();
  return t ? t.slice(0, max) : undefined;
};
const siglaProvincia = (value: string): string | undefined => (/^[A-Z]{2}$/.test(value.trim().toUpperCase()) ? value.trim().toUpperCase() : undefined);

/** The invoice is addressed to a private person: no partita IVA (it must not go to the SDI). */
export const isDestinatarioPrivato = (d: Pick<DocumentoFattura, 'partitaIvaSoggetto'>): boolean => !d.partitaIvaSoggetto?.trim();

/** FPA12 for a public body (6-character recipient code), FPR12 otherwise. */
export const formatoTrasmissione = (codiceDestinatario: string): FormatoTrasmissione =>
  codiceDestinatario.trim().length === 6 ? 'FPA12' : 'FPR12';

/** {numeroDocumento}_{DD-MM-YYYY}.xml, the characters a file name cannot hold ('/') made '-'. */
export const nomeFileFatturaElettronica = (d: Pick<DocumentoFattura, 'numeroDocumento' | 'dataDocumento'>): string =>
  `${d.numeroDocumento.replace(/[\\/:*?"<>|\s]/g, '-')}_${dataItaliana(d.dataDocumento)}.xml`;

interface Gruppo {
  aliquota: Decimal;
  natura: string;
  imponibile: Decimal;
  riferimento?: string;
}

/**
 * The FatturaPA 1.2.2 XML (FPR12, or FPA12 for a public body) of a stored invoice, UTF-8 without
 * BOM. Amounts are the stored ones (the checker then proves them consistent); a credit note
 * stored with negative amounts is written with positive ones, as TD04 already means a credit. A
 * credit note issued from an invoice (`fatturaCollegata`) names it in DatiFattureCollegate.
 */
export function buildFatturaElettronica(dati: DatiFatturaElettronica): FatturaElettronica {
  const { documento: doc, struttura } = dati;
  const codiceDestinatario = doc.codiceDestinatario?.trim() || CODICE_DESTINATARIO_SCONOSCIUTO;
  const formato = formatoTrasmissione(codiceDestinatario);
  const segno = dati.tipoDocumentoSdi === 'TD04' && dec(doc.totaleDocumento).isNegative() ? -1 : 1;
  const righe = doc.righeDocumento.filter((r) => r.descrizione?.trim());

  const gruppi = new Map<string, Gruppo>();
  for (const riga of righe) {
    const aliquota = dec(riga.aliquota);
    const natura = aliquota.isZero() ? (riga.natura ?? '') : '';
    const k = `${importo(aliquota)}|${natura}`;
    const g = gruppi.get(k) ?? { aliquota, natura, imponibile: new D(0) };
    g.imponibile = g.imponibile.plus(dec(riga.totaleRiga).times(segno));
    if (natura && !g.riferimento) g.riferimento = (riga.idIva !== null ? dati.riferimentiNormativi.get(riga.idIva) : undefined) || RIFERIMENTI_PREDEFINITI[natura.slice(0, 2)];
    gruppi.set(k, g);
  }
  const riepiloghi = [...gruppi.values()].sort((a, b) => a.aliquota.comparedTo(b.aliquota) || a.natura.localeCompare(b.natura));
  const totale = dec(doc.totaleDocumento).times(segno);
  const bollo = dec(doc.marcaBolloImporto);

  const header = {
    DatiTrasmissione: {
      IdTrasmittente: { IdPaese: 'IT', IdCodice: struttura.partitaIva },
      ProgressivoInvio: dati.progressivoInvio ?? String(doc.id).padStart(5, '0').slice(-10),
      FormatoTrasmissione: formato,
      CodiceDestinatario: codiceDestinatario,
    },
    CedentePrestatore: {
      DatiAnagrafici: {
        IdFiscaleIVA: { IdPaese: struttura.nazione || 'IT', IdCodice: struttura.partitaIva },
        CodiceFiscale: testo(struttura.codiceFiscale, 16),
        Anagrafica: { Denominazione: testo(struttura.denominazione, 80) },
        RegimeFiscale: struttura.regimeFiscale || 'RF01',
      },
      Sede: {
        Indirizzo: testo(struttura.indirizzo, 60),
        NumeroCivico: testo(struttura.numeroCivico, 8),
        CAP: struttura.cap,
        Comune: testo(struttura.comune, 60),
        Provincia: siglaProvincia(struttura.provincia),
        Nazione: struttura.nazione || 'IT',
      },
    },
    CessionarioCommittente: {
      DatiAnagrafici: {
        IdFiscaleIVA: doc.partitaIvaSoggetto?.trim() ? { IdPaese: 'IT', IdCodice: doc.partitaIvaSoggetto.trim() } : undefined,
        CodiceFiscale: testo(doc.codiceFiscaleSoggetto?.toUpperCase(), 16),
        Anagrafica: anagraficaDestinatario(doc),
      },
      Sede: {
        Indirizzo: testo(doc.indirizzoSoggetto, 60),
        CAP: doc.capSoggetto?.trim(),
        Comune: testo(doc.localitaSoggetto, 60),
        Provincia: siglaProvincia(doc.provinciaSoggetto ?? ''),
        Nazione: 'IT',
      },
    },
  };

  const body = {
    DatiGenerali: {
      DatiGeneraliDocumento: {
        TipoDocumento: dati.tipoDocumentoSdi,
        Divisa: 'EUR',
        Data: dataIso(doc.dataDocumento),
        Numero: doc.numeroDocumento,
        DatiBollo: bollo.greaterThan(0) ? { BolloVirtuale: 'SI', ImportoBollo: importo(bollo) } : undefined,
        ImportoTotaleDocumento: importo(totale),
        Causale: testo(doc.causaleDocumento?.descrizioneCausale || doc.causaleDocumentoDescrizione, 200),
      },
      // a credit note names the invoice it credits: its number and date
      DatiFattureCollegate: doc.fatturaCollegata
        ? { IdDocumento: testo(doc.fatturaCollegata.numeroDocumento, 20), Data: dataIso(doc.fatturaCollegata.dataDocumento) }
        : undefined,
    },
    DatiBeniServizi: {
      DettaglioLinee: righe.map((riga, i) => linea(riga, i + 1, segno)),
      DatiRiepilogo: riepiloghi.map((g) => ({
        AliquotaIVA: importo(g.aliquota),
        Natura: g.natura || undefined,
        ImponibileImporto: importo(g.imponibile),
        Imposta: importo(g.imponibile.times(g.aliquota).dividedBy(100)),
        EsigibilitaIVA: g.natura ? undefined : 'I',
        RiferimentoNormativo: g.natura ? testo(g.riferimento, 100) : undefined,
      })),
    },
    DatiPagamento: dati.modalitaPagamento
      ? { CondizioniPagamento: 'TP02', DettaglioPagamento: { ModalitaPagamento: dati.modalitaPagamento, ImportoPagamento: importo(totale) } }
      : undefined,
  };

  const xml = create(
    { version: '1.0', encoding: 'UTF-8' },
    {
      'p:FatturaElettronica': {
        '@versione': formato,
        '@xmlns:p': FATTURAPA_NAMESPACE,
        '@xmlns:ds': 'http://www.w3.org/2000/09/xmldsig#',
        '@xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
        FatturaElettronicaHeader: header,
        FatturaElettronicaBody: body,
      },
    },
  ).end({ prettyPrint: true });
  return { xml, formato, nomeFile: nomeFileFatturaElettronica(doc) };
}

/** A company (or anyone with a partita IVA) by Denominazione; a person by Nome and Cognome. */
function anagraficaDestinatario(doc: DocumentoFattura): Record<string, string | undefined> {
  const cognome = doc.cognomeRagioneSoggetto?.trim() ?? '';
  const nome = doc.nomeSoggetto?.trim() ?? '';
  if (doc.partitaIvaSoggetto?.trim() || !nome) return { Denominazione: testo(`${cognome} ${nome}`, 80) };
  return { Nome: testo(nome, 60), Cognome: testo(cognome, 60) };
}

function linea(riga: RigaDocumento, numero: number, segno: number) {
  const aliquota = dec(riga.aliquota);
  const sconto = dec(riga.sconto);
  const moltiplicatore = riga.moltiplicatore === null || riga.moltiplicatore === undefined ? new D(1) : dec(riga.moltiplicatore);
  const quantita = dec(riga.quantita).times(moltiplicatore);
  // Quantita is never negative in FatturaPA: its sign moves to the price.
  const segnoPrezzo = segno * (quantita.isNegative() ? -1 : 1);
  return {
    NumeroLinea: String(numero),
    CodiceArticolo: testo(riga.codiceArticolo, 35) ? { CodiceTipo: 'INTERNO', CodiceValore: testo(riga.codiceArticolo, 35) } : undefined,
    Descrizione: testo(riga.descrizione, 1000),
    Quantita: importo8(quantita.abs()),
    UnitaMisura: testo(riga.unitaMisura, 10),
    PrezzoUnitario: importo8(dec(riga.prezzoUnitario).times(segnoPrezzo)),
    ScontoMaggiorazione: sconto.greaterThan(0) ? { Tipo: 'SC', Percentuale: importo(sconto) } : undefined,
    PrezzoTotale: importo(dec(riga.totaleRiga).times(segno)),
    AliquotaIVA: importo(aliquota),
    Natura: aliquota.isZero() && riga.natura ? riga.natura : undefined,
  };
}
