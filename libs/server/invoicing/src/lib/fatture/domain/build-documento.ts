import type { RigaDocumento } from '@registro/contracts';
import { invalidDateMessage, readInstant, requiredDateMessage, isJsonObject } from '@registro/server-kernel';
import { calcolaFattura, toDecimal } from './calcola-fattura';
import type { DatiDocumentoFattura, DestinatarioFattura, TotaliFattura } from './fattura.events';
import type { FatturaLookups } from './fattura-lookups';

/** A document as the server keeps it: the client's fields checked, lookups copied, totals recomputed. */
export interface DocumentoCostruito {
  destinatario: DestinatarioFattura;
  datiDocumento: DatiDocumentoFattura;
  righe: RigaDocumento[];
  totali: TotaliFattura;
}

export interface EsitoCostruzione {
  documento: DocumentoCostruito;
  /** Italian messages of §5 (empty when the document may be saved) */
  errori: string[];
}

type Body = Record<string, unknown>;

const testo = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const idOrNull = (v: unknown): number | null => {
  const d = toDecimal(v);
  return d && d.isInteger() && d.greaterThan(0) && d.lessThanOrEqualTo(2147483647) ? d.toNumber() : null;
};
const bool = (v: unknown): boolean => v === true || v === 'true' || v === 1;

function destinatarioDa(body: Body): DestinatarioFattura {
  return {
    idSoggetto: idOrNull(body['idSoggetto']),
    cognomeRagioneSoggetto: testo(body['cognomeRagioneSoggetto']).trim(),
    nomeSoggetto: testo(body['nomeSoggetto']).trim(),
    codiceFiscaleSoggetto: testo(body['codiceFiscaleSoggetto']).trim().toUpperCase(),
    partitaIvaSoggetto: testo(body['partitaIvaSoggetto']).trim(),
    codiceDestinatario: testo(body['codiceDestinatario']).trim().toUpperCase(),
    indirizzoSoggetto: testo(body['indirizzoSoggetto']).trim(),
    provinciaSoggetto: testo(body['provinciaSoggetto']).trim().toUpperCase(),
    localitaSoggetto: testo(body['localitaSoggetto']).trim(),
    localitaSoggettoCodiceIstat: testo(body['localitaSoggettoCodiceIstat']).trim(),
    capSoggetto: testo(body['capSoggetto']).trim(),
  };
}

/** The lines the user filled: blank trailing rows (the editor's "add" row) are not lines. */
function righeCompilate(v: unknown): Body[] {
  const righe = Array.isArray(v) ? v.map((r) => (isJsonObject(r) ? r : {})) : [];
  while (righe.length && !testo(righe[righe.length - 1]['descrizione']).trim()) righe.pop();
  return righe;
}

function rigaDa(raw: Body, n: number, lookups: FatturaLookups, errori: string[]): RigaDocumento {
  const errore = (m: string) => errori.push(`Riga ${n}: ${m}`);
  const codiceArticolo = testo(raw['codiceArticolo']).trim();
  const descrizione = testo(raw['descrizione']).trim();
  if (!codiceArticolo) errore('il Codice Articolo è obbligatorio');
  if (!descrizione) errore('la Descrizione è obbligatoria');

  const quantita = toDecimal(raw['quantita']);
  if (!quantita) errore('la Quantità deve essere un numero');
  const sconto = toDecimal(raw['sconto']);
  if (!sconto || sconto.isNegative() || sconto.greaterThan(100)) errore('lo Sconto deve essere un numero da 0 a 100');
  const prezzo = toDecimal(raw['prezzoUnitario']);
  if (!prezzo) errore('il Prezzo Unitario deve essere un numero');

  const idUnitaMisura = idOrNull(raw['idUnitaMisura']);
  const unitaMisura = idUnitaMisura === null ? undefined : lookups.unitaMisura.get(idUnitaMisura);
  if (unitaMisura === undefined) errore("scegliere l'Unità di Misura");
  const idMoltiplicatore = idOrNull(raw['idMoltiplicatore']);
  const moltiplicatore = idMoltiplicatore === null ? undefined : lookups.moltiplicatori.get(idMoltiplicatore);
  if (!moltiplicatore) errore('scegliere il Moltiplicatore');
  const idIva = idOrNull(raw['idIva']);
  const iva = idIva === null ? undefined : lookups.aliquote.get(idIva);
  if (!iva) errore("scegliere l'IVA");

  const tipoSpesaGrezzo = toDecimal(raw['idTipoSpesa'] ?? 0);
  const idTipoSpesa = tipoSpesaGrezzo && tipoSpesaGrezzo.isInteger() && !tipoSpesaGrezzo.isNegative() ? tipoSpesaGrezzo.toNumber() : null;
  const codiceTipoSpesa = idTipoSpesa === null ? undefined : lookups.tipiSpesa.get(idTipoSpesa);
  if (idTipoSpesa === null || codiceTipoSpesa === undefined) errore('il Tipo Spesa non è valido');

  return {
    codiceArticolo,
    descrizione,
    idUnitaMisura,
    unitaMisura: unitaMisura ?? testo(raw['unitaMisura']),
    quantita: quantita?.toNumber() ?? 0,
    idMoltiplicatore,
    descrizioneMoltiplicatore: moltiplicatore?.descrizioneMoltiplicatore ?? testo(raw['descrizioneMoltiplicatore']),
    moltiplicatore: moltiplicatore?.multiplo ?? toDecimal(raw['moltiplicatore'])?.toNumber() ?? 1,
    prezzoUnitario: prezzo?.toNumber() ?? 0,
    sconto: sconto?.toNumber() ?? 0,
    totaleRiga: 0,
    idIva,
    descrizioneIva: iva?.descrizioneIva ?? testo(raw['descrizioneIva']),
    aliquota: iva?.aliquota ?? toDecimal(raw['aliquota'])?.toNumber() ?? 0,
    natura: iva ? iva.natura : null,
    idTipoSpesa: idTipoSpesa ?? 0,
    codiceTipoSpesa: codiceTipoSpesa ?? '',
  };
}

/**
 * Builds the document a save stores from the client's JSON: every field checked (§5, messages
 * joined by '#'), the lookups' descriptions and rates copied, every total recomputed. `errori`
 * lists what refuses the save; `POST documenti/calcola` ignores it and only shows the totals.
 */
export function buildDocumento(body: unknown, lookups: FatturaLookups): EsitoCostruzione {
  const b = isJsonObject(body) ? body : {};
  const errori: string[] = [];
  const destinatario = destinatarioDa(b);
  if (!destinatario.cognomeRagioneSoggetto) errori.push('Inserire il Cognome o la Ragione Sociale del destinatario');

  const lettura = readInstant(b['dataDocumento']);
  const data = lettura.kind === 'date' ? lettura.value.toISOString() : null;
  if (lettura.kind === 'absent') errori.push(requiredDateMessage('Data Documento'));
  if (lettura.kind === 'invalid') errori.push(invalidDateMessage('Data Documento'));
  const codiceStruttura = testo(b['codiceStruttura']).trim();
  if (!codiceStruttura) errori.push('Selezionare la Struttura');
  else if (!lookups.strutture.has(codiceStruttura)) errori.push(`La Struttura ${codiceStruttura} non esiste`);
  const tipo = lookups.tipoDocumento;
  if (!tipo) errori.push('Selezionare il Tipo Documento');
  else if (!tipo.codiceNumeratore) errori.push(`Il Tipo Documento ${tipo.descrizioneTipoDocumento} non ha un numeratore`);
  const causale = lookups.causale;
  if (idOrNull(b['idCausaleDocumento']) !== null && (!causale || (tipo && causale.idTipoDocumento !== tipo.id)))
    errori.push('La Causale non appartiene al Tipo Documento');

  const virtuale = bool(b['marcaBolloVirtuale']);
  const datiDocumento: DatiDocumentoFattura = {
    dataDocumento: data ?? new Date().toISOString(),
    codiceStruttura,
    idTipoDocumento: tipo?.id ?? null,
    tipoDocumentoDescrizione: tipo?.descrizioneTipoDocumento ?? '',
    idCausaleDocumento: causale && (!tipo || causale.idTipoDocumento === tipo.id) ? causale.id : null,
    causaleDocumentoDescrizione: causale && (!tipo || causale.idTipoDocumento === tipo.id) ? causale.descrizioneCausale : '',
    idMetodoPagamento: idOrNull(b['idMetodoPagamento']),
    indirizzoDestinazione: testo(b['indirizzoDestinazione']).trim() || 'IDEM',
    idMagazzino: testo(b['idMagazzino']).trim() || '1',
    magazzinoDescrizione: testo(b['magazzinoDescrizione']).trim() || 'GG',
    marcaBolloVirtuale: virtuale,
    marcaBolloNumero: virtuale ? '' : testo(b['marcaBolloNumero']).trim(),
    opposizioneTs: bool(b['opposizioneTs']),
  };

  const grezze = righeCompilate(b['righeDocumento']);
  if (!grezze.length) errori.push('Inserire almeno una riga');
  const righe = grezze.map((r, i) => rigaDa(r, i + 1, lookups, errori));
  const calcolo = calcolaFattura(righe);
  calcolo.righe.forEach((r, i) => {
    if (!(r.totaleRiga > 0)) errori.push(`Riga ${i + 1}: il Totale Riga deve essere maggiore di 0`);
  });
  return { documento: { destinatario, datiDocumento, righe: calcolo.righe, totali: calcolo.totali }, errori };
}
