import type { ErroreSdi, StatoSdi, TipoRicevutaSdi } from '@registro/contracts';
import { readInstant } from '@registro/server-kernel';
import { childrenNamed, textAt, type XmlNode } from '../xml/xml-node';

/** An SDI receipt as read from its XML (MessaggiTypes 1.1). */
export interface NotificaSdi {
  tipo: TipoRicevutaSdi;
  stato: StatoSdi;
  identificativoSdi: string;
  /** the invoice file the SDI received, as it names it (`IT01234567890_11111.xml.p7m`) */
  nomeFileFattura: string;
  /** the SHA-256 of the invoice file, when the receipt carries it (`Hash`, AT's `HashFileOriginale`) */
  hashFattura?: string;
  /** the time the receipt states, ISO; absent for NE and DT (which state none) */
  dataOra?: string;
  errori?: ErroreSdi[];
  esitoCommittente?: { esito: 'EC01' | 'EC02'; descrizione?: string };
  note?: string;
}

/** A file that is not a receipt this product records, with the reason in Italian. */
export class NotificaSdiNonValida extends Error {}

/** The root element of each receipt type of an issued invoice. */
const RADICI: Record<string, TipoRicevutaSdi> = {
  RicevutaConsegna: 'RC',
  NotificaMancataConsegna: 'MC',
  NotificaScarto: 'NS',
  NotificaEsito: 'NE',
  NotificaDecorrenzaTermini: 'DT',
  AttestazioneTrasmissioneFattura: 'AT',
};

/** Messages of MessaggiTypes that are not about an invoice this product sent (they concern received invoices). */
const NON_RICEVUTE: Record<string, string> = {
  MetadatiInvioFile: 'file dei metadati (MT)',
  NotificaEsitoCommittente: 'esito del committente (EC)',
  ScartoEsitoCommittente: "scarto dell'esito del committente (SE)",
};

/** What an AT means: the SDI could not deliver the invoice to a public body and gave up after ten days. */
export const NOTA_ATTESTAZIONE = 'attestazione di avvenuta trasmissione con impossibilità di recapito';

/**
 * The root's type of receipt, or why the file is not one: the first check of an upload, before the
 * schema's own errors (an invoice uploaded as a receipt is told as such).
 */
export function tipoNotificaSdi(radice: XmlNode): TipoRicevutaSdi {
  const tipo = RADICI[radice.name];
  if (tipo) return tipo;
  const altro = NON_RICEVUTE[radice.name];
  if (altro) throw new NotificaSdiNonValida(`il file è un ${altro}: non è una ricevuta dello SDI per una fattura emessa`);
  if (radice.name === 'FatturaElettronica' || radice.name === 'FatturaElettronicaSemplificata')
    throw new NotificaSdiNonValida('il file è una fattura elettronica, non una ricevuta dello SDI');
  throw new NotificaSdiNonValida(`il file non è una ricevuta dello SDI (elemento radice ${radice.name.slice(0, 60)})`);
}

const istante = (testo: string | undefined): string | undefined => {
  const lettura = readInstant(testo);
  return lettura.kind === 'date' ? lettura.value.toISOString() : undefined;
};

const presente = (testo: string | undefined): string | undefined => (testo ? testo : undefined);

/** The receipt's facts from its (schema-valid) tree: type, state, SDI identifier, invoice file, time, errors, outcome. */
export function leggiNotificaSdi(radice: XmlNode): NotificaSdi {
  const tipo = tipoNotificaSdi(radice);
  const base = {
    tipo,
    identificativoSdi: textAt(radice, 'IdentificativoSdI') ?? '',
    nomeFileFattura: textAt(radice, 'NomeFile') ?? '',
    hashFattura: presente(textAt(radice, 'Hash') ?? textAt(radice, 'HashFileOriginale'))?.toLowerCase(),
  };
  switch (tipo) {
    case 'RC':
      return { ...base, stato: 'CONSEGNATA', dataOra: istante(textAt(radice, 'DataOraConsegna') ?? textAt(radice, 'DataOraRicezione')) };
    case 'MC':
      return { ...base, stato: 'NON_CONSEGNATA', dataOra: istante(textAt(radice, 'DataOraRicezione')), note: presente(textAt(radice, 'Descrizione')) };
    case 'NS':
      return {
        ...base,
        stato: 'SCARTATA',
        dataOra: istante(textAt(radice, 'DataOraRicezione')),
        errori: childrenNamed(radice.children.find((c) => c.name === 'ListaErrori'), 'Errore').map((e) => ({
          codice: textAt(e, 'Codice') ?? '',
          descrizione: textAt(e, 'Descrizione') ?? '',
        })),
      };
    case 'NE': {
      const esito = textAt(radice, 'EsitoCommittente', 'Esito') === 'EC02' ? 'EC02' : 'EC01';
      const descrizione = presente(textAt(radice, 'EsitoCommittente', 'Descrizione'));
      return {
        ...base,
        stato: esito === 'EC01' ? 'ACCETTATA' : 'RIFIUTATA',
        esitoCommittente: { esito, ...(descrizione ? { descrizione } : {}) },
        note: descrizione,
      };
    }
    case 'DT':
      return { ...base, stato: 'DECORRENZA_TERMINI', note: presente(textAt(radice, 'Descrizione')) };
    case 'AT':
      return { ...base, stato: 'NON_CONSEGNATA', dataOra: istante(textAt(radice, 'DataOraRicezione')), note: NOTA_ATTESTAZIONE };
  }
}

/** The invoice file's name as exports record it: without the signature's `.p7m` and without `.xml`, lower case. */
export function nomeFileConfrontabile(nome: string): string {
  return nome
    .trim()
    .replace(/\.p7m$/i, '')
    .replace(/\.xml$/i, '')
    .toLowerCase();
}
