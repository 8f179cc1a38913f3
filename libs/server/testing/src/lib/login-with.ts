import { MENU_COMPLETO, PERMESSI, SEZIONI, appiattisciMenu } from '@registro/contracts';
import { bearer } from './auth-headers';
import type { TestApp } from './test-app';

/**
 * Signs in a new user of a new group that has exactly `permessi` ("sezione/permesso", e.g.
 * "fatturazionenumeratori/visualizza"); the group and user are created by admin through the API.
 */
export async function loginWith(t: TestApp, username: string, permessi: string[]): Promise<string> {
  const admin = await t.login('admin');
  const gruppo = await t.http
    .post('/api/gruppi')
    .set(bearer(admin))
    .send({
      nome: `Gruppo ${username}`,
      descrizione: `Gruppo di prova ${username}`,
      menu: appiattisciMenu(MENU_COMPLETO).map((v) => ({ ...v, selezionato: v.routeId === 'home' })),
      sezioni: SEZIONI.map((s) => ({
        id: s.id,
        descrizione: s.descrizione,
        permessi: PERMESSI.map((p) => ({ descrizione: p, attivo: permessi.includes(`${s.id}/${p}`) })),
      })),
    });
  if (gruppo.status !== 201) throw new Error(`Gruppo non creato: ${gruppo.status} ${JSON.stringify(gruppo.body)}`);
  const utente = await t.http.post('/api/users').set(bearer(admin)).send({
    lastname: 'Prova',
    firstname: username,
    username,
    email: `${username}@example.it`,
    idGruppo: gruppo.body.data.id,
    password: 'Password1',
    verificaPassword: 'Password1',
  });
  if (utente.status !== 201) throw new Error(`Utente non creato: ${utente.status} ${JSON.stringify(utente.body)}`);
  return t.login(username, 'Password1');
}
