import type { RigaDocumento } from '@registro/contracts';
import { DeciderSpecification, NotFoundError, UnprocessableEntityError } from '@registro/server-platform';
import type { FatturaEvent } from '../domain/fattura.events';
import { residuoDaStornare, totaleNoteCredito } from '../domain/residuo-nota-credito';
import { TOTALI_ZERO } from '../save-fattura/decide-save-fattura';
import { createNotaCreditoDecider, emettiNotaCreditoDecider, righeDaStornare, type EmettiNotaCreditoCommand } from './decide-create-nota-credito';

const riga = (descrizione: string, totaleRiga: number): RigaDocumento => ({
  codiceArticolo: 'A',
  descrizione,
  idUnitaMisura: 1,
  unitaMisura: 'NR',
  quantita: 1,
  idMoltiplicatore: 1,
  descrizioneMoltiplicatore: 'x 1',
  moltiplicatore: 1,
  prezzoUnitario: totaleRiga,
  sconto: 0,
  totaleRiga,
  idIva: 1,
  descrizioneIva: 'Esente',
  aliquota: 0,
  natura: 'N4',
  idTipoSpesa: 0,
  codiceTipoSpesa: 'SP',
});

const destinatario = {
  idSoggetto: null, cognomeRagioneSoggetto: 'ROSSI', nomeSoggetto: 'MARIO', codiceFiscaleSoggetto: 'RSSMRA80A01F839W', partitaIvaSoggetto: '',
  codiceDestinatario: '0000000', indirizzoSoggetto: '', provinciaSoggetto: '', localitaSoggetto: '', localitaSoggettoCodiceIstat: '', capSoggetto: '',
};
const datiDocumento = {
  dataDocumento: '2026-03-10T09:00:00.000Z', codiceStruttura: 'S1', idTipoDocumento: 1, tipoDocumentoDescrizione: 'FATTURA', idCausaleDocumento: null,
  causaleDocumentoDescrizione: '', idMetodoPagamento: null, indirizzoDestinazione: 'IDEM', idMagazzino: '1', magazzinoDescrizione: 'GG',
  marcaBolloVirtuale: true, marcaBolloNumero: '', opposizioneTs: false,
};
const totali = { totaleImponibileDocumento: 150, totaleImpostaDocumento: 0, totaleDocumento: 150, marcaBolloImporto: 2 };

/** Invoice 5, n. 12 of 10 March 2026: two lines, 100 + 50. */
const fattura: FatturaEvent[] = [
  { type: 'FatturaCreata', data: { id: 5, destinatario, datiDocumento } },
  { type: 'RigaFatturaAggiunta', data: { posizione: 1, riga: riga('VISITA', 100) } },
  { type: 'RigaFatturaAggiunta', data: { posizione: 2, riga: riga('ECG', 50) } },
  { type: 'TotaliFatturaRicalcolati', data: { totali, prima: TOTALI_ZERO } },
  { type: 'FatturaNumerata', data: { idNumeratore: 1, numero: 12, anno: 2026, numeroDocumento: '12' } },
];

const comando = (over: Partial<EmettiNotaCreditoCommand> = {}, nota: Partial<EmettiNotaCreditoCommand['notaCredito']> = {}): EmettiNotaCreditoCommand => ({
  idFattura: 5,
  righe: undefined,
  tipoDocumentoSdi: 'TD01',
  noteCreditoPrecedenti: [],
  notaCredito: { id: 9, numeroDocumento: '3', dataDocumento: '2026-03-20T10:00:00.000Z', totaleDocumento: 150, ...nota },
  ...over,
});

describe('a credit note from an invoice (decide)', () => {
  const spec = DeciderSpecification.for(emettiNotaCreditoDecider);

  it("records NotaCreditoEmessa on the invoice's stream", () => {
    spec(fattura)
      .when(comando())
      .then({ type: 'NotaCreditoEmessa', data: { idNotaCredito: 9, numeroDocumento: '3', dataDocumento: '2026-03-20T10:00:00.000Z', totaleDocumento: 150 } });
  });

  it('refuses a missing invoice (404), a credit note of a credit note, and a date before the invoice (422)', () => {
    spec([]).when(comando()).thenThrows(NotFoundError, (e) => e.message === 'Fattura 5 non trovata');
    spec(fattura).when(comando({ tipoDocumentoSdi: 'TD04' })).thenThrows(UnprocessableEntityError, (e) => e.message.includes('è una nota di credito'));
    spec(fattura)
      .when(comando({}, { dataDocumento: '2026-03-09T22:59:00.000Z' }))
      .thenThrows(UnprocessableEntityError, (e) => e.message === 'Data Documento: la nota di credito non può precedere la fattura n. 12 del 10/03/2026');
    // the same Rome day is fine
    spec(fattura)
      .when(comando({}, { dataDocumento: '2026-03-09T23:30:00.000Z' }))
      .then({ type: 'NotaCreditoEmessa', data: { idNotaCredito: 9, numeroDocumento: '3', dataDocumento: '2026-03-09T23:30:00.000Z', totaleDocumento: 150 } });
  });

  it('refuses to credit more than the residual, to the cent', () => {
    spec(fattura)
      .when(comando({ noteCreditoPrecedenti: [{ totaleDocumento: 100 }] }, { totaleDocumento: 50.01 }))
      .thenThrows(UnprocessableEntityError, (e) => e.message === 'Importo da stornare superiore al residuo della fattura (residuo 50,00 €)');
    spec(fattura)
      .when(comando({ noteCreditoPrecedenti: [{ totaleDocumento: 100 }] }, { totaleDocumento: 50 }))
      .then({ type: 'NotaCreditoEmessa', data: { idNotaCredito: 9, numeroDocumento: '3', dataDocumento: '2026-03-20T10:00:00.000Z', totaleDocumento: 50 } });
    expect(residuoDaStornare('1234.56', [{ totaleDocumento: 0.1 }, { totaleDocumento: 0.2 }])).toBe(1234.26);
    expect(totaleNoteCredito([{ totaleDocumento: 0.1 }, { totaleDocumento: 0.2 }])).toBe(0.3);
  });

  it('takes the chosen lines in the invoice order, all when none is named', () => {
    const stato = { ...datiDocumento, ...destinatario, ...totali, id: 5, numeroDocumento: '12', causaleDocumento: null, righeDocumento: [riga('VISITA', 100), riga('ECG', 50)] };
    expect(righeDaStornare(stato, 'TD01', undefined).map((r) => r.descrizione)).toEqual(['VISITA', 'ECG']);
    expect(righeDaStornare(stato, 'TD01', [2, 1]).map((r) => r.descrizione)).toEqual(['VISITA', 'ECG']);
    expect(() => righeDaStornare(stato, 'TD01', [])).toThrow('Righe: scegliere almeno una riga da stornare');
    expect(() => righeDaStornare(stato, 'TD01', [1.5])).toThrow('Righe: la riga 1.5 non esiste (la fattura n. 12 ha 2 righe)#');
    expect(() => righeDaStornare({ ...stato, fatturaCollegata: { id: 1, numeroDocumento: '1', dataDocumento: '2026-01-01T00:00:00.000Z' } }, 'TD01', undefined)).toThrow(
      "Il documento n. 12 è una nota di credito: non si può stornare con un'altra nota di credito",
    );
  });

  it("creates the credit note like an invoice, its creation naming the invoice", () => {
    const fatturaCollegata = { id: 5, numeroDocumento: '12', dataDocumento: '2026-03-10T09:00:00.000Z' };
    const documento = { destinatario, datiDocumento: { ...datiDocumento, dataDocumento: '2026-03-20T10:00:00.000Z' }, righe: [riga('ECG', 50)], totali };
    DeciderSpecification.for(createNotaCreditoDecider)([])
      .when({ id: 9, documento, numerazione: { idNumeratore: 2, numero: 3, anno: 2026 }, fatturaCollegata })
      .then([
        { type: 'FatturaCreata', data: { id: 9, destinatario, datiDocumento: documento.datiDocumento, fatturaCollegata } },
        { type: 'RigaFatturaAggiunta', data: { posizione: 1, riga: riga('ECG', 50) } },
        { type: 'TotaliFatturaRicalcolati', data: { totali, prima: TOTALI_ZERO } },
        { type: 'FatturaNumerata', data: { idNumeratore: 2, numero: 3, anno: 2026, numeroDocumento: '3' } },
      ]);
  });
});
