import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { builtInTemplatesFolder } from '@registro/server-reporting';
import { at, type ContractCall, type ContractContext, type Params } from './contract-kit';

/**
 * Issue 24: every call of the three specs' §7, as the spec writes it, with the request the
 * contract suite sends (the spec's names and shapes, ids from the seeded data) and the answer it
 * asserts. The single source of the suite (contract.spec.ts) and of docs/contract.md.
 *
 * Readings fixed here once:
 * - "data" in the specs is the answer's `data` member ("data.list" = `{ data: { list } }`;
 *   spec 2/3's "data.data" = the same `data` member of the answer the client's `res.data` holds).
 * - "list and recordsNumber" = `data.list` array + `data.recordsNumber` number; "a plain array" /
 *   "an array of rows" = `data` is an array; "data is the list of …" / "plain lookup lists" /
 *   "list" alone = rows (an array at `data` or at `data.list`).
 * - Spec 3's paperless documents (`documenti`, `documenti/a`, `documenti/elabora`) are served under
 *   the resource prefix `paperclean/` (architecture.md, "documenti path clash": spec 2's invoices
 *   keep `/api/documenti`); so is spec 3's `unitamisura` (spec 2's keeps `/api/unitamisura`); those
 *   entries carry `prefix: 'paperclean/'`.
 * - Timestamps are sent as epoch milliseconds (issue 24's codec: what a JSON client sends).
 */

const PAPERCLEAN = 'paperclean/';
const T_2020 = Date.UTC(2020, 0, 1);
const T_2030 = Date.UTC(2030, 11, 31);
const NEW_PASSWORD = 'Contratto-2026!ok';

type Row = Record<string, unknown>;

const rowsOf = (body: unknown): Row[] => {
  const data = at(body, 'data');
  if (Array.isArray(data)) return data as Row[];
  const list = at(data, 'list');
  return Array.isArray(list) ? (list as Row[]) : [];
};

/** The first record of a list of the seeded data; `field` of it (default id). */
async function first(c: ContractContext, path: string, query: object = {}, field = 'id', where: (r: Row) => boolean = () => true): Promise<string | number> {
  const res = await c.get(path, { page: 0, forPage: 1000, ...query });
  const row = rowsOf(res.body).find((r) => where(r) && r[field] !== undefined && r[field] !== null && r[field] !== '');
  if (!row) throw new Error(`nessun record in GET ${path} ${JSON.stringify(query)} (${res.status}) per ${field}`);
  return row[field] as string | number;
}

/** The record as its detail call answers it (`data`). */
async function detail(c: ContractContext, path: string): Promise<Row> {
  const res = await c.get(path);
  const data = at(res.body, 'data') as Row | undefined;
  if (res.status !== 200 || !data) throw new Error(`GET ${path} → ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
  return data;
}

const withoutIdentity = (r: Row): Row => {
  const { id: _id, versione: _v, version: _v2, expectedVersion: _e, ...rest } = r;
  return rest;
};

/** A new record made by saving a copy of the first seeded one (the generic save: POST {resource}). */
async function copyOfFirst(c: ContractContext, resource: string, changes: (r: Row) => Row, query: object = {}): Promise<number> {
  const id = await first(c, resource, query);
  const record = await detail(c, `${resource}/${id}`);
  const res = await c.post(resource, { ...withoutIdentity(record), ...changes(record) });
  const newId = at(res.body, 'data.id');
  if (res.status >= 300 || newId === undefined) throw new Error(`POST ${resource} → ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
  return newId as number;
}

const unique = () => `CT${Date.now().toString(36).toUpperCase().slice(-6)}${Math.floor(Math.random() * 100)}`;

/** A user of its own (to activate or delete). */
async function newUser(c: ContractContext): Promise<Params> {
  const username = `contratto${unique().toLowerCase()}`;
  const res = await c.post('users', { lastname: 'Contratto', firstname: 'Utente', username, email: `${username}@example.it`, idGruppo: 2, password: 'Password1', verificaPassword: 'Password1' });
  if (res.status >= 300) throw new Error(`POST users → ${res.status} ${JSON.stringify(res.body)}`);
  return { id: at(res.body, 'data.id') as number };
}

/** A group of its own, saved as the shared page layout saves (POST gruppi with menu and sezioni). */
async function newGroup(c: ContractContext): Promise<Row> {
  const { menu, sezioni } = await detail(c, 'gruppi/1');
  return { nome: `Contratto ${unique()}`, descrizione: 'Gruppo della suite di contratto', menu, sezioni };
}

/** A document archived to sign (spec 1 §3 "Document to sign"). */
const documentToSign = (c: ContractContext) => ({
  idRisorsa: 10,
  idAnagrafica: 0,
  nomeFile: 'referto.pdf',
  size: Buffer.from(c.signature.pdfBase64, 'base64').length,
  file: c.signature.pdfBase64,
  tipo: 'application/pdf',
  descrizione: 'Referto',
  tipoDocumento: 'REFERTO',
});

async function archived(c: ContractContext): Promise<number> {
  const res = await c.post('allegati', documentToSign(c));
  if (res.status >= 300) throw new Error(`POST allegati → ${res.status} ${JSON.stringify(res.body)}`);
  return at(res.body, 'data.id') as number;
}

/** The password of the signature as the client sends it: base64 of base64 (spec 1 "encoded twice"). */
const twice = (password: string) => Buffer.from(Buffer.from(password).toString('base64')).toString('base64');

/** A seeded invoice as the editor loads it. */
async function invoice(c: ContractContext): Promise<Params> {
  return { id: await first(c, 'documenti') };
}

/** Spec 3's paperless document, seeded, of store P or A. */
const documentPath = (store: 'P' | 'A') => `${PAPERCLEAN}documenti${store === 'A' ? '/a' : ''}`;

/** A new BOZZA document made from a seeded one (POST documenti with the whole document). */
async function newDocument(c: ContractContext, store: 'P' | 'A'): Promise<number> {
  const path = documentPath(store);
  const id = await first(c, path);
  const doc = await detail(c, `${path}/${id}`);
  const res = await c.post(path, { ...documentAsNew(doc), statoAttuale: 'BOZZA' });
  if (res.status >= 300) throw new Error(`POST ${path} → ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
  return at(res.body, 'data.id') as number;
}

const documentAsNew = (doc: Row): Row => {
  const { numero: _n, documentoOrigine: _o, ordineOrigine: _oo, statoAttualeDataOra: _s, ...rest } = withoutIdentity(doc);
  return { ...rest, id: -1, listaRighe: ((doc['listaRighe'] as Row[]) ?? []).map(({ id: _id, trasformata: _t, ...r }) => r) };
};

/** A new order copied from a seeded one. */
async function newOrder(c: ContractContext): Promise<Row> {
  const id = await first(c, 'ordiniordini');
  const order = await detail(c, `ordiniordini/${id}`);
  const { codice: _c, statoAttuale: _s, statoAttualeDataOra: _sd, ...rest } = withoutIdentity(order);
  return { ...rest, id: -1, dataOrdine: Date.now(), listaRighe: ((order['listaRighe'] as Row[]) ?? []).map(({ id: _id, ...r }) => r) };
}

async function createdOrder(c: ContractContext): Promise<Row> {
  const res = await c.post('ordiniordini', await newOrder(c));
  if (res.status >= 300) throw new Error(`POST ordiniordini → ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
  return at(res.body, 'data') as Row;
}

const LIST = { 'data.list': 'array', 'data.recordsNumber': 'number' } as const;
const ROWS = { data: 'rows' } as const;
const ARRAY = { data: 'array' } as const;
const RECORD = { data: 'object' } as const;
const MESSAGGIO = { messaggio: 'string' } as const;
const EXISTS = { status: 'exists' } as const;

/** A copy of a record for a new one: no ids, in its rows neither, and the code fields made unique. */
const asCopy = (r: Row, codes: string[]): Row => ({
  ...Object.fromEntries(
    Object.entries(withoutIdentity(r)).map(([k, v]) => [k, Array.isArray(v) ? v.map((x) => (x && typeof x === 'object' ? withoutIdentity(x as Row) : x)) : v]),
  ),
  ...Object.fromEntries(codes.map((k) => [k, unique()])),
});

/** "save" where the spec does not show the method: the generic save of a new record (POST {resource}) with a copy of a seeded one. */
const genericSave = (spec: 2 | 3, call: string, resource: string, codes: string[], variant: string | undefined = resource): ContractCall => ({
  spec,
  call,
  variant,
  method: 'POST',
  path: resource,
  prepare: async (c) => ({ record: JSON.stringify(await detail(c, `${resource}/${await first(c, resource)}`)) }),
  body: (p) => asCopy(JSON.parse(String(p['record'])), codes),
  answer: EXISTS,
  note: 'method not shown: the generic save (POST {resource}) of a copy of a seeded record',
});

/** GET {resource}/{id} of spec 2's "Types, reasons, numerators" bullet. */
const getById = (resource: string): ContractCall => ({
  spec: 2,
  call: 'GET {resource}/{id}',
  variant: resource,
  method: 'GET',
  path: `${resource}/{id}`,
  prepare: async (c) => ({ id: await first(c, resource) }),
  answer: { status: 2, shape: { ...RECORD, 'data.id': 'present' } },
});

export const CONTRACT_CALLS: ContractCall[] = [
  // ——— spec 1 §7: Authentication and session ———
  {
    spec: 1,
    call: 'POST token',
    method: 'POST',
    path: 'token',
    as: 'none',
    form: true,
    headers: (c) => ({ Authorization: `Basic ${Buffer.from(`admin:${c.adminPassword}`).toString('base64')}` }),
    body: { grant_type: 'password', client_id: 'registro', client_secret: 'registro', username: 'admin' },
    answer: { status: 2, shape: { access_token: 'string' } },
    note: 'a password sign-in: code and urlCallback come instead of the token when a callback sign-in returns a code (spec 1 §4 Login)',
  },
  {
    spec: 1,
    call: 'POST token/twofactorauthenticator',
    method: 'POST',
    path: 'token/twofactorauthenticator',
    as: 'none',
    body: { username: 'admin', secondFactor: '000000' },
    answer: { status: 4, shape: MESSAGGIO },
    note: 'success needs an enrolled authenticator app: the test sends a wrong second factor and checks the refusal',
  },
  {
    spec: 1,
    call: 'GET identitymanagerverify',
    method: 'GET',
    path: 'identitymanagerverify',
    as: 'none',
    query: { id: 'registro-contratto' },
    answer: { status: 2, shape: { ...RECORD, 'data.clientId': 'present' } },
  },
  { spec: 1, call: 'GET sessioncontrol', method: 'GET', path: 'sessioncontrol', answer: EXISTS },
  {
    spec: 1,
    call: 'GET session/{authToken}',
    method: 'GET',
    path: 'session/{authToken}',
    prepare: async (c) => ({ authToken: c.adminToken }),
    answer: { status: 2, shape: { 'data.sessionType': 'string' } },
  },
  {
    spec: 1,
    call: 'GET logout',
    method: 'GET',
    path: 'logout',
    as: (c) => c.login('admin'),
    answer: { status: 2, shape: { spidSession: 'present' } },
    note: 'spec 1 writes "response spidSession" beside "response data.sessionType": spidSession at the top of the answer',
  },
  { spec: 1, call: 'GET session', method: 'GET', path: 'session', answer: { status: 2, shape: { 'data.list': 'array' } } },

  // ——— spec 1 §7: Profile and users ———
  { spec: 1, call: 'GET users/profile', method: 'GET', path: 'users/profile', answer: { status: 2, shape: { ...RECORD, 'data.username': 'string' } } },
  { spec: 1, call: 'GET profilo', method: 'GET', path: 'profilo', answer: { status: 2, shape: RECORD } },
  {
    spec: 1,
    call: 'PUT users/cambiapasswordutente',
    method: 'PUT',
    path: 'users/cambiapasswordutente',
    as: (c) => c.login('operatore'),
    body: (_p, c) => ({ oldPassword: c.adminPassword, newPassword: NEW_PASSWORD, verificaPassword: NEW_PASSWORD }),
    answer: { status: 2 },
    note: "the seeded operatore changes its own password",
  },
  {
    spec: 1,
    call: 'PUT users/cambiapassword',
    method: 'PUT',
    path: 'users/cambiapassword',
    as: 'none',
    body: (_p, c) => ({ username: 'paziente', oldPassword: c.adminPassword, newPassword: NEW_PASSWORD, verificaPassword: NEW_PASSWORD }),
    answer: { status: 2 },
  },
  {
    spec: 1,
    call: 'PUT users/resetpassword',
    method: 'PUT',
    path: 'users/resetpassword',
    as: 'none',
    query: { email: 'cliente@registro.local' },
    answer: { status: 2, shape: MESSAGGIO },
  },
  {
    spec: 1,
    call: 'POST registration',
    method: 'POST',
    path: 'registration',
    as: 'none',
    body: () => {
      const username = `registrato${unique().toLowerCase()}`;
      return { utenteBean: { username, firstname: 'Maria', lastname: 'Rossi', email: `${username}@example.it` }, comune: 'Napoli', indirizzo: 'Via Roma', civico: '1', cap: '80100' };
    },
    answer: { status: 2 },
  },
  {
    spec: 1,
    call: 'GET registration/valida',
    method: 'GET',
    path: 'registration/valida',
    as: 'none',
    query: { code: 'codice-non-valido' },
    answer: EXISTS,
    note: 'the code arrives by e-mail: the test sends an unknown one',
  },
  {
    spec: 1,
    call: 'GET users',
    method: 'GET',
    path: 'users',
    query: { username: 'admin', lastname: '', firstname: '', profilo: '', forPage: 50, page: 0 },
    answer: { status: 2, shape: LIST },
  },
  { spec: 1, call: 'GET users/{id}', method: 'GET', path: 'users/{id}', prepare: async (c) => ({ id: await first(c, 'users', { username: 'admin' }) }), answer: { status: 2, shape: { 'data.id': 'number', 'data.username': 'string' } } },
  { spec: 1, call: 'DELETE users/{id}', method: 'DELETE', path: 'users/{id}', prepare: newUser, answer: { status: 2 } },
  {
    spec: 1,
    call: 'PUT users/sblocca/{id}',
    method: 'PUT',
    path: 'users/sblocca/{id}',
    prepare: async (c) => {
      const { id } = await newUser(c);
      const user = await detail(c, `users/${id}`);
      for (let i = 0; i < 10; i++) await c.attemptLogin(String(user['username']), 'Sbagliata-1');
      return { id };
    },
    answer: { status: 2, shape: MESSAGGIO },
    note: 'a user of its own, locked by wrong passwords first',
  },
  { spec: 1, call: 'PUT users/attiva/{id}', method: 'PUT', path: 'users/attiva/{id}', prepare: newUser, answer: { status: 2, shape: { 'data.attivo': 'boolean' } } },
  { spec: 1, call: 'GET twofactor/sendqrcode', method: 'GET', path: 'twofactor/sendqrcode', query: { usernameUtente: 'admin' }, answer: EXISTS },

  // ——— spec 1 §7: Groups ———
  { spec: 1, call: 'GET vocimenu', method: 'GET', path: 'vocimenu', answer: { status: 2, shape: ROWS } },
  { spec: 1, call: 'GET gruppi', method: 'GET', path: 'gruppi', answer: { status: 2, shape: ROWS } },
  { spec: 1, call: 'GET gruppi/{id}', method: 'GET', path: 'gruppi/{id}', prepare: async () => ({ id: 1 }), answer: { status: 2, shape: { 'data.menu': 'array', 'data.sezioni': 'array' } } },
  {
    spec: 1,
    call: 'DELETE gruppi/{id}',
    method: 'DELETE',
    path: 'gruppi/{id}',
    prepare: async (c) => {
      const res = await c.post('gruppi', await newGroup(c));
      return { id: at(res.body, 'data.id') as number };
    },
    answer: { status: 2 },
  },
  {
    spec: 1,
    call: 'group save',
    method: 'POST',
    path: 'gruppi',
    prepare: async (c) => ({ gruppo: JSON.stringify(await newGroup(c)) }),
    body: (p) => JSON.parse(String(p['gruppo'])),
    answer: { status: 2, shape: { 'data.id': 'number' } },
    note: 'method and path not shown: the generic save (POST {resource}), as architecture.md decides',
  },

  // ——— spec 1 §7: Dashboards and counters ———
  {
    spec: 1,
    call: 'GET wincareold/contatori',
    method: 'GET',
    path: 'wincareold/contatori',
    query: { dataDal: T_2020, dataAl: T_2030 },
    answer: { status: 2, shape: { 'data.prodotto': 'number', 'data.inviatoFse': 'number' } },
  },
  { spec: 1, call: 'GET dataanalysisdashboard/view', method: 'GET', path: 'dataanalysisdashboard/view', answer: { status: 2, shape: { 'data.list': 'array' } } },
  {
    spec: 1,
    call: 'GET dataanalysisdashboard/{id}',
    method: 'GET',
    path: 'dataanalysisdashboard/{id}',
    prepare: async (c) => ({ id: await first(c, 'dataanalysisdashboard') }),
    answer: { status: 2, shape: { 'data.dashboard': 'string' } },
  },
  { spec: 1, call: 'GET dataanalysisquery', method: 'GET', path: 'dataanalysisquery', answer: { status: 2, shape: { 'data.list': 'array' } } },
  {
    spec: 1,
    call: 'GET dataanalysisdatabaseinfo/eseguigraphicquery/{idQuery}',
    method: 'GET',
    path: 'dataanalysisdatabaseinfo/eseguigraphicquery/{idQuery}',
    prepare: async (c) => ({ idQuery: await first(c, 'dataanalysisquery') }),
    answer: { status: 2, shape: ARRAY },
  },

  // ——— spec 1 §7: History, printing and signing ———
  { spec: 1, call: 'GET modificherisorse', method: 'GET', path: 'modificherisorse', query: { sezione: 'users', idRisorsa: 1 }, answer: { status: 2, shape: { 'data.list': 'array' } } },
  {
    spec: 1,
    call: 'POST print/createreport',
    method: 'POST',
    path: 'print/createreport',
    prepare: async (c) => ({ documento: JSON.stringify(await detail(c, `documenti/${await first(c, 'documenti')}`)) }),
    body: (p) => ({ reportName: 'documenti', data: JSON.parse(String(p['documento'])) }),
    answer: { status: 2, shape: { data: 'pdfBase64' } },
  },
  {
    spec: 1,
    call: 'GET documentrepository/lastactive/{id}',
    method: 'GET',
    path: 'documentrepository/lastactive/{id}',
    prepare: async (c) => ({ id: await archived(c) }),
    answer: { status: 2, shape: { 'data.base64': 'string' } },
  },
  { spec: 1, call: 'GET digitalsigndevice', method: 'GET', path: 'digitalsigndevice', query: { tipoFirma: '', gestore: 'REGISTRO' }, answer: EXISTS },
  { spec: 1, call: 'POST allegati', method: 'POST', path: 'allegati', body: (_p, c) => documentToSign(c), answer: EXISTS },
  {
    spec: 1,
    call: 'POST sign',
    method: 'POST',
    path: 'sign',
    prepare: async (c) => ({ id: await archived(c) }),
    body: (p, c) => ({
      gestore: 'REGISTRO',
      tipo: 'REMOTA',
      username: 'struttura',
      pin: c.signature.p12Password,
      codiceDispositivo: 'STRUTTURA',
      codiceApplicativo: 'REGISTRO',
      files: [{ idRiferimento: p['id'], filename: 'referto.pdf', fileBase64: '' }],
    }),
    answer: { status: 2, shape: MESSAGGIO },
  },
  ...(['POST', 'PUT'] as const).map(
    (method): ContractCall => ({
      spec: 1,
      call: 'POST or PUT {resource}/firma/{idEvento}',
      variant: method,
      method,
      path: 'documentrepository/firma/{idEvento}',
      prepare: async (c) => ({ idEvento: await archived(c) }),
      body: (p, c) => ({ idEvento: p['idEvento'], key: twice(c.signature.p12Password), fieldName: 'Firma' }),
      answer: { status: 2 },
      note: 'resource documentrepository, the archived document signed by its id',
    }),
  ),

  // ——— spec 2 §7: Invoices and lookups ———
  {
    spec: 2,
    call: 'GET documenti',
    method: 'GET',
    path: 'documenti',
    prepare: async (c) => ({ codiceStruttura: await first(c, 'strutture', {}, 'codiceStruttura') }),
    query: (p) => ({
      codiceStruttura: p['codiceStruttura'],
      dataDal: T_2020,
      dataAl: T_2030,
      numeroDocumento: '',
      tipoDocumentoDescrizione: '',
      cognomeRagioneSoggetto: '',
      page: 0,
      forPage: 100,
    }),
    answer: { status: 2, shape: LIST },
  },
  { spec: 2, call: 'GET documenti/{id}', method: 'GET', path: 'documenti/{id}', prepare: invoice, answer: { status: 2, shape: { 'data.righeDocumento': 'array' } } },
  {
    spec: 2,
    call: 'POST documenti',
    method: 'POST',
    path: 'documenti',
    prepare: async (c) => ({ documento: JSON.stringify(await detail(c, `documenti/${await first(c, 'documenti')}`)) }),
    body: (p) => {
      const doc = JSON.parse(String(p['documento'])) as Row;
      const { numeroDocumento: _n, ...rest } = withoutIdentity(doc);
      return { ...rest, id: -1, dataDocumento: Date.UTC(2026, 10, 28, 12), righeDocumento: ((doc['righeDocumento'] as Row[]) ?? []).map(({ id: _id, ...r }) => r) };
    },
    answer: { status: 2, shape: RECORD },
    note: 'a seeded invoice saved as new, dataDocumento as epoch milliseconds (a timestamp, spec 2 §3)',
  },
  {
    spec: 2,
    call: 'PUT documenti/{id}',
    method: 'PUT',
    path: 'documenti/{id}',
    prepare: async (c) => {
      const id = await first(c, 'documenti');
      return { id, documento: JSON.stringify(await detail(c, `documenti/${id}`)) };
    },
    body: (p) => JSON.parse(String(p['documento'])),
    answer: { status: 2, shape: RECORD },
    note: 'the invoice sent back whole, as loaded',
  },
  {
    spec: 2,
    call: 'GET documenti/fatturaelettronica/{id}',
    method: 'GET',
    path: 'documenti/fatturaelettronica/{id}',
    prepare: invoice,
    answer: { status: 2, contentType: /xml/ },
  },
  { spec: 2, call: 'GET strutture', method: 'GET', path: 'strutture', answer: { status: 2, shape: ROWS } },
  {
    spec: 2,
    call: 'POST print/createreport',
    method: 'POST',
    path: 'print/createreport',
    prepare: async (c) => ({ documento: JSON.stringify(await detail(c, `documenti/${await first(c, 'documenti')}`)) }),
    body: (p) => ({ reportName: 'documenti', data: JSON.parse(String(p['documento'])) }),
    answer: { status: 2, shape: { data: 'pdfBase64' } },
  },
  {
    spec: 2,
    call: 'POST {pathResource}{linkCalcoloTotaleRiga} (the invoice edit uses the path calcola)',
    method: 'POST',
    path: 'documenti/calcola',
    prepare: async (c) => ({ documento: JSON.stringify(await detail(c, `documenti/${await first(c, 'documenti')}`)) }),
    body: (p) => JSON.parse(String(p['documento'])),
    answer: { status: 2, shape: { 'data.righeDocumento': 'array' } },
  },
  {
    spec: 2,
    call: 'GET {linkDatiSoggetto}/ (invoice edit uses clienti)',
    method: 'GET',
    path: 'clienti/',
    query: { ragioneSoggetto: 'a' },
    answer: { status: 2, shape: ROWS },
  },
  ...['tabellaiva', 'unitamisura', 'tipispesa', 'moltiplicatori', 'metodipagamento', 'province'].map(
    (lookup): ContractCall => ({
      spec: 2,
      call: 'GET tabellaiva, unitamisura, tipispesa, moltiplicatori, metodipagamento, province',
      variant: lookup,
      method: 'GET',
      path: lookup,
      answer: { status: 2, shape: ROWS },
    }),
  ),
  { spec: 2, call: 'GET comuni/provincia/{code}', method: 'GET', path: 'comuni/provincia/{code}', prepare: async () => ({ code: 'NA' }), answer: { status: 2, shape: ROWS } },
  { spec: 2, call: 'GET tipidocumento; causalidocumento (param idTipoDocumento)', variant: 'tipidocumento', method: 'GET', path: 'tipidocumento', answer: { status: 2, shape: ROWS } },
  {
    spec: 2,
    call: 'GET tipidocumento; causalidocumento (param idTipoDocumento)',
    variant: 'causalidocumento',
    method: 'GET',
    path: 'causalidocumento',
    prepare: async (c) => ({ idTipoDocumento: await first(c, 'tipidocumento') }),
    query: (p) => ({ idTipoDocumento: p['idTipoDocumento'] }),
    answer: { status: 2, shape: ROWS },
  },
  {
    spec: 2,
    call: 'GET leonidaaccettazionetariffe',
    method: 'GET',
    path: 'leonidaaccettazionetariffe',
    query: { forPage: 10000, page: 1 },
    answer: { status: 2, shape: { 'data.list': 'array' } },
  },
  { spec: 2, call: 'GET the facilities resource', method: 'GET', path: 'strutture', answer: EXISTS, note: "path not shown: the product's structures are at strutture" },

  // ——— spec 2 §7: Types, reasons, numerators ———
  ...['tipidocumento', 'causalidocumento', 'numeratori', 'printserver', 'application', 'configparameter', 'dataanalysistables', 'dataanalysisquery'].map(getById),
  {
    spec: 2,
    call: 'GET numeratori',
    method: 'GET',
    path: 'numeratori',
    query: { page: 0, forPage: 20, codice: '', descrizione: '' },
    answer: { status: 2, shape: ARRAY },
    note: 'spec 2: "the response data is read as a plain array"',
  },
  {
    spec: 2,
    call: 'POST numeratori',
    method: 'POST',
    path: 'numeratori',
    prepare: async (c) => ({ numeratore: JSON.stringify(await detail(c, `numeratori/${await first(c, 'numeratori')}`)) }),
    body: (p) => {
      const n = JSON.parse(String(p['numeratore'])) as Row;
      return { codice: unique(), descrizione: 'Duplicato dal contratto', codiceStruttura: n['codiceStruttura'], valore: 0, anno: n['anno'], note: '' };
    },
    answer: { status: 2 },
    note: 'the duplicate: codice, descrizione, codiceStruttura, valore, anno, note',
  },

  ...(
    [
      ['tipidocumento', ['codiceTipoDocumento']],
      ['causalidocumento', ['codiceCausale']],
      ['numeratori', ['codice']],
      ['printserver', ['reportName']],
      ['configparameter', []],
      ['dataanalysistables', ['viewName']],
      ['dataanalysisquery', []],
    ] as const
  ).map(([resource, codes]) => genericSave(2, 'Saves of these records are made by a shared page layout', resource, [...codes])),
  {
    spec: 2,
    call: 'Saves of these records are made by a shared page layout',
    variant: 'application',
    method: 'POST',
    path: 'application/upload',
    answer: EXISTS,
    note: "a module's record is saved by uploading its .jar (multipart field file): the route without a file",
  },

  // ——— spec 2 §7: Print server, modules, parameters ———
  { spec: 2, call: 'GET printserver', method: 'GET', path: 'printserver', query: { forPage: 20, page: 0 }, answer: { status: 2, shape: LIST } },
  {
    spec: 2,
    call: 'DELETE printserver/{id}',
    method: 'DELETE',
    path: 'printserver/{id}',
    prepare: async (c) => ({ id: await copyOfFirst(c, 'printserver', (r) => ({ reportName: `${r['reportName']}-${unique()}` })) }),
    answer: { status: 2 },
  },
  { spec: 2, call: 'GET printserver/nomifile', method: 'GET', path: 'printserver/nomifile', answer: { status: 2, shape: ROWS } },
  { spec: 2, call: 'GET application', method: 'GET', path: 'application', answer: { status: 2, shape: ROWS } },
  { spec: 2, call: 'GET /configurazionemoduli/sectionlist', method: 'GET', path: 'configurazionemoduli/sectionlist', query: { nomeModulo: 'magazzino' }, answer: { status: 2 } },
  { spec: 2, call: 'POST /configurazionemoduli/sectionadd', method: 'POST', path: 'configurazionemoduli/sectionadd', body: {}, answer: EXISTS, note: 'payload not shown' },
  { spec: 2, call: 'GET /installation/jarinfo', method: 'GET', path: 'installation/jarinfo', query: { jarName: 'magazzino-1.2.0.jar' }, answer: { status: 2, shape: RECORD } },
  { spec: 2, call: 'GET configparameter', method: 'GET', path: 'configparameter', answer: { status: 2, shape: ROWS } },
  { spec: 2, call: 'GET configparameter/loaded', method: 'GET', path: 'configparameter/loaded', answer: { status: 2, shape: ROWS } },

  // ——— spec 2 §7: Logs and system info ———
  { spec: 2, call: 'GET logs', method: 'GET', path: 'logs', query: { page: 0, forPage: 50, orderDirection: 'DESC' }, answer: { status: 2, shape: LIST } },
  { spec: 2, call: 'GET users/infouser/{username}', method: 'GET', path: 'users/infouser/{username}', prepare: async () => ({ username: 'admin' }), answer: { status: 2, shape: RECORD } },
  { spec: 2, call: 'GET systeminfo', method: 'GET', path: 'systeminfo', answer: { status: 2, shape: RECORD }, note: '"response fields at top level": the fields directly in data' },

  // ——— spec 2 §7: Data analysis ———
  { spec: 2, call: 'GET dataanalysistables', method: 'GET', path: 'dataanalysistables', query: { page: 0, forPage: 20 }, answer: { status: 2, shape: LIST } },
  { spec: 2, call: 'GET dataanalysisquery', method: 'GET', path: 'dataanalysisquery', query: { page: 0, forPage: 20 }, answer: { status: 2, shape: LIST } },
  { spec: 2, call: 'GET dataanalysisquery/{id}', method: 'GET', path: 'dataanalysisquery/{id}', prepare: async (c) => ({ id: await first(c, 'dataanalysisquery') }), answer: { status: 2, shape: RECORD } },
  { spec: 2, call: 'GET dataanalysisdatasources', method: 'GET', path: 'dataanalysisdatasources', query: { page: 0, forPage: 1000 }, answer: { status: 2, shape: LIST } },
  {
    spec: 2,
    call: 'GET dataanalysisdatasources/verificaconnessione/{id}',
    method: 'GET',
    path: 'dataanalysisdatasources/verificaconnessione/{id}',
    prepare: async (c) => ({ id: await first(c, 'dataanalysisdatasources') }),
    answer: EXISTS,
  },
  { spec: 2, call: 'GET dataanalysisdatabasedriver', method: 'GET', path: 'dataanalysisdatabasedriver', answer: { status: 2, shape: LIST } },
  { spec: 2, call: 'GET dataanalysisdashboard', method: 'GET', path: 'dataanalysisdashboard', query: { page: 0, forPage: 20 }, answer: { status: 2, shape: LIST } },
  {
    spec: 2,
    call: 'GET dataanalysisdashboard',
    variant: 'dropdown load (limit and page 0)',
    method: 'GET',
    path: 'dataanalysisdashboard',
    query: { page: 0, forPage: 0 },
    answer: { status: 2, shape: LIST },
  },
  {
    spec: 2,
    call: 'GET dataanalysisdashboard/{id}',
    method: 'GET',
    path: 'dataanalysisdashboard/{id}',
    prepare: async (c) => ({ id: await first(c, 'dataanalysisdashboard') }),
    answer: { status: 2, shape: { 'data.dashboard': 'string' } },
  },
  ...(
    [
      ['eseguigraphicquery', 'idQuery'],
      ['eseguiquery', 'id'],
      ['eseguianaliticquery', 'idQuery'],
    ] as const
  ).map(
    ([run, param]): ContractCall => ({
      spec: 2,
      call: 'GET dataanalysisdatabaseinfo/eseguigraphicquery/{idQuery}',
      variant: run,
      method: 'GET',
      path: `dataanalysisdatabaseinfo/${run}/{${param}}`,
      prepare: async (c) => ({ [param]: await first(c, 'dataanalysisquery') }),
      answer: { status: 2, shape: ARRAY },
    }),
  ),
  { spec: 2, call: 'GET serviziicdix', method: 'GET', path: 'serviziicdix', query: { forPage: 20, page: 0, codice: '250', descrizione: '' }, answer: { status: 2, shape: ROWS } },
  {
    spec: 2,
    call: 'GET dataanalysisgruppodashboard',
    method: 'GET',
    path: 'dataanalysisgruppodashboard',
    prepare: async (c) => ({ idDashboard: await first(c, 'dataanalysisdashboard') }),
    query: (p) => ({ page: 0, forPage: 20, profilo: 'Operatori', idDashboard: p['idDashboard'] }),
    answer: { status: 2, shape: ROWS },
  },
  {
    spec: 2,
    call: 'DELETE dataanalysisgruppodashboard/{id}',
    method: 'DELETE',
    path: 'dataanalysisgruppodashboard/{id}',
    prepare: async (c) => {
      const idDashboard = await first(c, 'dataanalysisdashboard');
      const res = await c.post('dataanalysisgruppodashboard', { profilo: 'Operatori', idDashboard });
      if (res.status >= 300) throw new Error(`POST dataanalysisgruppodashboard → ${res.status} ${JSON.stringify(res.body)}`);
      return { id: at(res.body, 'data.id') as number };
    },
    answer: { status: 2 },
  },
  genericSave(2, 'Save through the shared helper with the data source fields', 'dataanalysisdatasources', ['nome'], undefined),
  genericSave(2, 'driver save through the shared helper', 'dataanalysisdatabasedriver', ['nome'], undefined),
  {
    spec: 2,
    call: 'save with id, profilo, idDashboard',
    method: 'PUT',
    path: 'dataanalysisgruppodashboard/{id}',
    prepare: async (c) => {
      const idDashboard = await first(c, 'dataanalysisdashboard');
      const res = await c.post('dataanalysisgruppodashboard', { profilo: 'Pazienti', idDashboard });
      if (res.status >= 300) throw new Error(`POST dataanalysisgruppodashboard → ${res.status} ${JSON.stringify(res.body)}`);
      return { id: at(res.body, 'data.id') as number, idDashboard };
    },
    body: (p) => ({ id: p['id'], profilo: 'Operatori', idDashboard: p['idDashboard'] }),
    answer: { status: 2 },
    note: 'an association of its own, saved with the three fields the spec names',
  },
  { spec: 2, call: 'GET gruppi', method: 'GET', path: 'gruppi', answer: { status: 2, shape: ROWS } },

  // ——— spec 2 §7: Tasks ———
  { spec: 2, call: 'GET gesantask', method: 'GET', path: 'gesantask', answer: { status: 2, shape: ARRAY } },
  { spec: 2, call: 'GET gesantask/{id}', method: 'GET', path: 'gesantask/{id}', prepare: async (c) => ({ id: await first(c, 'gesantask') }), answer: { status: 2, shape: RECORD } },
  ...(['start', 'stop', 'esegui'] as const).map(
    (action): ContractCall => ({
      spec: 2,
      call: `GET gesantask/${action}/{id}`,
      method: 'GET',
      path: `gesantask/${action}/{id}`,
      prepare: async (c) => ({ id: await first(c, 'gesantask') }),
      answer: EXISTS,
      note: action === 'esegui' ? undefined : 'answer on success not shown',
    }),
  ),
  { spec: 2, call: 'GET gesantask/stato/{id}', method: 'GET', path: 'gesantask/stato/{id}', prepare: async (c) => ({ id: await first(c, 'gesantask') }), answer: { status: 2, shape: { 'data.log': 'present' } } },
  {
    spec: 2,
    call: 'GET gesantasklog',
    method: 'GET',
    path: 'gesantasklog',
    prepare: async (c) => ({ idTask: await first(c, 'gesantask') }),
    query: (p) => ({ idTask: p['idTask'] }),
    answer: { status: 2, shape: ARRAY },
  },

  genericSave(2, 'Saving goes through the shared layout', 'gesantask', ['nome'], undefined),

  // ——— spec 2 §7: Print-report templates by code ———
  {
    spec: 2,
    call: 'GET printreporttipi',
    method: 'GET',
    path: 'printreporttipi',
    query: { codiceTipoDocumento: '', subreport: '', page: 0, forPage: 20 },
    answer: { status: 2, shape: LIST },
  },
  ...(['GET printreporttipi/{id}', 'PUT printreporttipi/{id}', 'DELETE printreporttipi/{id}'] as const).map(
    (call): ContractCall => ({
      spec: 2,
      call,
      method: call.split(' ')[0] as 'GET' | 'PUT' | 'DELETE',
      path: 'printreporttipi/{id}',
      prepare: async (c) => {
        const res = await c.post('printreporttipi', { codiceTipoDocumento: unique(), descrizione: 'Template del contratto', master: 'MasterReport', subreport: '' });
        if (res.status >= 300) throw new Error(`POST printreporttipi → ${res.status} ${JSON.stringify(res.body)}`);
        return { id: at(res.body, 'data.id') as number, codice: at(res.body, 'data.codiceTipoDocumento') as string };
      },
      body: call.startsWith('PUT')
        ? (p: Params) => ({ id: p['id'], codiceTipoDocumento: p['codice'], descrizione: 'Template del contratto (modificato)', master: 'MasterReport', subreport: '' })
        : undefined,
      answer: call.startsWith('PUT') ? { status: 2, shape: { data: 'present', messaggio: 'string' } } : call.startsWith('GET') ? { status: 2, shape: RECORD } : { status: 2 },
    }),
  ),
  {
    spec: 2,
    call: 'POST printreporttipi/upload',
    method: 'POST',
    path: 'printreporttipi/upload',
    prepare: async (c) => {
      const res = await c.post('printreporttipi', { codiceTipoDocumento: unique(), descrizione: 'Template del contratto', master: 'MasterReport', subreport: '' });
      return { idReportTipo: at(res.body, 'data.id') as number };
    },
    body: (p) => ({
      name: 'ProformaOrdine.jrxml',
      base64: `data:application/octet-stream;base64,${readFileSync(join(builtInTemplatesFolder(), 'ProformaOrdine.jrxml')).toString('base64')}`,
      idReportTipo: p['idReportTipo'],
    }),
    answer: { status: 2 },
    note: 'a built-in template uploaded as a data URL',
  },

  // ——— spec 3 §7: Startup and session ———
  { spec: 3, call: 'GET validate', method: 'GET', path: 'validate', answer: { status: 2 } },
  { spec: 3, call: 'GET spidlogin, query code', method: 'GET', path: 'spidlogin', as: 'none', query: { code: 'codice-non-valido' }, answer: EXISTS, note: 'the code comes from the SPID sign-in: the test sends an unknown one' },
  {
    spec: 3,
    call: 'GET config/config.json (static)',
    method: 'GET',
    path: 'config/config.json',
    staticFile: 'apps/web/public/config/config.json',
    answer: { status: 2, shape: { theme: 'string', language: 'string' } },
    note: "a file of the web app (apps/web/public), not under /api",
  },
  { spec: 3, call: 'GET traduora, query language', method: 'GET', path: 'traduora', as: 'none', query: { language: 'it' }, answer: { status: 2, shape: RECORD } },

  // ——— spec 3 §7: Installation, menu and import ———
  { spec: 3, call: 'GET installation/databasedrivers', method: 'GET', path: 'installation/databasedrivers', answer: { status: 2, shape: { data: 'rows', 'data[0].label': 'string', 'data[0].driverName': 'string' } } },
  { spec: 3, call: 'GET installation/databasedata, query fileName', method: 'GET', path: 'installation/databasedata', query: { fileName: 'gesandb.properties' }, answer: { status: 2, shape: RECORD } },
  { spec: 3, call: 'POST installation/databasedata', method: 'POST', path: 'installation/databasedata', body: {}, answer: EXISTS, note: 'empty settings: the route answers without writing the settings file' },
  {
    spec: 3,
    call: 'GET installation/verifydbconnection, settings as query',
    method: 'GET',
    path: 'installation/verifydbconnection',
    prepare: async (c) => ({ ...c.database, driver: 'postgresql' }),
    query: (p) => p,
    answer: { status: 2, shape: MESSAGGIO },
    note: "the test database's settings with the spec's names driver and databaseName",
  },
  { spec: 3, call: 'GET vocimenu/configurazioni', method: 'GET', path: 'vocimenu/configurazioni', answer: { status: 2, shape: ROWS } },
  { spec: 3, call: 'GET attivazione/1', method: 'GET', path: 'attivazione/1', answer: { status: 2, shape: { 'data.importStato': 'present' } } },
  { spec: 3, call: 'GET caseificioimport', method: 'GET', path: 'caseificioimport', answer: { status: 'exists', shape: MESSAGGIO } },

  // ——— spec 3 §7: Integration requests ———
  { spec: 3, call: 'GET integrazionebusiness', method: 'GET', path: 'integrazionebusiness', query: { page: 0, forPage: 20 }, answer: { status: 2, shape: ROWS } },
  {
    spec: 3,
    call: 'GET integrazionebusiness/{id}',
    method: 'GET',
    path: 'integrazionebusiness/{id}',
    prepare: async (c) => ({ id: await first(c, 'integrazionebusiness') }),
    answer: { status: 2, shape: RECORD },
  },
  {
    spec: 3,
    call: 'DELETE integrazionebusiness/{id}',
    method: 'DELETE',
    path: 'integrazionebusiness/{id}',
    prepare: async (c) => ({ id: await first(c, 'integrazionebusiness') }),
    answer: { status: 2, shape: MESSAGGIO },
  },

  // ——— spec 3 §7: Dictionaries ———
  { spec: 3, call: 'GET dizionariosezioni', method: 'GET', path: 'dizionariosezioni', answer: { status: 2, shape: ROWS } },
  {
    spec: 3,
    call: 'GET dizionariosezioni/{id}',
    method: 'GET',
    path: 'dizionariosezioni/{id}',
    prepare: async (c) => ({ id: await first(c, 'dizionariosezioni') }),
    answer: { status: 2, shape: { 'data.listaTipi': 'array' } },
  },
  {
    spec: 3,
    call: 'GET dizionariotipi',
    method: 'GET',
    path: 'dizionariotipi',
    query: { page: 0, forPage: 20, sezioneDizionario: 'DOCUMENTO', codiceTipo: '', descrizioneTipo: '' },
    answer: { status: 2, shape: LIST },
  },
  ...(
    [
      ['DOCUMENTO', { sezioneDizionario: 'DOCUMENTO', enable: true, page: 0, forPage: 10000000 }],
      ['ANAGRAFICA', { sezioneDizionario: 'ANAGRAFICA', page: 0, forPage: 10000000 }],
    ] as const
  ).map(
    ([section, query]): ContractCall => ({
      spec: 3,
      call: 'GET dizionariotipi, query sezioneDizionario (DOCUMENTO or ANAGRAFICA), optionally enable=true',
      variant: section,
      method: 'GET',
      path: 'dizionariotipi',
      query,
      answer: { status: 2, shape: { 'data.list': 'array', 'data.list[0].descrizioneTipo': 'string' } },
    }),
  ),
  {
    spec: 3,
    call: 'save on dizionariotipi',
    method: 'POST',
    path: 'dizionariotipi',
    prepare: async (c) => ({ tipo: JSON.stringify(await detail(c, `dizionariotipi/${await first(c, 'dizionariotipi', { sezioneDizionario: 'ANAGRAFICA' })}`)) }),
    body: (p) => ({ ...withoutIdentity(JSON.parse(String(p['tipo']))), codiceTipo: unique(), descrizioneTipo: 'Tipo del contratto' }),
    answer: EXISTS,
    note: 'method not shown: the generic save (POST {resource}) of a copy of a seeded type',
  },

  // ——— spec 3 §7: Parties ———
  {
    spec: 3,
    call: 'GET anagrafica',
    method: 'GET',
    path: 'anagrafica',
    query: { page: 0, forPage: 20, codice: '', nominativo: '', partitaIva: '', codiceFiscale: '', codiceTipo: 'CLI' },
    answer: { status: 2, shape: LIST },
  },
  ...['FOR', 'ALL'].map(
    (codiceTipo): ContractCall => ({
      spec: 3,
      call: 'GET anagrafica',
      variant: `codiceTipo ${codiceTipo}`,
      method: 'GET',
      path: 'anagrafica',
      query: { codiceTipo, page: 0, forPage: 1000 },
      answer: { status: 2, shape: ROWS },
    }),
  ),
  { spec: 3, call: 'GET anagrafica/{id}', method: 'GET', path: 'anagrafica/{id}', prepare: async (c) => ({ id: await first(c, 'anagrafica', { codiceTipo: 'ALL' }) }), answer: { status: 2, shape: RECORD } },
  {
    spec: 3,
    call: 'GET anagrafica/note, query sezioneDizionario=ANAGRAFICA',
    method: 'GET',
    path: 'anagrafica/note',
    query: { sezioneDizionario: 'ANAGRAFICA' },
    answer: { status: 2, shape: ROWS },
  },
  {
    spec: 3,
    call: 'GET anagrafica/ripristina/{id}',
    method: 'GET',
    path: 'anagrafica/ripristina/{id}',
    prepare: async (c) => {
      const id = await copyOfFirst(c, 'anagrafica', () => ({ codice: unique() }), { codiceTipo: 'ALL' });
      await c.delete(`anagrafica/${id}`);
      return { id };
    },
    answer: { status: 2 },
    note: 'a party of its own, deleted first',
  },
  {
    spec: 3,
    call: 'DELETE anagrafica/{id}',
    method: 'DELETE',
    path: 'anagrafica/{id}',
    prepare: async (c) => ({ id: await copyOfFirst(c, 'anagrafica', () => ({ codice: unique() }), { codiceTipo: 'ALL' }) }),
    answer: { status: 2, shape: MESSAGGIO },
  },
  {
    spec: 3,
    call: 'save on anagrafica',
    method: 'POST',
    path: 'anagrafica',
    prepare: async (c) => ({ party: JSON.stringify(await detail(c, `anagrafica/${await first(c, 'anagrafica', { codiceTipo: 'ALL' })}`)) }),
    body: (p) => ({ ...withoutIdentity(JSON.parse(String(p['party']))), codice: unique() }),
    answer: EXISTS,
    note: 'method not shown: the generic save (POST {resource}) of a copy of a seeded party',
  },

  // ——— spec 3 §7: VAT, groups, brands, categories, numerators ———
  ...(['iva', 'articoligruppi', 'marche', 'categorie'] as const).flatMap((resource): ContractCall[] => [
    {
      spec: 3,
      call: 'Lists and saves on iva, articoligruppi, marche, categorie',
      variant: `GET ${resource}`,
      method: 'GET',
      path: resource,
      query: { page: 0, forPage: 20 },
      answer: { status: 2, shape: LIST },
      note: 'spec 3 §7: "Lists take page and forPage and return list and recordsNumber"',
    },
    genericSave(3, 'Lists and saves on iva, articoligruppi, marche, categorie', resource, ['codice'], `save ${resource}`),
    {
      spec: 3,
      call: 'DELETE on each /{id}',
      variant: resource,
      method: 'DELETE',
      path: `${resource}/{id}`,
      prepare: async (c) => ({ id: await copyOfFirst(c, resource, (r) => asCopy(r, ['codice'])) }),
      answer: { status: 2 },
      note: 'a copy of its own',
    },
  ]),
  { spec: 3, call: 'unitamisura and depositi: plain lists', variant: 'unitamisura', method: 'GET', path: `${PAPERCLEAN}unitamisura`, prefix: PAPERCLEAN, answer: { status: 2, shape: ROWS }, note: "spec 2's unitamisura keeps /api/unitamisura" },
  { spec: 3, call: 'unitamisura and depositi: plain lists', variant: 'depositi', method: 'GET', path: 'depositi', answer: { status: 2, shape: ROWS } },
  { spec: 3, call: 'GET categorie/{id}', method: 'GET', path: 'categorie/{id}', prepare: async (c) => ({ id: await first(c, 'categorie') }), answer: { status: 2, shape: RECORD } },
  {
    spec: 3,
    call: 'POST or PUT numeratori',
    method: 'PUT',
    path: 'numeratori/{id}',
    prepare: async (c) => {
      const id = await first(c, 'numeratori');
      return { id, numeratore: JSON.stringify(await detail(c, `numeratori/${id}`)) };
    },
    body: (p) => JSON.parse(String(p['numeratore'])),
    answer: EXISTS,
    note: 'the counter saved back as loaded (PUT numeratori/{id}, the generic save of an existing record)',
  },
  {
    spec: 3,
    call: 'POST numeratori',
    method: 'POST',
    path: 'numeratori',
    prepare: async (c) => ({ codiceStruttura: await first(c, 'strutture', {}, 'codiceStruttura') }),
    body: (p) => ({ codice: unique(), descrizione: 'Duplicato dal contratto', codiceStruttura: p['codiceStruttura'] }),
    answer: { status: 2 },
    note: 'the duplicate with codice, descrizione, codiceStruttura only',
  },
  { spec: 3, call: 'GET numeratori/{id}', method: 'GET', path: 'numeratori/{id}', prepare: async (c) => ({ id: await first(c, 'numeratori') }), answer: { status: 2, shape: RECORD } },

  // ——— spec 3 §7: Articles ———
  {
    spec: 3,
    call: 'GET articoli',
    method: 'GET',
    path: 'articoli',
    query: { codice: '', barcode: '', descrizione: '', page: 0, forPage: 20 },
    answer: { status: 2, shape: LIST },
  },
  { spec: 3, call: 'GET articoli/{id}', method: 'GET', path: 'articoli/{id}', prepare: async (c) => ({ id: await first(c, 'articoli') }), answer: { status: 2, shape: RECORD } },
  { spec: 3, call: 'GET articoli/giacenze', method: 'GET', path: 'articoli/giacenze', answer: { status: 2, shape: ROWS } },
  {
    spec: 3,
    call: 'save on articoli',
    method: 'POST',
    path: 'articoli',
    prepare: async (c) => ({ articolo: JSON.stringify(await detail(c, `articoli/${await first(c, 'articoli')}`)) }),
    body: (p) => ({ ...withoutIdentity(JSON.parse(String(p['articolo']))), codice: unique(), listaBarcode: [] }),
    answer: EXISTS,
    note: 'method not shown: the generic save (POST {resource}) of a copy of a seeded article',
  },
  {
    spec: 3,
    call: 'DELETE articoli/{id}',
    method: 'DELETE',
    path: 'articoli/{id}',
    prepare: async (c) => ({ id: await copyOfFirst(c, 'articoli', () => ({ codice: unique(), listaBarcode: [] })) }),
    answer: { status: 2, shape: MESSAGGIO },
  },
  {
    spec: 3,
    call: 'GET barcode/check/{barcode}',
    variant: 'taken',
    method: 'GET',
    path: 'barcode/check/{barcode}',
    prepare: async (c) => {
      const articolo = await detail(c, `articoli/${await first(c, 'articoli')}`);
      const barcode = ((articolo['listaBarcode'] as Row[]) ?? []).map((b) => b['barcode'] ?? b['codice'])[0];
      if (!barcode) throw new Error('nessun barcode nel primo articolo seminato');
      return { barcode: String(barcode) };
    },
    answer: { status: 2 },
  },
  { spec: 3, call: 'GET barcode/check/{barcode}', variant: 'free', method: 'GET', path: 'barcode/check/{barcode}', prepare: async () => ({ barcode: '0000000000000' }), answer: { status: 4, shape: MESSAGGIO } },

  // ——— spec 3 §7: Documents (under paperclean/) ———
  ...(['P', 'A'] as const).flatMap((store): ContractCall[] => [
    {
      spec: 3,
      call: 'GET documenti (kind P) or documenti/a (kind A)',
      variant: `kind ${store}`,
      method: 'GET',
      path: documentPath(store),
      prefix: PAPERCLEAN,
      prepare: async (c) => ({ tipo: await first(c, documentPath(store), {}, 'tipo') }),
      query: (p) => ({ tipo: p['tipo'], numero: '', page: 0, forPage: 20 }),
      answer: { status: 2, shape: LIST },
    },
    {
      spec: 3,
      call: 'GET documenti/{id} or documenti/a/{id}',
      variant: `kind ${store}`,
      method: 'GET',
      path: `${documentPath(store)}/{id}`,
      prefix: PAPERCLEAN,
      prepare: async (c) => ({ id: await first(c, documentPath(store)) }),
      answer: { status: 2, shape: { ...RECORD, 'data.listaRighe': 'array' } },
    },
    {
      spec: 3,
      call: 'POST documenti or documenti/a',
      variant: `kind ${store}`,
      method: 'POST',
      path: documentPath(store),
      prefix: PAPERCLEAN,
      prepare: async (c) => ({ documento: JSON.stringify(await detail(c, `${documentPath(store)}/${await first(c, documentPath(store))}`)) }),
      body: (p) => ({ ...documentAsNew(JSON.parse(String(p['documento']))), statoAttuale: 'BOZZA' }),
      answer: { status: 2, shape: { 'data.id': 'number' } },
      note: 'a seeded document saved as a new BOZZA, the full document including statoAttuale',
    },
  ]),
  {
    spec: 3,
    call: 'POST documenti or documenti/a',
    variant: 'transformation payload (spec 3 §3)',
    method: 'POST',
    path: documentPath('P'),
    prefix: PAPERCLEAN,
    prepare: async (c) => {
      // a COMPLETA source of a type with a follow-on type, made for the test
      const tipi = rowsOf((await c.get('dizionariotipi', { sezioneDizionario: 'DOCUMENTO', page: 0, forPage: 1000 })).body);
      const sources = rowsOf((await c.get(documentPath('P'), { page: 0, forPage: 1000 })).body);
      const source = sources.find((d) => tipi.some((t) => t['codiceTipo'] === d['tipo'] && t['richiedeFattura']));
      if (!source) throw new Error('nessun documento seminato di un tipo con un documento successivo');
      const full = await detail(c, `${documentPath('P')}/${source['id']}`);
      const created = await c.post(documentPath('P'), { ...documentAsNew(full), statoAttuale: 'COMPLETA' });
      if (created.status >= 300) throw new Error(`POST ${documentPath('P')} (origine) → ${created.status} ${JSON.stringify(created.body).slice(0, 300)}`);
      const origine = await detail(c, `${documentPath('P')}/${at(created.body, 'data.id')}`);
      const target = tipi.find((t) => t['codiceTipo'] === full['tipo'])!['richiedeFattura'];
      return { origine: JSON.stringify(origine), target: String(target) };
    },
    body: (p) => {
      const origine = JSON.parse(String(p['origine'])) as Row;
      const righe = (origine['listaRighe'] as Row[]).filter((r) => r['descrizioneArticolo']);
      return {
        id: -1,
        tipo: p['target'],
        statoAttuale: 'BOZZA',
        documentoOrigine: origine['id'],
        ordineOrigine: { ...origine, listaRighe: righe.map((r) => ({ ...r, trasformata: true })) },
        anagrafica: origine['anagrafica'],
        idAnagrafica: origine['idAnagrafica'],
        listaRighe: righe.map(({ id: _id, trasformata: _t, ...r }) => r),
      };
    },
    answer: { status: 2, shape: { 'data.id': 'number' } },
    note: 'ordineOrigine (the source, its rows taken flagged trasformata), documentoOrigine, tipo (the follow-on type), anagrafica, idAnagrafica, listaRighe',
  },
  {
    spec: 3,
    call: 'POST documenti/elabora',
    method: 'POST',
    path: `${PAPERCLEAN}documenti/elabora`,
    prefix: PAPERCLEAN,
    prepare: async (c) => ({ documento: JSON.stringify(await detail(c, `${documentPath('P')}/${await first(c, documentPath('P'))}`)) }),
    body: (p) => JSON.parse(String(p['documento'])),
    answer: { status: 2, shape: { ...RECORD, 'data.listaRighe': 'array' } },
  },
  ...(['P', 'A'] as const).map(
    (store): ContractCall => ({
      spec: 3,
      call: 'DELETE documenti/{id}',
      variant: store === 'A' ? 'kind A (documenti/a/{id}, issue 24)' : undefined,
      method: 'DELETE',
      path: `${documentPath(store)}/{id}`,
      prefix: PAPERCLEAN,
      prepare: async (c) => ({ id: await newDocument(c, store) }),
      answer: { status: 2, shape: MESSAGGIO },
      note: 'a new BOZZA of its own',
    }),
  ),

  // ——— spec 3 §7: Orders and others ———
  {
    spec: 3,
    call: 'GET ordiniordini',
    method: 'GET',
    path: 'ordiniordini',
    prepare: async (c) => ({ tipo: await first(c, 'ordiniordini', {}, 'tipo').catch(() => '') }),
    query: (p) => ({ page: 0, forPage: 20, tipo: p['tipo'], codice: '', idCliente: '', dataDal: T_2020, dataAl: T_2030 }),
    answer: { status: 2, shape: LIST },
    note: 'dataDal/dataAl as epoch milliseconds',
  },
  { spec: 3, call: 'GET ordiniordini/{id}', method: 'GET', path: 'ordiniordini/{id}', prepare: async (c) => ({ id: await first(c, 'ordiniordini') }), answer: { status: 2, shape: RECORD } },
  {
    spec: 3,
    call: 'POST ordiniordini',
    method: 'POST',
    path: 'ordiniordini',
    prepare: async (c) => ({ ordine: JSON.stringify(await newOrder(c)) }),
    body: (p) => JSON.parse(String(p['ordine'])),
    answer: { status: 2, shape: { 'data.id': 'number' } },
    note: 'a seeded order saved as new, dataOrdine as epoch milliseconds',
  },
  {
    spec: 3,
    call: 'POST ordiniordini/aggiornastato',
    method: 'POST',
    path: 'ordiniordini/aggiornastato',
    prepare: async (c) => ({ ordine: JSON.stringify(await createdOrder(c)) }),
    body: (p) => ({ ...JSON.parse(String(p['ordine'])), statoAttuale: 'CONFERMATO' }),
    answer: { status: 2 },
  },
  {
    spec: 3,
    call: 'DELETE ordiniordini/{id}',
    method: 'DELETE',
    path: 'ordiniordini/{id}',
    prepare: async (c) => ({ id: at(await createdOrder(c), 'id') as number }),
    answer: EXISTS,
  },
  {
    spec: 3,
    call: 'POST ordiniordini/elabora',
    method: 'POST',
    path: 'ordiniordini/elabora',
    prepare: async (c) => ({ ordine: JSON.stringify(await newOrder(c)) }),
    body: (p) => JSON.parse(String(p['ordine'])),
    answer: EXISTS,
  },
  { spec: 3, call: 'GET ordiniarticoli', method: 'GET', path: 'ordiniarticoli', query: { page: 0, forPage: 20, codice: '' }, answer: { status: 2, shape: ROWS } },
  {
    spec: 3,
    call: 'GET users',
    method: 'GET',
    path: 'users',
    query: { profilo: 'CLIENTE' },
    answer: { status: 2, shape: { data: 'rows', 'data.list[0].id': 'number', 'data.list[0].lastname': 'string', 'data.list[0].firstname': 'string' } },
  },
  {
    spec: 3,
    call: 'POST print/createreport',
    method: 'POST',
    path: 'print/createreport',
    prepare: async (c) => ({ ordine: JSON.stringify(await detail(c, `ordiniordini/${await first(c, 'ordiniordini')}`)) }),
    body: (p) => ({ reportName: 'ProformaOrdine', data: JSON.parse(String(p['ordine'])) }),
    answer: { status: 2, shape: { data: 'pdfBase64' } },
  },
  { spec: 3, call: 'GET dataanalysistables', method: 'GET', path: 'dataanalysistables', answer: { status: 2, shape: ROWS } },
  {
    spec: 3,
    call: 'GET dataanalysisdatabaseinfo/tableinfo',
    method: 'GET',
    path: 'dataanalysisdatabaseinfo/tableinfo',
    prepare: async (c) => {
      // the seeded table (the lowest id), not a copy another test saved
      const tables = rowsOf((await c.get('dataanalysistables', { page: 0, forPage: 1000 })).body).sort((a, b) => Number(a['id']) - Number(b['id']));
      if (!tables[0]) throw new Error('nessuna tabella seminata in dataanalysistables');
      return { tableName: String(tables[0]['viewName']) };
    },
    query: (p) => ({ idDataSource: 1, tableName: p['tableName'] }),
    answer: { status: 2, shape: { data: 'present' } },
  },
  { spec: 3, call: 'GET cot', method: 'GET', path: 'cot', answer: { status: 2, shape: ROWS } },
  { spec: 3, call: 'GET cot/richieste', method: 'GET', path: 'cot/richieste', answer: { status: 2, shape: ROWS } },
];

/** The request's query. */
export const queryOf = (call: ContractCall, params: Params): object | undefined => (typeof call.query === 'function' ? call.query(params) : call.query);
