import { BadRequestError, ConflictError, DeciderSpecification, NotFoundError } from '@registro/server-platform';
import type { RecordedEvent } from '@registro/server-event-store';
import { buildDocumento } from '../domain/build-documento';
import { evolveFattura, type FatturaState } from '../domain/fattura.aggregate';
import type { FatturaEvent } from '../domain/fattura.events';
import type { FatturaLookups } from '../domain/fattura-lookups';
import { decidePrintFattura, printFatturaDecider } from '../print-fattura/decide-print-fattura';
import { TOTALI_ZERO, createFatturaDecider, decideCreateFattura, decideUpdateFattura, updateFatturaDecider } from './decide-save-fattura';

/** Plain lookups for the domain's unit tests. */
const LOOKUPS: FatturaLookups = {
  aliquote: new Map([
    [1, { descrizioneIva: 'Esente art. 10 n. 18', aliquota: 0, natura: 'N4', riferimentoNormativo: '' }],
    [2, { descrizioneIva: 'IVA 22%', aliquota: 22, natura: null, riferimentoNormativo: '' }],
  ]),
  unitaMisura: new Map([[2, 'NR']]),
  moltiplicatori: new Map([[1, { descrizioneMoltiplicatore: 'Unità', multiplo: 1 }]]),
  tipiSpesa: new Map([[0, 'SP'], [3, 'TK']]),
  tipoDocumento: { id: 1, descrizioneTipoDocumento: 'FATTURA', codiceNumeratore: 'FAT' },
  causale: { id: 1, idTipoDocumento: 1, descrizioneCausale: 'VENDITA' },
  strutture: new Set(['S1', 'S2']),
  cedente: null,
  sdi: { province: new Set(), riferimentiNormativi: new Map() },
};

const riga = (over: Record<string, unknown> = {}) => ({
  codiceArticolo: 'VMS',
  descrizione: 'VISITA MEDICO SPORTIVA AGONISTICA',
  idUnitaMisura: 2,
  quantita: 1,
  idMoltiplicatore: 1,
  prezzoUnitario: 25.25,
  sconto: 0,
  idIva: 2,
  idTipoSpesa: 0,
  ...over,
});

const documento = (over: Record<string, unknown> = {}) => ({
  id: -1,
  cognomeRagioneSoggetto: 'ROSSI',
  nomeSoggetto: 'MARIO',
  codiceFiscaleSoggetto: 'rssmra80a01f839w',
  dataDocumento: '2026-03-10T09:00:00.000Z',
  codiceStruttura: 'S1',
  idTipoDocumento: 1,
  idCausaleDocumento: 1,
  righeDocumento: [riga(), { descrizione: '' }],
  ...over,
});

const fold = (events: FatturaEvent[], state: FatturaState = null) => events.reduce((s, e) => evolveFattura(s, e as RecordedEvent<FatturaEvent>), state);
const build = (body: unknown) => buildDocumento(body, LOOKUPS);
const numerazione = { idNumeratore: 7, numero: 12, anno: 2026 };

function creata(body = documento()) {
  const events = decideCreateFattura({ id: 5, documento: build(body).documento, numerazione }, null);
  return { events, state: fold(events) };
}

function errore(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    return (e as BadRequestError).messaggio;
  }
  throw new Error('nessun errore');
}

describe('buildDocumento', () => {
  it('copies the lookups, ignores the trailing blank line and recomputes the totals', () => {
    const { documento: d, errori } = build(documento({ totaleDocumento: 1, righeDocumento: [riga({ totaleRiga: 999, aliquota: 4 }), { descrizione: ' ' }] }));
    expect(errori).toEqual([]);
    expect(d.righe).toHaveLength(1);
    expect(d.righe[0]).toMatchObject({ unitaMisura: 'NR', descrizioneMoltiplicatore: 'Unità', moltiplicatore: 1, aliquota: 22, descrizioneIva: 'IVA 22%', totaleRiga: 25.25, codiceTipoSpesa: 'SP' });
    expect(d.totali).toEqual({ totaleImponibileDocumento: 25.25, totaleImpostaDocumento: 5.56, totaleDocumento: 30.81, marcaBolloImporto: 0 });
    expect(d.datiDocumento).toMatchObject({ tipoDocumentoDescrizione: 'FATTURA', causaleDocumentoDescrizione: 'VENDITA', indirizzoDestinazione: 'IDEM', idMagazzino: '1', magazzinoDescrizione: 'GG' });
    expect(d.destinatario.codiceFiscaleSoggetto).toBe('RSSMRA80A01F839W');
  });

  it('lists every problem of the lines (§5) in Italian', () => {
    const { errori } = build(
      documento({
        righeDocumento: [
          riga({ codiceArticolo: '', quantita: 'x', sconto: 120, prezzoUnitario: 'abc', idUnitaMisura: null, idMoltiplicatore: null, idIva: 0, idTipoSpesa: -1 }),
        ],
      }),
    );
    expect(errori).toEqual([
      'Riga 1: il Codice Articolo è obbligatorio',
      'Riga 1: la Quantità deve essere un numero',
      'Riga 1: lo Sconto deve essere un numero da 0 a 100',
      'Riga 1: il Prezzo Unitario deve essere un numero',
      "Riga 1: scegliere l'Unità di Misura",
      'Riga 1: scegliere il Moltiplicatore',
      "Riga 1: scegliere l'IVA",
      'Riga 1: il Tipo Spesa non è valido',
      'Riga 1: il Totale Riga deve essere maggiore di 0',
    ]);
  });

  it('requires a recipient, a type, a structure and at least one line', () => {
    const { errori } = buildDocumento(
      { cognomeRagioneSoggetto: ' ', dataDocumento: '2026-01-01', righeDocumento: [{ descrizione: '' }] },
      { ...LOOKUPS, tipoDocumento: null, causale: null },
    );
    expect(errori).toEqual([
      'Inserire il Cognome o la Ragione Sociale del destinatario',
      'Selezionare la Struttura',
      'Selezionare il Tipo Documento',
      'Inserire almeno una riga',
    ]);
  });
});

describe('decideCreateFattura', () => {
  it('creates, adds the lines, computes the totals and numbers the invoice', () => {
    const { events, state } = creata();
    expect(events.map((e) => e.type)).toEqual(['FatturaCreata', 'RigaFatturaAggiunta', 'TotaliFatturaRicalcolati', 'FatturaNumerata']);
    expect(state).toMatchObject({ id: 5, numeroDocumento: '12', totaleDocumento: 30.81, causaleDocumento: { descrizioneCausale: 'VENDITA' } });
    expect(state?.righeDocumento).toHaveLength(1);
  });
});

describe('the save and print deciders, given/when/then', () => {
  const command = () => ({ id: 5, documento: build(documento()).documento, numerazione });

  it('a new invoice: created, one event per line, its totals from zero, numbered from its numerator', () => {
    const d = build(documento()).documento;
    DeciderSpecification.for(createFatturaDecider)([])
      .when(command())
      .then([
        { type: 'FatturaCreata', data: { id: 5, destinatario: d.destinatario, datiDocumento: d.datiDocumento } },
        { type: 'RigaFatturaAggiunta', data: { posizione: 1, riga: d.righe[0] } },
        { type: 'TotaliFatturaRicalcolati', data: { totali: d.totali, prima: TOTALI_ZERO } },
        { type: 'FatturaNumerata', data: { idNumeratore: 7, numero: 12, anno: 2026, numeroDocumento: '12' } },
      ]);
  });

  it('refuses to create an invoice whose stream already exists', () => {
    DeciderSpecification.for(createFatturaDecider)(creata().events)
      .when(command())
      .thenThrows(ConflictError, (e) => e.message === 'La fattura 5 esiste già');
  });

  it('a changed recipient name is one DestinatarioFatturaCambiato with before and after', () => {
    DeciderSpecification.for(updateFatturaDecider)(creata().events)
      .when({ id: 5, documento: build(documento({ nomeSoggetto: 'MARIA' })).documento, numeratori: { precedente: 'FAT', nuovo: 'FAT' } })
      .then({ type: 'DestinatarioFatturaCambiato', data: { changes: { nomeSoggetto: { prima: 'MARIO', dopo: 'MARIA' } } } });
  });

  it('prints an existing invoice only', () => {
    const spec = DeciderSpecification.for(printFatturaDecider);
    spec(creata().events).when({ id: 5, reportName: 'documenti' }).then({ type: 'FatturaStampata', data: { reportName: 'documenti' } });
    spec([]).when({ id: 9, reportName: 'documenti' }).thenThrows(NotFoundError, (e) => e.message === 'Fattura 9 non trovata');
    expect(() => decidePrintFattura({ id: 9, reportName: 'documenti' }, null)).toThrow(NotFoundError);
  });
});

describe('decideUpdateFattura', () => {
  const numeratori = { precedente: 'FAT', nuovo: 'FAT' };

  it('diffs the document into granular events', () => {
    const { state } = creata(documento({ righeDocumento: [riga(), riga({ codiceArticolo: 'B', descrizione: 'SECONDA' }), riga({ codiceArticolo: 'C', descrizione: 'TERZA', prezzoUnitario: 10 })] }));
    const nuovo = documento({
      nomeSoggetto: 'MARIA',
      dataDocumento: '2026-04-01T09:00:00.000Z',
      righeDocumento: [riga(), riga({ codiceArticolo: 'B', descrizione: 'SECONDA', quantita: 2 })],
    });
    const events = decideUpdateFattura({ id: 5, documento: build(nuovo).documento, numeratori }, state);
    expect(events.map((e) => e.type)).toEqual(['DestinatarioFatturaCambiato', 'DatiDocumentoFatturaCambiati', 'RigaFatturaCambiata', 'RigaFatturaRimossa', 'TotaliFatturaRicalcolati']);
    expect(events[2]).toMatchObject({ data: { posizione: 2, changes: { quantita: { prima: 1, dopo: 2 }, totaleRiga: { prima: 25.25, dopo: 50.5 } } } });
    expect(events[3]).toMatchObject({ data: { posizione: 3 } });
    const after = fold(events, state);
    expect(after?.righeDocumento.map((r) => r.quantita)).toEqual([1, 2]);
    expect(after).toMatchObject({ nomeSoggetto: 'MARIA', totaleImponibileDocumento: 75.75, numeroDocumento: '12' });
  });

  it('appends nothing when nothing changed', () => {
    const { events } = creata();
    DeciderSpecification.for(updateFatturaDecider)(events).when({ id: 5, documento: build(documento()).documento, numeratori }).thenNothingHappened();
  });

  it('refuses to move a numbered invoice to another numerator, structure or year', () => {
    const { state } = creata();
    const altro = build(documento({ codiceStruttura: 'S2', dataDocumento: '2027-01-01T10:00:00.000Z' })).documento;
    expect(errore(() => decideUpdateFattura({ id: 5, documento: altro, numeratori: { precedente: 'FAT', nuovo: 'NC' } }, state))).toBe(
      [
        'La fattura n. 12 è già numerata: non è possibile cambiare la Struttura',
        "La fattura n. 12 è già numerata: la Data Documento deve restare nell'anno 2026",
        'La fattura n. 12 è già numerata: il Tipo Documento deve usare lo stesso numeratore (FAT)',
      ]
        .map((m) => `${m}#`)
        .join(''),
    );
  });

  it('reads the year in Europe/Rome: 31 December 23:30 in Rome is still that year', () => {
    const { state } = creata(documento({ dataDocumento: '2026-12-31T22:30:00.000Z' }));
    const stessoAnno = build(documento({ dataDocumento: '2026-06-01T10:00:00.000Z' })).documento;
    expect(() => decideUpdateFattura({ id: 5, documento: stessoAnno, numeratori }, state)).not.toThrow();
  });

  it('is 404 for an invoice that does not exist', () => {
    expect(() => decideUpdateFattura({ id: 9, documento: build(documento()).documento, numeratori }, null)).toThrow(NotFoundError);
  });
});
