/**
 * The contract suite's vocabulary: a call of a spec's §7 (`ContractCall`), the request the test
 * sends and the answer it asserts. The calls themselves are listed in contract-calls.ts.
 */

/** What the test finds at a dotted path of the answer's body ("data.list", "data.list[0].id"). */
export type Kind =
  | 'array'
  | 'number'
  | 'string'
  | 'boolean'
  | 'object'
  /** present, even null */
  | 'present'
  /** a list of records: an array at the path, or at its `list` (spec 1 "data is the list of groups", spec 2 "plain lookup lists") */
  | 'rows'
  /** a PDF as base64 text */
  | 'pdfBase64';

export interface Answer {
  /**
   * 2: a 2xx; 4: a 4xx with a `messaggio` (a refusal the spec names or a call whose success needs
   * a secret the test cannot have); 'exists': the route is there, whatever the product answers,
   * but never the router's 404, 405 or 5xx (calls whose answer the spec says "not shown").
   */
  status: 2 | 4 | 'exists';
  shape?: Record<string, Kind>;
  /** the answer is a file: its content type matches */
  contentType?: RegExp;
}

export interface Response {
  status: number;
  body: unknown;
  headers: Record<string, string>;
  text?: string;
}

export type Params = Record<string, string | number>;

/** The test's handle on the app, signed in as admin. */
export interface ContractContext {
  get(path: string, query?: object): Promise<Response>;
  post(path: string, body?: unknown): Promise<Response>;
  put(path: string, body?: unknown): Promise<Response>;
  delete(path: string): Promise<Response>;
  /** signs in through POST token (a fresh session) */
  login(username: string, password?: string): Promise<string>;
  /** a sign-in attempt, whatever it answers (to lock a user with wrong passwords) */
  attemptLogin(username: string, password: string): Promise<number>;
  adminToken: string;
  adminPassword: string;
  /** the certificate and PDF of the signature calls */
  signature: { p12Password: string; pdfBase64: string };
  /** the test database's settings (installation calls) */
  database: { host: string; port: number; username: string; password: string; databaseName: string };
}

export interface ContractCall {
  spec: 1 | 2 | 3;
  /** the call exactly as the spec's §7 writes it (a table's first cell, or "METHOD path" of a bullet) */
  call: string;
  /** one of several requests for one spec call (a call naming several paths or readings) */
  variant?: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /**
   * The path under /api as the product serves it, `{name}` filled from `prepare`. Where the spec
   * writes it relative to a resource prefix (spec 3's paperless documents under `paperclean/`),
   * the prefix is in the path and `prefix` says so.
   */
  path: string;
  prefix?: string;
  /** a file of the web app instead of an API call (spec 3 "GET config/config.json (static)") */
  staticFile?: string;
  query?: object | ((p: Params) => object);
  body?: Record<string, unknown> | ((p: Params, c: ContractContext) => unknown);
  /** form-encoded body (POST token) */
  form?: boolean;
  /** who calls: admin (default), nobody, or a token the call makes */
  as?: 'admin' | 'none' | ((c: ContractContext) => Promise<string>);
  headers?: (c: ContractContext) => Record<string, string>;
  /** finds or makes what the request names (ids from the seeded data, a record to delete) */
  prepare?: (c: ContractContext) => Promise<Params>;
  answer: Answer;
  /** why the request or the assertion is what it is */
  note?: string;
}

/** "spec 2 §7 GET documenti — kind A" */
export const testName = (c: Pick<ContractCall, 'spec' | 'call' | 'variant'>): string =>
  `spec ${c.spec} §7 ${c.call}${c.variant ? ` — ${c.variant}` : ''}`;

/** The value at a dotted path: "data.list[0].id". */
export function at(body: unknown, path: string): unknown {
  let value: unknown = body;
  for (const part of path.split('.').flatMap((p) => p.split(/\[(\d+)\]/).filter(Boolean))) {
    if (value === null || value === undefined || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/** What the api answers for a path no handler serves. */
export const ROUTER_NOT_FOUND = 'Risorsa non trovata';

/** The answer's faults against the call's contract; empty when it holds. */
export function answerFaults(call: ContractCall, res: Response): string[] {
  const faults: string[] = [];
  const { status, shape = {}, contentType } = call.answer;
  const body = res.body as { messaggio?: unknown } | undefined;
  if (status === 2 && (res.status < 200 || res.status > 299)) faults.push(`status ${res.status} (atteso 2xx): ${JSON.stringify(res.body).slice(0, 300)}`);
  if (status === 4 && (res.status < 400 || res.status > 499 || typeof body?.messaggio !== 'string'))
    faults.push(`status ${res.status} (atteso 4xx con messaggio): ${JSON.stringify(res.body).slice(0, 300)}`);
  // a handler's own 404 ("Modulo non trovato") proves the route; the router's does not
  if (status === 'exists' && ((res.status === 404 && (!body?.messaggio || body.messaggio === ROUTER_NOT_FOUND)) || res.status === 405 || res.status >= 500))
    faults.push(`status ${res.status} (la chiamata deve esistere): ${JSON.stringify(res.body).slice(0, 300)}`);
  if (contentType && !contentType.test(res.headers['content-type'] ?? '')) faults.push(`content-type ${res.headers['content-type']} (atteso ${contentType})`);
  for (const [path, kind] of Object.entries(shape)) {
    const value = at(res.body, path);
    const ok =
      kind === 'array'
        ? Array.isArray(value)
        : kind === 'object'
          ? value !== null && typeof value === 'object' && !Array.isArray(value)
          : kind === 'present'
            ? value !== undefined
            : kind === 'rows'
              ? Array.isArray(value) || Array.isArray(at(value, 'list'))
              : kind === 'pdfBase64'
                ? typeof value === 'string' && Buffer.from(value.replace(/^data:[^,]*,/, ''), 'base64').subarray(0, 5).toString() === '%PDF-'
                : typeof value === kind;
    if (!ok) faults.push(`${path}: atteso ${kind}, trovato ${JSON.stringify(value)?.slice(0, 200)}`);
  }
  return faults;
}

/** "data.list: array, data.recordsNumber: number" — the answer as the docs table shows it. */
export function describeAnswer(a: Answer): string {
  const status = a.status === 2 ? '2xx' : a.status === 4 ? '4xx + messaggio' : 'exists (not the router’s 404, not 405, not 5xx)';
  const shape = Object.entries(a.shape ?? {}).map(([p, k]) => `\`${p}\` ${k}`);
  return [status, ...shape, ...(a.contentType ? [`content-type ${a.contentType.source}`] : [])].join(', ');
}
