import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { EVENT_SENTENCES, OPERAZIONE_IN_ITALIANO, OPERAZIONI_LOG } from './event-sentences';

const SERVER_LIBS = resolve(__dirname, '../../../..');

function* sources(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== 'node_modules' && name !== 'test') yield* sources(path);
    } else if (/(\.events|record\.aggregate)\.ts$/.test(name)) yield path;
  }
}

/**
 * Every event type the product can append, read from the aggregates' event unions: each
 * `Event<'Type', …>` and `Event<typeof CONSTANT, …>` (the constant's text) of the contexts'
 * `*.events.ts` and the record kit's generic events.
 */
function appendableEventTypes(): Map<string, string> {
  const types = new Map<string, string>();
  for (const file of sources(SERVER_LIBS)) {
    const text = readFileSync(file, 'utf8');
    const constants = new Map([...text.matchAll(/const\s+(\w+)\s*=\s*'(\w+)'/g)].map((m) => [m[1], m[2]]));
    for (const m of text.matchAll(/Event<\s*(?:'(\w+)'|typeof\s+(\w+))/g)) {
      const type = m[1] ?? constants.get(m[2]);
      if (!type) throw new Error(`${file}: the event type of ${m[0]} is not a constant of the same file`);
      types.set(type, file.slice(SERVER_LIBS.length + 1));
    }
  }
  return types;
}

describe('EVENT_SENTENCES (the one table of what a person reads for an event)', () => {
  const types = appendableEventTypes();

  it('finds the event unions of every context', () => {
    expect(types.size).toBeGreaterThan(60);
    for (const type of ['RecordRestored', 'UserUnlocked', 'RigaFatturaAggiunta', 'DocumentoInviatoFse', 'OrdineCreato', 'TaskRunFinished'])
      expect(types.has(type)).toBe(true);
  });

  it('gives every event type the product can append an Italian sentence (a new event cannot ship without one)', () => {
    const missing = [...types].filter(([type]) => !EVENT_SENTENCES[type]).map(([type, file]) => `${type} (${file})`);
    expect(missing).toEqual([]);
  });

  it('never writes an event type name, an upper-snake constant or an operation code as the sentence', () => {
    for (const [type, { frase, operation }] of Object.entries(EVENT_SENTENCES)) {
      expect(frase).not.toContain(type);
      expect(frase).not.toMatch(/[a-z][A-Z]|[A-Z]{2,}_[A-Z]/);
      expect(frase).toMatch(/^[A-ZÀ-Ù][^\n]+$/);
      expect(OPERAZIONI_LOG).toContain(operation);
    }
  });
});

describe('OPERAZIONE_IN_ITALIANO', () => {
  it('names every operation code in Italian, the words of the web locale (logs.operazione.<code>)', () => {
    const italiano = JSON.parse(readFileSync(join(SERVER_LIBS, '../contracts/src/i18n/it.json'), 'utf8')) as Record<string, string>;
    for (const codice of OPERAZIONI_LOG) expect([codice, OPERAZIONE_IN_ITALIANO[codice]]).toEqual([codice, italiano[`logs.operazione.${codice}`]]);
  });
});
