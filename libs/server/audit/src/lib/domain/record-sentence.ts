import { RECORD_CREATED, RECORD_DELETED, RECORD_RESTORED, RECORD_UPDATED } from '@registro/server-event-store';
import { eventSentence, type EventSentence } from './event-sentences';

/**
 * A kind of master-data record written with the generic record events (stream type = permission
 * section): its Italian name, whether it is feminine ("Marca creata", "Articolo creato"), and the
 * fields that name one record (code, then description) as its events carry them.
 */
interface RecordKind {
  nome: string;
  femminile: boolean;
  campi: readonly string[];
}

const m = (nome: string, ...campi: string[]): RecordKind => ({ nome, femminile: false, campi });
const f = (nome: string, ...campi: string[]): RecordKind => ({ nome, femminile: true, campi });

/** The stream types of the record kit, by the word the screens use for one of their records. */
export const RECORD_KINDS: Readonly<Record<string, RecordKind>> = {
  anagrafica: f('Anagrafica', 'codice', 'nominativo'),
  articoli: m('Articolo', 'codice', 'descrizione'),
  categorie: f('Categoria', 'codice', 'descrizione'),
  gruppiarticoli: m('Gruppo articoli', 'codice', 'descrizione'),
  iva: m('Codice IVA', 'codice', 'descrizione'),
  marche: f('Marca', 'codice', 'descrizone'),
  dizionari: m('Tipo di dizionario', 'codiceTipo', 'descrizioneTipo'),
  strutture: f('Struttura', 'codiceStruttura', 'denominazione'),
  numeratori: m('Numeratore', 'codice', 'descrizione'),
  causalidocumento: f('Causale documento', 'codiceCausale', 'descrizioneCausale'),
  tipidocumento: m('Tipo documento', 'codiceTipoDocumento', 'descrizioneTipoDocumento'),
  printserver: m('Report di stampa', 'reportName', 'descrizione'),
  printreport: m('Template di stampa', 'codiceTipoDocumento', 'descrizione'),
  configparameter: m('Parametro di configurazione', 'nome'),
  moduli: m('Modulo', 'nome', 'descrizione'),
  dataanalysisdatasources: f('Sorgente dati', 'datasourceName'),
  dataanalysisdatabasedriver: m('Driver database', 'driverName'),
  dataanalysistables: f('Tabella di analisi', 'viewName', 'dbName'),
  dataanalysisquery: f('Query', 'title', 'descrizione'),
  dataanalysisdashboard: f('Dashboard', 'title', 'descrizione'),
  dataanalysisgruppodashboard: f('Dashboard del profilo', 'profilo'),
};

const PARTICIPI: Readonly<Record<string, [string, string]>> = {
  [RECORD_CREATED]: ['creato', 'creata'],
  [RECORD_UPDATED]: ['modificato', 'modificata'],
  [RECORD_DELETED]: ['eliminato', 'eliminata'],
  [RECORD_RESTORED]: ['ripristinato', 'ripristinata'],
};

/** One record's code and description as the event carries them: all the values of a creation, the new values of an update. */
function nomeDelRecord(kind: RecordKind, type: string, data: unknown): string {
  const d = (data ?? {}) as { values?: Record<string, unknown>; changes?: Record<string, { dopo?: unknown } | undefined> };
  const valore = (campo: string): unknown => (type === RECORD_CREATED ? d.values?.[campo] : type === RECORD_UPDATED ? d.changes?.[campo]?.dopo : undefined);
  const parti = kind.campi.map(valore).filter((v): v is string | number => (typeof v === 'string' && v.trim() !== '') || typeof v === 'number');
  return [...new Set(parti.map((v) => String(v).trim()))].join(' – ');
}

/**
 * What a person reads for an event: for the record kit's events, a sentence naming the kind of
 * record and, where the event carries them, its code and description ("Marca creata: CANDIDA –
 * Candida Paper", "Articolo eliminato"); for every other event, its sentence of the one table.
 */
export function sentenceOf(event: { type: string; streamType: string; data?: unknown }): EventSentence {
  const base = eventSentence(event.type);
  const kind = RECORD_KINDS[event.streamType];
  const participio = PARTICIPI[event.type];
  if (!kind || !participio) return base;
  const nome = nomeDelRecord(kind, event.type, event.data);
  const frase = `${kind.nome} ${participio[kind.femminile ? 1 : 0]}`;
  return { ...base, frase: nome ? `${frase}: ${nome}` : frase };
}
