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

/**
 * As the clinic would: the administrator archives a PDF report for the demo patient
 * (idAnagrafica = the patient's user id). Answers the archived document's id and the patient's id.
 */
export async function archiviaRefertoPaziente(
  request: APIRequestContext,
  referto: { descrizione: string; nomeFile: string; pdf: Buffer },
): Promise<{ id: number; idPaziente: number }> {
  const { data: profilo } = await chiamaApi<{ data: { id: number } }>(request, await tokenApi(request, 'paziente'), 'GET', '/users/profile');
  const { data } = await chiamaApi<{ data: { id: number } }>(request, await tokenApi(request), 'POST', '/allegati', {
    idRisorsa: 1,
    idAnagrafica: profilo.id,
    nomeFile: referto.nomeFile,
    size: referto.pdf.length,
    file: referto.pdf.toString('base64'),
    tipo: 'application/pdf',
    descrizione: referto.descrizione,
    tipoDocumento: 'REFERTO',
  });
  return { id: data.id, idPaziente: profilo.id };
}
