import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { maskToken } from '../logging/logger.options';
import { loadConfig } from './registro-config';
import { settingsFrom, readProperties, propertiesFrom, writeProperties, postgresUrl } from './database-settings';

describe('database settings file (gesandb.properties)', () => {
  it('round-trips values with separators, spaces, backslashes and non-ASCII text', () => {
    const valori = { 'db.password': ' a=b:c#d\\e è\n', 'db.host': 'h' };
    const testo = writeProperties(valori, 'commento');
    expect(testo).toMatch(/^# commento\n/);
    expect(testo).toContain('\\u00e8');
    expect(readProperties(testo)).toEqual(valori);
  });

  it('builds a PostgreSQL URL with the credentials encoded', () => {
    const i = settingsFrom(propertiesFrom({ driverName: 'postgresql', host: 'db', port: 6432, username: 'u@x', password: 'p/w', database: 'registro' }));
    expect(postgresUrl(i)).toBe('postgres://u%40x:p%2Fw@db:6432/registro');
  });

  it('gives the platform its database from CONFIG_DIR when DATABASE_URL is not set', () => {
    const dir = mkdtempSync(join(tmpdir(), 'registro-config-'));
    try {
      writeFileSync(join(dir, 'gesandb.properties'), 'db.driver=postgresql\ndb.host=pg.interno\ndb.port=5433\ndb.username=registro\ndb.password=segreta\ndb.name=produzione\n');
      expect(loadConfig({ CONFIG_DIR: dir }).databaseUrl).toBe('postgres://registro:segreta@pg.interno:5433/produzione');
      expect(loadConfig({ CONFIG_DIR: dir, DATABASE_URL: 'postgres://altro/db' }).databaseUrl).toBe('postgres://altro/db');
      writeFileSync(join(dir, 'gesandb.properties'), 'db.driver=mariadb\ndb.host=x\ndb.name=y\n');
      expect(loadConfig({ CONFIG_DIR: dir }).databaseUrl).toBe('postgres://postgres@127.0.0.1:5432/registro');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps the connection test password out of logged urls', () => {
    expect(maskToken('/api/installation/verifydbconnection?host=h&password=s%3Dgreta&port=5432')).toBe(
      '/api/installation/verifydbconnection?host=h&password=[nascosto]&port=5432',
    );
  });
});
