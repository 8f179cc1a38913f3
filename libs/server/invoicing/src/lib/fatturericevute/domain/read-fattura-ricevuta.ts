import Decimal from 'decimal.js';
import type { PagamentoRicevuto, RiepilogoIvaRicevuta, RigaFatturaRicevuta, SoggettoFatturaRicevuta } from '@registro/contracts';
import { child, childrenNamed, textAt, type XmlNode } from '../../fatturapa/xml/xml-node';
import type { DocumentoRicevutoLetto } from './fattura-ricevuta.events';

/** The two roots a received file may have, and the schema each is validated with. */
export const RADICI_FATTURAPA = {
  FatturaElettronica: 'fatturapa',
  FatturaElettronicaSemplificata: 'fatturapa-semplificata',
} as const;

export type RadiceFatturaPa = keyof typeof RADICI_FATTURAPA;

export const isRadiceFatturaPa = (name: string): name is RadiceFatturaPa => Object.prototype.hasOwnProperty.call(RADICI_FATTURAPA, name);

/** An attachment as the file carries it: the decoded bytes. */
export interface AllegatoLetto {
  nome: string;
  formato?: string;
  descrizione?: string;
  contenuto: Buffer;
}

/** One FatturaElettronicaBody read with its header. */
export interface BodyLetto {
  documento: DocumentoRicevutoLetto;
  allegati: AllegatoLetto[];
}

/** The largest attachment kept (the file itself is at most 5 MB, as the SDI accepts). */
export const ALLEGATO_MAX_BYTES = 5 * 1024 * 1024;

export class AllegatoNonLeggibile extends Error {}

const testo = (node: XmlNode | undefined, ...path: string[]) => textAt(node, ...path) ?? '';
const opzionale = (node: XmlNode | undefined, ...path: string[]) => textAt(node, ...path) || undefined;
const numero = (value: string | undefined): number => (value === undefined || value === '' ? 0 : new Decimal(value.trim()).toNumber());
const numeroOpzionale = (value: string | undefined): number | undefined => (value === undefined || value === '' ? undefined : numero(value));

function soggetto(node: XmlNode | undefined, anagrafici: XmlNode | undefined, sede: XmlNode | undefined): SoggettoFatturaRicevuta {
  const idIva = child(anagrafici, 'IdFiscaleIVA');
  const paese = testo(idIva, 'IdPaese');
  const codiceIva = testo(idIva, 'IdCodice');
  const anagrafica = child(anagrafici, 'Anagrafica') ?? anagrafici;
  const nome = opzionale(anagrafica, 'Nome');
  const cognome = opzionale(anagrafica, 'Cognome');
  const denominazione = opzionale(anagrafica, 'Denominazione') ?? [nome, cognome].filter(Boolean).join(' ');
  return {
    denominazione,
    ...(nome ? { nome } : {}),
    ...(cognome ? { cognome } : {}),
    partitaIva: partitaIvaDa(paese, codiceIva),
    codiceFiscale: testo(anagrafici, 'CodiceFiscale').toUpperCase(),
    indirizzo: testo(sede, 'Indirizzo'),
    ...(opzionale(sede, 'NumeroCivico') ? { numeroCivico: testo(sede, 'NumeroCivico') } : {}),
    cap: testo(sede, 'CAP'),
    comune: testo(sede, 'Comune'),
    ...(opzionale(sede, 'Provincia') ? { provincia: testo(sede, 'Provincia') } : {}),
    nazione: testo(sede, 'Nazione') || 'IT',
    ...(opzionale(node, 'RegimeFiscale') ? { regimeFiscale: testo(node, 'RegimeFiscale') } : {}),
  };
}

/** An Italian VAT number as the 11 digits; a foreign one with its country code in front (DE123456789). */
export const partitaIvaDa = (paese: string, codice: string): string => (!codice ? '' : paese === 'IT' || !paese ? codice : `${paese}${codice}`);

function documentiCollegati(generali: XmlNode | undefined): DocumentoRicevutoLetto['documentiCollegati'] {
  const tipi = [
    ['DatiOrdineAcquisto', 'ordine'],
    ['DatiContratto', 'contratto'],
    ['DatiConvenzione', 'convenzione'],
    ['DatiRicezione', 'ricezione'],
    ['DatiFattureCollegate', 'fattura'],
  ] as const;
  return tipi.flatMap(([elemento, tipo]) =>
    childrenNamed(generali, elemento).map((n) => ({ tipo, idDocumento: testo(n, 'IdDocumento'), ...(opzionale(n, 'Data') ? { data: testo(n, 'Data') } : {}) })),
  );
}

function righeOrdinarie(beni: XmlNode | undefined): RigaFatturaRicevuta[] {
  return childrenNamed(beni, 'DettaglioLinee').map((l) => {
    const codice = child(l, 'CodiceArticolo');
    return {
      numeroLinea: numero(textAt(l, 'NumeroLinea')),
      ...(codice ? { codiceArticolo: [testo(codice, 'CodiceTipo'), testo(codice, 'CodiceValore')].filter(Boolean).join(' ') } : {}),
      descrizione: testo(l, 'Descrizione'),
      quantita: numeroOpzionale(textAt(l, 'Quantita')) ?? null,
      ...(opzionale(l, 'UnitaMisura') ? { unitaMisura: testo(l, 'UnitaMisura') } : {}),
      prezzoUnitario: numero(textAt(l, 'PrezzoUnitario')),
      scontiMaggiorazioni: childrenNamed(l, 'ScontoMaggiorazione').map((s) => ({
        tipo: testo(s, 'Tipo') === 'MG' ? ('MG' as const) : ('SC' as const),
        ...(opzionale(s, 'Percentuale') ? { percentuale: numero(textAt(s, 'Percentuale')) } : {}),
        ...(opzionale(s, 'Importo') ? { importo: numero(textAt(s, 'Importo')) } : {}),
      })),
      prezzoTotale: numero(textAt(l, 'PrezzoTotale')),
      aliquotaIva: numero(textAt(l, 'AliquotaIVA')),
      ...(opzionale(l, 'Natura') ? { natura: testo(l, 'Natura') } : {}),
    };
  });
}

function riepiloghi(beni: XmlNode | undefined): RiepilogoIvaRicevuta[] {
  return childrenNamed(beni, 'DatiRiepilogo').map((r) => ({
    aliquotaIva: numero(textAt(r, 'AliquotaIVA')),
    ...(opzionale(r, 'Natura') ? { natura: testo(r, 'Natura') } : {}),
    imponibile: numero(textAt(r, 'ImponibileImporto')),
    imposta: numero(textAt(r, 'Imposta')),
    ...(opzionale(r, 'EsigibilitaIVA') ? { esigibilita: testo(r, 'EsigibilitaIVA') } : {}),
    ...(opzionale(r, 'RiferimentoNormativo') ? { riferimentoNormativo: testo(r, 'RiferimentoNormativo') } : {}),
  }));
}

function pagamenti(body: XmlNode): PagamentoRicevuto[] {
  return childrenNamed(body, 'DatiPagamento').flatMap((p) =>
    childrenNamed(p, 'DettaglioPagamento').map((d) => ({
      ...(opzionale(p, 'CondizioniPagamento') ? { condizioni: testo(p, 'CondizioniPagamento') } : {}),
      modalita: testo(d, 'ModalitaPagamento'),
      ...(opzionale(d, 'DataScadenzaPagamento') ? { scadenza: testo(d, 'DataScadenzaPagamento') } : {}),
      importo: numero(textAt(d, 'ImportoPagamento')),
      ...(opzionale(d, 'IBAN') ? { iban: testo(d, 'IBAN') } : {}),
      ...(opzionale(d, 'IstitutoFinanziario') ? { istituto: testo(d, 'IstitutoFinanziario') } : {}),
      ...(opzionale(d, 'Beneficiario') ? { beneficiario: testo(d, 'Beneficiario') } : {}),
    })),
  );
}

/** A file name an attachment may be saved as: no folders, no control characters, unique in its document. */
function nomeSicuro(nome: string, usati: Set<string>, posizione: number): string {
  const base = nome.replace(/^.*[\\/]/, '').replace(/[\x00-\x1f\x7f]/g, '').trim() || `allegato-${posizione}`;
  let candidato = base;
  for (let n = 2; usati.has(candidato.toLowerCase()); n++) candidato = base.replace(/(\.[^.]*)?$/, (ext) => ` (${n})${ext}`);
  usati.add(candidato.toLowerCase());
  return candidato;
}

function allegati(body: XmlNode): AllegatoLetto[] {
  const usati = new Set<string>();
  return childrenNamed(body, 'Allegati').map((a, i) => {
    const base64 = testo(a, 'Attachment').replace(/\s+/g, '');
    if (base64.length > (ALLEGATO_MAX_BYTES * 4) / 3 + 4) throw new AllegatoNonLeggibile(`L'allegato ${testo(a, 'NomeAttachment')} supera i 5 MB`);
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) throw new AllegatoNonLeggibile(`L'allegato ${testo(a, 'NomeAttachment')} non è in base64`);
    return {
      nome: nomeSicuro(testo(a, 'NomeAttachment'), usati, i + 1),
      ...(opzionale(a, 'FormatoAttachment') ? { formato: testo(a, 'FormatoAttachment') } : {}),
      ...(opzionale(a, 'DescrizioneAttachment') ? { descrizione: testo(a, 'DescrizioneAttachment') } : {}),
      contenuto: Buffer.from(base64, 'base64'),
    };
  });
}

const somma = (valori: number[]) => valori.reduce((s, v) => s.plus(v), new Decimal(0)).toDecimalPlaces(2).toNumber();

/** The ordinary FatturaPA (FPR12/FPA12): one BodyLetto per FatturaElettronicaBody. */
function leggiOrdinaria(root: XmlNode): BodyLetto[] {
  const header = child(root, 'FatturaElettronicaHeader');
  const trasmissione = child(header, 'DatiTrasmissione');
  const cedente = child(header, 'CedentePrestatore');
  const cessionario = child(header, 'CessionarioCommittente');
  const comuni = {
    formato: testo(trasmissione, 'FormatoTrasmissione') || root.attrs['versione'] || 'FPR12',
    cedente: soggetto(child(cedente, 'DatiAnagrafici'), child(cedente, 'DatiAnagrafici'), child(cedente, 'Sede')),
    cessionario: soggetto(undefined, child(cessionario, 'DatiAnagrafici'), child(cessionario, 'Sede')),
    trasmittente: trasmittente(trasmissione),
  };
  return childrenNamed(root, 'FatturaElettronicaBody').map((body) => {
    const generali = child(body, 'DatiGenerali');
    const doc = child(generali, 'DatiGeneraliDocumento');
    const beni = child(body, 'DatiBeniServizi');
    const riepiloghiIva = riepiloghi(beni);
    const bollo = child(doc, 'DatiBollo');
    const dichiarato = textAt(doc, 'ImportoTotaleDocumento');
    return {
      documento: {
        ...comuni,
        numero: testo(doc, 'Numero'),
        data: testo(doc, 'Data'),
        tipoDocumento: testo(doc, 'TipoDocumento'),
        divisa: testo(doc, 'Divisa') || 'EUR',
        totale: dichiarato ? numero(dichiarato) : somma(riepiloghiIva.flatMap((r) => [r.imponibile, r.imposta])),
        causale: childrenNamed(doc, 'Causale').map((c) => c.text.trim()),
        ...(bollo ? { bollo: { virtuale: testo(bollo, 'BolloVirtuale') === 'SI', importo: numero(textAt(bollo, 'ImportoBollo')) } } : {}),
        ritenute: childrenNamed(doc, 'DatiRitenuta').map((r) => ({
          tipo: testo(r, 'TipoRitenuta'),
          importo: numero(textAt(r, 'ImportoRitenuta')),
          aliquota: numero(textAt(r, 'AliquotaRitenuta')),
          causale: testo(r, 'CausalePagamento'),
        })),
        documentiCollegati: documentiCollegati(generali),
        righe: righeOrdinarie(beni),
        riepiloghiIva,
        pagamenti: pagamenti(body),
      },
      allegati: allegati(body),
    };
  });
}

function trasmittente(trasmissione: XmlNode | undefined): DocumentoRicevutoLetto['trasmittente'] {
  return {
    idPaese: testo(trasmissione, 'IdTrasmittente', 'IdPaese'),
    idCodice: testo(trasmissione, 'IdTrasmittente', 'IdCodice'),
    progressivoInvio: testo(trasmissione, 'ProgressivoInvio'),
    ...(opzionale(trasmissione, 'CodiceDestinatario') ? { codiceDestinatario: testo(trasmissione, 'CodiceDestinatario') } : {}),
    ...(opzionale(trasmissione, 'PECDestinatario') ? { pecDestinatario: testo(trasmissione, 'PECDestinatario') } : {}),
  };
}

/** The simplified FatturaPA (FSM10): lines are DatiBeniServizi with Importo and DatiIVA; the total is their sum. */
function leggiSemplificata(root: XmlNode): BodyLetto[] {
  const header = child(root, 'FatturaElettronicaHeader');
  const trasmissione = child(header, 'DatiTrasmissione');
  const cedente = child(header, 'CedentePrestatore');
  const cessionario = child(header, 'CessionarioCommittente');
  const idCessionario = child(cessionario, 'IdentificativiFiscali');
  const altriCessionario = child(cessionario, 'AltriDatiIdentificativi');
  const cessionarioLetto = soggetto(undefined, { ...(idCessionario ?? emptyNode()), children: [...(idCessionario?.children ?? []), ...(altriCessionario?.children ?? [])] }, child(altriCessionario, 'Sede'));
  const comuni = {
    formato: testo(trasmissione, 'FormatoTrasmissione') || 'FSM10',
    cedente: soggetto(cedente, cedente, child(cedente, 'Sede')),
    cessionario: cessionarioLetto,
    trasmittente: trasmittente(trasmissione),
  };
  return childrenNamed(root, 'FatturaElettronicaBody').map((body) => {
    const generali = child(body, 'DatiGenerali');
    const doc = child(generali, 'DatiGeneraliDocumento');
    const beni = childrenNamed(body, 'DatiBeniServizi');
    const righe: RigaFatturaRicevuta[] = beni.map((b, i) => ({
      numeroLinea: i + 1,
      descrizione: testo(b, 'Descrizione'),
      quantita: null,
      prezzoUnitario: numero(textAt(b, 'Importo')),
      scontiMaggiorazioni: [],
      prezzoTotale: numero(textAt(b, 'Importo')),
      aliquotaIva: numero(textAt(b, 'DatiIVA', 'Aliquota')),
      ...(opzionale(b, 'Natura') ? { natura: testo(b, 'Natura') } : {}),
    }));
    const rettificata = child(generali, 'DatiFatturaRettificata');
    return {
      documento: {
        ...comuni,
        numero: testo(doc, 'Numero'),
        data: testo(doc, 'Data'),
        tipoDocumento: testo(doc, 'TipoDocumento'),
        divisa: testo(doc, 'Divisa') || 'EUR',
        totale: somma(beni.map((b) => numero(textAt(b, 'Importo')))),
        causale: [],
        ...(opzionale(doc, 'BolloVirtuale') ? { bollo: { virtuale: true, importo: 0 } } : {}),
        ritenute: [],
        documentiCollegati: rettificata ? [{ tipo: 'fattura' as const, idDocumento: testo(rettificata, 'NumeroFR'), data: testo(rettificata, 'DataFR') }] : [],
        righe,
        riepiloghiIva: riepiloghiSemplificati(beni),
        pagamenti: [],
      },
      allegati: allegati(body),
    };
  });
}

/** The simplified invoice has no DatiRiepilogo: the VAT summary is the lines grouped by rate and Natura (Importo includes the VAT). */
function riepiloghiSemplificati(beni: XmlNode[]): RiepilogoIvaRicevuta[] {
  const gruppi = new Map<string, RiepilogoIvaRicevuta>();
  for (const b of beni) {
    const aliquotaIva = numero(textAt(b, 'DatiIVA', 'Aliquota'));
    const natura = opzionale(b, 'Natura');
    const importo = new Decimal(numero(textAt(b, 'Importo')));
    const imposta = opzionale(b, 'DatiIVA', 'Imposta') ? new Decimal(numero(textAt(b, 'DatiIVA', 'Imposta'))) : importo.times(aliquotaIva).dividedBy(100 + aliquotaIva).toDecimalPlaces(2);
    const chiave = `${aliquotaIva}|${natura ?? ''}`;
    const prima = gruppi.get(chiave) ?? { aliquotaIva, ...(natura ? { natura } : {}), imponibile: 0, imposta: 0 };
    gruppi.set(chiave, {
      ...prima,
      imponibile: new Decimal(prima.imponibile).plus(importo.minus(imposta)).toDecimalPlaces(2).toNumber(),
      imposta: new Decimal(prima.imposta).plus(imposta).toDecimalPlaces(2).toNumber(),
    });
  }
  return [...gruppi.values()];
}

const emptyNode = (): XmlNode => ({ name: '', attrs: {}, children: [], text: '', line: 0 });

/**
 * What a received FatturaPA says, one BodyLetto per FatturaElettronicaBody (the header repeated in
 * each), from the tree of a file already validated against its schema. Values are trimmed (the
 * tolerance for spaces around a date or a number is the caller's, which warns).
 */
export function readFatturaRicevuta(root: XmlNode): BodyLetto[] {
  return root.name === 'FatturaElettronicaSemplificata' ? leggiSemplificata(root) : leggiOrdinaria(root);
}
