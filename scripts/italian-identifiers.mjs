// Counts the identifiers that break rule 1 of CONTRIBUTING's "Names": an Italian technical word or
// use-case verb where the house speaks English (`avviaProcesso`, `SignDocumento.esegui`, a
// parameter `porta`). The spec's domain nouns (`fattura`, `ordine`, `gruppo`…) are allowed and not
// counted; neither are past participles (`OrdineConfermato` is an event type, persisted).
//
// What is read (TypeScript compiler API, no type-checking): every *.ts/*.tsx under libs, apps and
// benchmarks, except node_modules, dist, *.d.ts and migrations/ (migration class names are
// persisted). Per file: its name, its exported declarations, every function (declared or a
// function-valued const), class and interface members, enum members and parameters.
//
// Usage:
//   node scripts/italian-identifiers.mjs                   → JSON { total, byLibrary }
//   node scripts/italian-identifiers.mjs --save before.json  (also writes that JSON to a file)
//   node scripts/italian-identifiers.mjs --before before.json → JSON per library { before, after }
//   node scripts/italian-identifiers.mjs --list [library]  → one line per hit: file:line kind name [words]
import { readFileSync, readdirSync, existsSync, writeFileSync } from 'node:fs';
import { join, relative, dirname, basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const ts = require('typescript');

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Technique words and use-case verbs: the ones that must be English in code (rule 1). Verbs in the
 * forms an identifier uses (imperative, infinitive, the action noun); technique nouns singular and
 * plural.
 */
export const TECHNIQUE_WORDS = new Set([
  // use-case verbs and their action nouns
  'crea', 'creare', 'creazione',
  'esegui', 'eseguire', 'esecuzione', 'esecuzioni',
  'avvia', 'avviare', 'avvio',
  'ferma', 'fermare', 'arresto',
  'salva', 'salvare', 'salvataggio',
  'modifica', 'modificare',
  'elimina', 'eliminare', 'eliminazione', 'cancella', 'cancellazione',
  'carica', 'caricare', 'caricamento',
  'leggi', 'leggere', 'lettura',
  'scrivi', 'scrivere', 'scrittura',
  'invia', 'inviare', 'invio',
  'stampa', 'stampe', 'stampare',
  'annulla', 'annullare', 'annullamento',
  'aggiorna', 'aggiornare', 'aggiornamento',
  'cerca', 'cercare', 'ricerca',
  'trova', 'trovare',
  'calcola', 'calcolare', 'calcolo',
  'genera', 'generare', 'generazione',
  'importa', 'importare', 'esporta', 'esportare', 'esportazione',
  'scarica', 'scaricare', 'apri', 'aprire', 'chiudi', 'chiudere',
  'ripristina', 'ripristinare', 'trasforma', 'trasformare', 'trasformazione',
  'verifica', 'verificare', 'controlla', 'controllo',
  'ottieni', 'prendi', 'attendi', 'aspetta', 'attesa',
  'registra', 'registrare', 'converti', 'costruisci', 'prepara', 'applica',
  'decidi', 'accoda', 'riprova', 'rispondi', 'conferma', 'emetti', 'elenca',
  'convalida', 'normalizza',
  // technique nouns
  'elenco', 'elenchi', 'lista', 'liste',
  'utente', 'utenti', 'profilo', 'profili',
  'processo', 'processi', 'figlio', 'porta', 'porte', 'segnale', 'uscita',
  'opzione', 'opzioni', 'pronto', 'radice', 'percorso', 'cartella',
  'risposta', 'risposte', 'richiesta', 'richieste',
  'errore', 'errori', 'risultato', 'risultati', 'dati', 'chiave', 'chiavi',
  'coda', 'lavoro', 'lavori', 'gestore', 'servizio', 'comando', 'comandi',
  'contatore', 'pagina', 'pagine', 'filtro', 'filtri', 'colonna', 'colonne', 'tabella',
  'intestazione', 'intestazioni', 'testo', 'valore', 'valori', 'campo', 'campi',
  'caso', 'casi', 'prova', 'prove', 'esito', 'esiti', 'flusso', 'blocco', 'connessione',
  'sorgente', 'destinazione', 'modello', 'cifrata', 'corpo',
]);

/**
 * The spec's domain nouns (rule 2): allowed in code, listed so a reader sees they were considered.
 * Not counted, even where they sit in the same identifier as a counted word.
 */
export const DOMAIN_WORDS = new Set([
  'fattura', 'fatture', 'documento', 'documenti', 'ordine', 'ordini', 'listino', 'listini',
  'anagrafica', 'anagrafiche', 'gruppo', 'gruppi', 'sezione', 'sezioni', 'parametro', 'parametri',
  'cliente', 'clienti', 'struttura', 'strutture', 'numeratore', 'numeratori', 'causale', 'causali',
  'articolo', 'articoli', 'marca', 'marche', 'categoria', 'categorie', 'magazzino', 'iva',
  'aliquota', 'unita', 'firma', 'modulo', 'moduli', 'dizionario', 'integrazione', 'caseificio',
  'spesa', 'riga', 'righe', 'codice', 'fiscale', 'partita', 'stato', 'descrizione', 'importo',
  'totale', 'quantita', 'prezzo', 'sconto', 'anno', 'numero', 'tipo', 'proforma', 'atleta',
  'sede', 'nota', 'note', 'template', 'report', 'archivio',
]);

function words(name) {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());
}

function italianWords(name) {
  return words(name).filter((w) => TECHNIQUE_WORDS.has(w));
}

const SKIP_DIRS = new Set(['node_modules', 'dist', 'tmp', 'out-tsc', 'migrations', '.nx', 'coverage']);

function sourceFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = join(dir, d.name);
    if (d.isDirectory()) return SKIP_DIRS.has(d.name) ? [] : sourceFiles(p);
    return /\.tsx?$/.test(d.name) && !d.name.endsWith('.d.ts') ? [p] : [];
  });
}

function libraryOf(file) {
  let dir = dirname(file);
  while (dir.startsWith(ROOT) && dir !== ROOT) {
    if (existsSync(join(dir, 'project.json'))) return relative(ROOT, dir);
    dir = dirname(dir);
  }
  return relative(ROOT, dirname(file)).split('/').slice(0, 2).join('/');
}

const isExported = (node) =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

/** The named declarations the rule is about, as [kind, identifier node]. */
function declarationsOf(source) {
  const out = [];
  const name = (n) => (n && (ts.isIdentifier(n) || ts.isPrivateIdentifier(n) || ts.isStringLiteral(n)) ? n : undefined);
  const visit = (node) => {
    if (ts.isFunctionDeclaration(node) && node.name) out.push(['function', node.name]);
    else if (ts.isClassDeclaration(node) && node.name) isExported(node) && out.push(['export', node.name]);
    else if ((ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node) || ts.isEnumDeclaration(node)) && isExported(node))
      out.push(['export', node.name]);
    else if (ts.isVariableStatement(node)) {
      for (const d of node.declarationList.declarations) {
        if (!ts.isIdentifier(d.name)) continue;
        const fn = d.initializer && (ts.isArrowFunction(d.initializer) || ts.isFunctionExpression(d.initializer));
        if (isExported(node)) out.push(['export', d.name]);
        else if (fn) out.push(['function', d.name]);
      }
    } else if (
      ts.isMethodDeclaration(node) || ts.isPropertyDeclaration(node) || ts.isGetAccessor(node) || ts.isSetAccessor(node) ||
      ts.isPropertySignature(node) || ts.isMethodSignature(node) || ts.isEnumMember(node)
    ) {
      const n = name(node.name);
      if (n) out.push(['member', n]);
    } else if (ts.isParameter(node) && ts.isIdentifier(node.name)) out.push(['parameter', node.name]);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

export function count() {
  const hits = [];
  for (const top of ['libs', 'apps', 'benchmarks']) {
    for (const file of sourceFiles(join(ROOT, top))) {
      const rel = relative(ROOT, file);
      const library = libraryOf(file);
      const stem = basename(file).replace(/\.tsx?$/, '');
      const fileWords = italianWords(stem);
      if (fileWords.length) hits.push({ library, file: rel, line: 1, kind: 'file', name: basename(file), words: fileWords });
      const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
      for (const [kind, id] of declarationsOf(source)) {
        const text = id.text;
        const w = italianWords(text);
        if (!w.length) continue;
        const line = source.getLineAndCharacterOfPosition(id.getStart(source)).line + 1;
        hits.push({ library, file: rel, line, kind, name: text, words: w });
      }
    }
  }
  return hits;
}

function summary(hits) {
  const byLibrary = {};
  const byKind = {};
  for (const h of hits) {
    byLibrary[h.library] = (byLibrary[h.library] ?? 0) + 1;
    byKind[h.kind] = (byKind[h.kind] ?? 0) + 1;
  }
  return { total: hits.length, byKind, byLibrary: Object.fromEntries(Object.entries(byLibrary).sort()) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const hits = count();
  const listAt = args.indexOf('--list');
  if (listAt >= 0) {
    const only = args[listAt + 1];
    for (const h of hits.filter((h) => !only || h.library === only || h.file.startsWith(only)))
      console.log(`${h.file}:${h.line} ${h.kind} ${h.name} [${h.words.join(',')}]`);
  } else {
    const now = summary(hits);
    const saveAt = args.indexOf('--save');
    if (saveAt >= 0) writeFileSync(args[saveAt + 1], JSON.stringify(now, null, 2) + '\n');
    const beforeAt = args.indexOf('--before');
    if (beforeAt >= 0) {
      const before = JSON.parse(readFileSync(args[beforeAt + 1], 'utf8'));
      const libs = [...new Set([...Object.keys(before.byLibrary), ...Object.keys(now.byLibrary)])].sort();
      const byLibrary = Object.fromEntries(libs.map((l) => [l, { before: before.byLibrary[l] ?? 0, after: now.byLibrary[l] ?? 0 }]));
      const kinds = [...new Set([...Object.keys(before.byKind ?? {}), ...Object.keys(now.byKind)])].sort();
      const byKind = Object.fromEntries(kinds.map((k) => [k, { before: before.byKind?.[k] ?? 0, after: now.byKind[k] ?? 0 }]));
      console.log(JSON.stringify({ total: { before: before.total, after: now.total }, byKind, byLibrary }, null, 2));
    } else console.log(JSON.stringify(now, null, 2));
  }
}
