/**
 * The code of the XML worker thread (plain JavaScript, run with `new Worker(code, { eval: true })`).
 * libxml2-wasm is an ES module with top-level await, which neither our CommonJS bundle nor jest
 * can load in-process; a worker thread loads it natively, once, and keeps each schema compiled.
 *
 * Hostile input: documents are parsed with NONET and NO_XXE, without entity substitution; the
 * only files libxml2 may open are those of a schema folder (the xmldsig import is mapped to its
 * local copy); a document with a DTD is refused. Messages: `{ id, schema, xml }` →
 * `{ id, errors: string[], tree: XmlNode | null }`.
 */
export const XML_WORKER_SOURCE = String.raw`
const { parentPort, workerData } = require('node:worker_threads');
const fs = require('node:fs');
const path = require('node:path');
const url = require('node:url');

const schemas = workerData.schemas;
const allowed = new Map();
for (const s of Object.values(schemas)) {
  if (!s) continue;
  const dir = path.resolve(s.dir);
  for (const [alias, file] of Object.entries(s.aliases || {})) allowed.set(alias, path.resolve(dir, file));
}
const localPath = (name) => {
  if (allowed.has(name)) return allowed.get(name);
  let p = name;
  if (p.startsWith('file:')) { try { p = url.fileURLToPath(p); } catch { return null; } }
  if (!path.isAbsolute(p)) return null;
  p = path.resolve(p);
  for (const s of Object.values(schemas)) if (s && path.dirname(p) === path.resolve(s.dir)) return p;
  return null;
};

const loaded = import(workerData.libxml2).then((x) => {
  x.xmlRegisterInputProvider({
    match: (name) => localPath(name) !== null,
    open: (name) => { try { return fs.openSync(localPath(name), 'r'); } catch { return undefined; } },
    read: (fd, buf) => { try { return fs.readSync(fd, buf, 0, buf.byteLength, null); } catch { return -1; } },
    close: (fd) => { try { fs.closeSync(fd); return true; } catch { return false; } },
  });
  return x;
});
const validators = new Map();
const OPTIONS = (x) => x.ParseOption.XML_PARSE_NONET | x.ParseOption.XML_PARSE_NO_XXE;

function validator(x, key) {
  if (validators.has(key)) return validators.get(key);
  const s = schemas[key];
  let v = null;
  if (s) {
    const file = path.resolve(s.dir, s.main);
    const doc = x.XmlDocument.fromString(fs.readFileSync(file, 'utf8'), { url: url.pathToFileURL(file).href, option: OPTIONS(x) });
    v = x.XsdValidator.fromDoc(doc);
    doc.dispose();
  }
  validators.set(key, v);
  return v;
}

function tree(el) {
  const node = { name: el.name, attrs: {}, children: [], text: '', line: el.line };
  for (const a of el.attrs) node.attrs[a.name] = a.value;
  for (let c = el.firstChild; c; c = c.next) {
    if (c instanceof x_.XmlElement) node.children.push(tree(c));
    else if (c instanceof x_.XmlText || c instanceof x_.XmlCData) node.text += c.content;
  }
  return node;
}
let x_;

const describe = (e) => (e && e.details && e.details.length
  ? e.details.map((d) => 'riga ' + d.line + ': ' + String(d.message).trim())
  : [String((e && e.message) || e).trim()]);

parentPort.on('message', async ({ id, schema, xml }) => {
  let doc;
  try {
    const x = (x_ = await loaded);
    try {
      doc = x.XmlDocument.fromString(xml, { option: OPTIONS(x) });
    } catch (e) {
      parentPort.postMessage({ id, errors: describe(e).map((m) => 'XML non ben formato: ' + m), tree: null, wellFormed: false });
      return;
    }
    if (doc.dtd) {
      parentPort.postMessage({ id, errors: ['Dichiarazione DOCTYPE non ammessa'], tree: null, wellFormed: false });
      return;
    }
    const errors = [];
    const v = validator(x, schema);
    if (v) { try { v.validate(doc); } catch (e) { errors.push(...describe(e)); } }
    parentPort.postMessage({ id, errors, tree: tree(doc.root), wellFormed: true, validated: !!v });
  } catch (e) {
    parentPort.postMessage({ id, failure: String((e && e.stack) || e) });
  } finally {
    if (doc) doc.dispose();
  }
});
`;
