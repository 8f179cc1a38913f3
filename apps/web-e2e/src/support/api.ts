import { expect, type APIRequestContext } from '@playwright/test';
import { PASSWORD_DEMO } from '../accesso';

/** Test setup through the public API, as an administrator would do it: never a seed of its own. */
export async function tokenApi(request: APIRequestContext, username = 'admin', password = PASSWORD_DEMO): Promise<string> {
  const risposta = await request.post('/api/token', {
    form: { grant_type: 'password', client_id: 'registro-web', client_secret: '', username },
    headers: { Authorization: `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}` },
  });
  expect(risposta.ok(), await risposta.text()).toBeTruthy();
  return (await risposta.json()).access_token;
}

export async function chiamaApi<T = unknown>(
  request: APIRequestContext,
  token: string,
  metodo: 'GET' | 'POST' | 'PUT' | 'DELETE',
  percorso: string,
  data?: unknown,
): Promise<T> {
  const risposta = await request.fetch(`/api${percorso}`, { method: metodo, data, headers: { Authorization: `Bearer ${token}` } });
  expect(risposta.ok(), `${metodo} ${percorso}: ${await risposta.text()}`).toBeTruthy();
  return (await risposta.json()) as T;
}

/** A user of group Operatori (2) created by the administrator, with a password that satisfies the rules. */
export async function creaUtente(request: APIRequestContext, username: string, password: string, idGruppo = 2): Promise<number> {
  const admin = await tokenApi(request);
  const { data } = await chiamaApi<{ data: { id: number } }>(request, admin, 'POST', '/users', {
    username,
    firstname: 'Prova',
    lastname: username,
    email: `${username}@registro.test`,
    idGruppo,
    password,
    verificaPassword: password,
  });
  return data.id;
}
