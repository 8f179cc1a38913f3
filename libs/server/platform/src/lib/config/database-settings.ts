import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The database settings file of the installation page (spec 3, "gesandb.properties"): a
 * Java-style .properties file in the configuration folder (CONFIG_DIR). When DATABASE_URL is not
 * set, the platform connects to the PostgreSQL database this file names.
 */
export const DEFAULT_SETTINGS_FILE = 'gesandb.properties';

export const DRIVER_POSTGRESQL = 'postgresql';
export const DRIVER_MARIADB = 'mariadb';

/** The drivers the installation page offers (GET /api/installation/databasedrivers). */
export const DRIVER_DATABASE = [
  { label: 'PostgreSQL', driverName: DRIVER_POSTGRESQL },
  { label: 'MariaDB / MySQL', driverName: DRIVER_MARIADB },
] as const;

export interface DatabaseSettings {
  driverName: string;
  host: string;
  port: number;
  username: string;
  password: string;
  database: string;
}

/** The keys of the file, one per setting. */
export const DATABASE_SETTINGS_KEYS: Record<keyof DatabaseSettings, string> = {
  driverName: 'db.driver',
  host: 'db.host',
  port: 'db.port',
  username: 'db.username',
  password: 'db.password',
  database: 'db.name',
};

function sequenza(c: string): string {
  return ({ t: '\t', n: '\n', r: '\r', f: '\f' } as Record<string, string>)[c] ?? c;
}

/** Reads .properties text: # and ! comments, `=`, `:` or blanks as separators, backslash escapes and continuations. */
export function readProperties(text: string): Record<string, string> {
  const righe = text.split(/\r\n|\r|\n/);
  const valori: Record<string, string> = {};
  for (let i = 0; i < righe.length; i++) {
    let riga = righe[i].replace(/^[ \t\f]+/, '');
    if (!riga || riga.startsWith('#') || riga.startsWith('!')) continue;
    // an odd number of trailing backslashes continues the line
    while (/(^|[^\\])(\\\\)*\\$/.test(riga) && i + 1 < righe.length) {
      riga = riga.slice(0, -1) + righe[++i].replace(/^[ \t\f]+/, '');
    }
    let chiave = '';
    let j = 0;
    for (; j < riga.length; j++) {
      const c = riga[j];
      if (c === '\\') {
        chiave += sequenza(riga[++j] ?? '');
      } else if (c === '=' || c === ':' || c === ' ' || c === '\t' || c === '\f') {
        break;
      } else chiave += c;
    }
    let resto = riga.slice(j).replace(/^[ \t\f]*/, '');
    if (resto.startsWith('=') || resto.startsWith(':')) resto = resto.slice(1).replace(/^[ \t\f]*/, '');
    valori[chiave] = resto.replace(/\\u([0-9a-fA-F]{4})|\\(.)/g, (_, u: string | undefined, c: string | undefined) =>
      u ? String.fromCharCode(parseInt(u, 16)) : sequenza(c ?? ''),
    );
  }
  return valori;
}

function escape(text: string, key: boolean): string {
  let out = text
    .replace(/\\/g, '\\\\')
    .replace(/\t/g, '\\t')
    .replace(/\n/g, '\\n')
    .replace(/\r/g, '\\r')
    .replace(/\f/g, '\\f')
    .replace(/[=:#!]/g, '\\$&')
    .replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  out = key ? out.replace(/ /g, '\\ ') : out.replace(/^ /, '\\ ');
  return out;
}

/** Writes .properties text (ASCII with \uXXXX escapes, as Java's Properties.store). */
export function writeProperties(values: Record<string, string>, commento?: string): string {
  const righe = commento ? [`# ${commento}`] : [];
  for (const [k, v] of Object.entries(values)) righe.push(`${escape(k, true)}=${escape(v, false)}`);
  return righe.join('\n') + '\n';
}

/** The settings a file holds; missing keys are empty (port 0). */
export function settingsFrom(values: Record<string, string>): DatabaseSettings {
  const porta = Number(values[DATABASE_SETTINGS_KEYS.port]);
  return {
    driverName: values[DATABASE_SETTINGS_KEYS.driverName] ?? '',
    host: values[DATABASE_SETTINGS_KEYS.host] ?? '',
    port: Number.isInteger(porta) && porta > 0 ? porta : 0,
    username: values[DATABASE_SETTINGS_KEYS.username] ?? '',
    password: values[DATABASE_SETTINGS_KEYS.password] ?? '',
    database: values[DATABASE_SETTINGS_KEYS.database] ?? '',
  };
}

export function propertiesFrom(i: DatabaseSettings): Record<string, string> {
  return Object.fromEntries(
    (Object.keys(DATABASE_SETTINGS_KEYS) as (keyof DatabaseSettings)[]).map((k) => [DATABASE_SETTINGS_KEYS[k], String(i[k])]),
  );
}

/** postgres://user:password@host:port/database */
export function postgresUrl(i: DatabaseSettings): string {
  const credenziali = i.username
    ? `${encodeURIComponent(i.username)}${i.password ? `:${encodeURIComponent(i.password)}` : ''}@`
    : '';
  const host = i.host.includes(':') ? `[${i.host}]` : i.host;
  return `postgres://${credenziali}${host}:${i.port || 5432}/${encodeURIComponent(i.database)}`;
}

/**
 * The platform's database URL from CONFIG_DIR/gesandb.properties, when that file exists and names
 * a PostgreSQL database (the platform runs on PostgreSQL only); undefined otherwise.
 */
export function databaseUrlFromSettings(configDir: string): string | undefined {
  let testo: string;
  try {
    testo = readFileSync(join(configDir, DEFAULT_SETTINGS_FILE), 'utf8');
  } catch {
    return undefined;
  }
  const i = settingsFrom(readProperties(testo));
  if (i.driverName !== DRIVER_POSTGRESQL || !i.host || !i.database) return undefined;
  return postgresUrl(i);
}
