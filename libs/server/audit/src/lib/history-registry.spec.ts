import type { Event, RecordedEvent } from '@registro/server-event-store';
import { registerFieldLabels } from '@registro/server-platform';
import { formatAmount, formatValue } from './domain/format-value';
import { HistoryRegistry } from './history-registry';

let versione = 0;
const evento = (type: string, data: Record<string, unknown>, streamType = 'iva'): RecordedEvent => ({
  globalPosition: String(++versione),
  transactionId: '1',
  streamId: `${streamType}-1`,
  streamType,
  streamVersion: versione,
  type,
  schemaVersion: 1,
  data,
  metadata: { userName: 'admin' },
  recordedAt: new Date(),
});

describe('HistoryRegistry', () => {
  const registry = new HistoryRegistry();

  it('describes the generic record events field by field', () => {
    expect(registry.describe(evento('RecordCreated', { values: { codice: '22', aliquota: 22, attivo: true, note: null } }))).toBe(
      'Record creato\nCodice: 22\nAliquota: 22\nAttivo: sì\nNote: (vuoto)',
    );
    expect(
      registry.describe(
        evento('RecordUpdated', { changes: { aliquota: { prima: 22, dopo: 10 }, descrizione: { prima: 'Ordinaria', dopo: 'Ridotta' } } }),
      ),
    ).toBe('Aliquota: 22 → 10\nDescrizione: Ordinaria → Ridotta');
    expect(registry.describe(evento('RecordDeleted', {}))).toBe('Record eliminato');
    expect(registry.describe(evento('RecordRestored', {}))).toBe('Record ripristinato');
  });

  it("names a record resource's fields as its edit page labels them, else as words", () => {
    registerFieldLabels({ sezione: 'strutture', idSequence: 's', notFound: 'x', chiaviEtichette: 'strutture' });
    registerFieldLabels({ sezione: 'prove', idSequence: 's', notFound: 'x', etichette: { cap: 'CAP' } });
    const cambio = { prima: 'A', dopo: 'B' };
    expect(registry.describe(evento('RecordUpdated', { changes: { partitaIva: cambio, codiceStruttura: cambio } }, 'strutture'))).toBe(
      'Partita IVA: A → B\nCodice Struttura: A → B',
    );
    expect(registry.describe(evento('RecordCreated', { values: { cap: '00100', codice_iva: 22 } }, 'prove'))).toBe('Record creato\nCAP: 00100\nCodice Iva: 22');
  });

  it("falls back to the event's Italian sentence, never its type name", () => {
    expect(registry.describe(evento('TaskRunLogAppended', {}, 'gesantasklog'))).toBe("Log dell'esecuzione aggiornato");
    expect(registry.describe(evento('QualcosaSuccesso', {}))).toBe('Evento registrato');
  });

  it('reads instants on the Rome clock and decimals the Italian way', () => {
    expect(
      registry.describe(
        evento('RecordUpdated', {
          changes: {
            dataOra: { prima: null, dopo: '2026-11-28T16:01:15.100Z' },
            giorno: { prima: '2026-07-01', dopo: '2026-07-02' },
            aliquota: { prima: 0, dopo: 2.2 },
            prezzo: { prima: 12345.5, dopo: 14.4 },
            ip: { prima: '10.1.2.3', dopo: '10.1.2.4' },
          },
        }),
      ),
    ).toBe(
      'Data Ora: (vuoto) → 28/11/2026 17:01\nGiorno: 01/07/2026 → 02/07/2026\nAliquota: 0 → 2,20\nPrezzo: 12.345,50 → 14,40\nIp: 10.1.2.3 → 10.1.2.4',
    );
    expect(formatAmount(0)).toBe('0,00');
    expect(formatAmount('2.2')).toBe('2,20');
    expect(formatAmount(null)).toBe('(vuoto)');
    expect(formatValue('2026-07-01T22:30:00Z')).toBe('02/07/2026 00:30');
  });

  it('rebuilds a generic record from its events', () => {
    const eventi = [
      evento('RecordCreated', { values: { codice: '22', aliquota: 22 } }),
      evento('RecordUpdated', { changes: { aliquota: { prima: 22, dopo: 10 } } }),
      evento('RecordDeleted', {}),
    ];
    expect(registry.view('iva', eventi)).toEqual({ values: { codice: '22', aliquota: 10 }, deleted: true });
    expect(registry.view('iva', eventi.slice(0, 1))).toEqual({ values: { codice: '22', aliquota: 22 }, deleted: false });
    expect(registry.view('iva', [])).toEqual({ values: {}, deleted: false });
    expect(registry.streamsOf('iva', '7')).toEqual(['iva-7']);
  });

  it('uses the describers and the aggregate a context registers, and its related streams', () => {
    type Timbrato = Event<'Timbrato', { ora: string }>;
    const r = new HistoryRegistry();
    r.registerDescribers<Timbrato>({ Timbrato: (e) => `Timbratura alle ${e.data.ora}` });
    r.registerAggregate<{ ultima: string | null }, Timbrato>({
      aggregate: { streamType: 'presenze', initialState: () => ({ ultima: null }), evolve: (_s, e) => ({ ultima: e.data.ora }) },
      view: (s) => ({ values: { ultima: s.ultima }, deleted: false }),
      relatedStreams: (id) => [`badge-${id}`],
    });
    expect(r.describe(evento('Timbrato', { ora: '08:00' }, 'presenze'))).toBe('Timbratura alle 08:00');
    expect(r.view('presenze', [evento('Timbrato', { ora: '08:00' }, 'presenze')]).values).toEqual({ ultima: '08:00' });
    expect(r.streamsOf('presenze', '3')).toEqual(['presenze-3', 'badge-3']);
  });
});
