import type { DocumentoFattura, RigaDocumento, Struttura } from '@registro/contracts';
import type { DatiFatturaElettronica } from '../domain/fattura-elettronica-builder';

/** Hand-made invoices for the builder and the endpoint (valid check characters: 01234567897, RSSMRA80A01H501U). */
export const STRUTTURA_PROVA: Struttura = {
  id: 9001,
  codiceStruttura: 'H3',
  denominazione: 'POLIAMBULATORIO DI PROVA SRL',
  partitaIva: '12345678903',
  codiceFiscale: '12345678903',
  regimeFiscale: 'RF01',
  indirizzo: 'VIA ROMA',
  numeroCivico: '1',
  cap: '35031',
  comune: 'ABANO TERME',
  provincia: 'PD',
  nazione: 'IT',
  codiceRegione: '050',
  codiceAsl: '101',
  codiceSsa: '888888',
  cfProprietario: 'RSSMRA80A01H501U',
};

export const riga = (r: Partial<RigaDocumento> = {}): RigaDocumento => ({
  codiceArticolo: 'VIS01',
  descrizione: 'VISITA MEDICA DEL LAVORO',
  idUnitaMisura: 2,
  unitaMisura: 'NR',
  quantita: 1,
  idMoltiplicatore: 1,
  descrizioneMoltiplicatore: 'Unità',
  moltiplicatore: 1,
  prezzoUnitario: 100,
  sconto: 0,
  totaleRiga: 100,
  idIva: 1,
  descrizioneIva: 'IVA 22%',
  aliquota: 22,
  natura: null,
  idTipoSpesa: 0,
  codiceTipoSpesa: '',
  ...r,
});

export const documento = (d: Partial<DocumentoFattura> = {}): DocumentoFattura => ({
  id: 7,
  idSoggetto: null,
  idMetodoPagamento: 1,
  numeroDocumento: '12/2026',
  dataDocumento: '2026-03-09T23:30:00.000Z',
  cognomeRagioneSoggetto: 'AZIENDA CLIENTE SPA',
  nomeSoggetto: '',
  codiceFiscaleSoggetto: '',
  partitaIvaSoggetto: '01234567897',
  codiceDestinatario: 'ABC1234',
  indirizzoSoggetto: 'VIA TORINO 38',
  provinciaSoggetto: 'RM',
  localitaSoggetto: 'ROMA',
  localitaSoggettoCodiceIstat: '058091',
  capSoggetto: '00145',
  idTipoDocumento: 1,
  tipoDocumentoDescrizione: 'FATTURA',
  idCausaleDocumento: 1,
  causaleDocumento: { descrizioneCausale: 'VENDITA' },
  causaleDocumentoDescrizione: 'VENDITA',
  indirizzoDestinazione: 'IDEM',
  idMagazzino: '1',
  magazzinoDescrizione: 'GG',
  codiceStruttura: 'H3',
  totaleImponibileDocumento: 100,
  totaleImpostaDocumento: 22,
  totaleDocumento: 122,
  marcaBolloImporto: 0,
  marcaBolloVirtuale: true,
  marcaBolloNumero: '',
  opposizioneTs: false,
  righeDocumento: [riga()],
  ...d,
});

/** An exempt healthcare invoice to a private patient: N4 visit (3 × 40, 10% discount) with bollo, plus a taxed line. */
export const documentoSanitario = (d: Partial<DocumentoFattura> = {}): DocumentoFattura =>
  documento({
    cognomeRagioneSoggetto: 'ROSSI',
    nomeSoggetto: 'MARIO',
    codiceFiscaleSoggetto: 'RSSMRA80A01H501U',
    partitaIvaSoggetto: '',
    codiceDestinatario: '0000000',
    totaleImponibileDocumento: 118,
    totaleImpostaDocumento: 2.2,
    totaleDocumento: 120.2,
    marcaBolloImporto: 2,
    righeDocumento: [
      riga({ quantita: 3, prezzoUnitario: 40, sconto: 10, totaleRiga: 108, aliquota: 0, natura: 'N4', idIva: 4, descrizioneIva: 'Esente art. 10', idTipoSpesa: 5, codiceTipoSpesa: 'SR' }),
      riga({ codiceArticolo: 'CER', descrizione: 'CERTIFICATO', prezzoUnitario: 10, totaleRiga: 10, aliquota: 22, idTipoSpesa: 5, codiceTipoSpesa: 'SR' }),
      riga({ codiceArticolo: '', descrizione: '', prezzoUnitario: 0, totaleRiga: 0 }),
    ],
    ...d,
  });

export const datiFattura = (doc: DocumentoFattura, d: Partial<DatiFatturaElettronica> = {}): DatiFatturaElettronica => ({
  documento: doc,
  struttura: STRUTTURA_PROVA,
  tipoDocumentoSdi: 'TD01',
  modalitaPagamento: 'MP05',
  riferimentiNormativi: new Map([[4, 'Esente art. 10 c.1 n.18 DPR 633/72']]),
  ...d,
});
