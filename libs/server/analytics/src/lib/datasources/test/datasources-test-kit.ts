import type { DataSource, ParametroConfigurazione } from '@registro/contracts';
import { bearer, type TestApp } from '@registro/server-testing';
import { DataSourcesSeeder } from '../seed/datasources-seeder';

/** Seeds the analytics demo data (drivers, the read-only source, the queries) into a test app. */
export async function seedDataSources(t: TestApp): Promise<void> {
  await t.app.get(DataSourcesSeeder).run();
}

/** The id of a driver by its jdbcName (pg, mysql2). */
export async function driverId(t: TestApp, admin: string, jdbcName: string): Promise<number> {
  const res = await t.http.get('/api/dataanalysisdatabasedriver').set(bearer(admin));
  return (res.body.data.list as { id: number; jdbcName: string }[]).find((d) => d.jdbcName === jdbcName)!.id;
}

/** Saves a data source (POST) and returns its id. */
export async function createSource(t: TestApp, admin: string, body: Partial<DataSource>): Promise<number> {
  const res = await t.http.post('/api/dataanalysisdatasources').set(bearer(admin)).send({ host: '', database: '', username: '', password: '', jdbcUrl: '', ...body });
  if (res.status !== 201) throw new Error(`Data source non creato: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.id as number;
}

/** Saves an analysis query whose chart SQL is `sql` and returns its id. */
export async function createQuery(t: TestApp, admin: string, idDatasource: number, sql: string, title = `Query ${Math.random()}`): Promise<number> {
  const res = await t.http.post('/api/dataanalysisquery').set(bearer(admin)).send({ title, descrizione: '', idDatasource, sqlGraphicQuery: sql, sqlAnaliticQuery: sql });
  if (res.status !== 201) throw new Error(`Query non creata: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.id as number;
}

/** Sets a NUMERO configuration parameter through /api/configparameter (the running app reloads it). */
export async function setParametro(t: TestApp, admin: string, nome: string, valore: number): Promise<void> {
  const list = (await t.http.get('/api/configparameter').query({ nome }).set(bearer(admin))).body.data.list as ParametroConfigurazione[];
  const p = list.find((x) => x.nome === nome);
  const res = p
    ? await t.http.put(`/api/configparameter/${p.id}`).set(bearer(admin)).send({ ...p, parametro: String(valore) })
    : await t.http.post('/api/configparameter').set(bearer(admin)).send({ nome, tipo: 'NUMERO', note: '', parametro: String(valore) });
  if (res.status >= 300) throw new Error(`Parametro ${nome} non salvato: ${res.status} ${JSON.stringify(res.body)}`);
}
