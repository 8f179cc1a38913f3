import type { Pool } from 'pg';
import type { RichiestaIntegrazione, VoceConfigurazione } from '@registro/contracts';
import { rebuildProjection } from '@registro/server-event-store';
import { PG_POOL } from '@registro/server-platform';
import { createTestApp, type TestApp, bearer } from '@registro/server-testing';
import { integrazioneProjection } from '../integrazionebusiness/integrazione.projection';
import { IntegrazioneService } from '../integrazionebusiness/integrazione.service';

jest.setTimeout(60_000);

describe('business-integration requests and the configuration panel', () => {
  let t: TestApp;
  let admin: string;
  let operatore: string;
  let richieste: IntegrazioneService;
  const meta = { userName: 'test' };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('admin');
    operatore = await t.login('operatore');
    richieste = t.app.get(IntegrazioneService);
  });
  afterAll(() => t?.close());

  it('lists requests newest first, 100 per page, with their current status', async () => {
    const prima = await richieste.register({ servizio: 'ordini', metodo: 'POST', stato: 'RICEVUTA', corpoRichiesta: { numero: 7 } }, meta);
    const seconda = await richieste.register({ servizio: 'caseificioimport', metodo: 'GET', stato: 'RICEVUTA', corpoRichiesta: null }, meta);
    await richieste.cambiaStato(seconda, 'COMPLETATA', meta);
    for (let i = 0; i < 100; i++) await richieste.register({ servizio: `servizio${i}`, metodo: 'GET', stato: 'RICEVUTA', corpoRichiesta: {} }, meta);

    const pagina0 = await t.http.get('/api/integrazionebusiness?page=0&forPage=100').set(bearer(admin));
    expect(pagina0.status).toBe(200);
    expect(pagina0.body.data.recordsNumber).toBe(102);
    expect(pagina0.body.data.list).toHaveLength(100);
    expect(pagina0.body.data.list[0].servizioRichiesto).toBe('servizio99');
    const pagina1 = (await t.http.get('/api/integrazionebusiness?page=1').set(bearer(admin))).body.data.list;
    expect(pagina1.map((r: { id: number }) => r.id)).toEqual([seconda, prima]);
    expect(pagina1[0]).toMatchObject({ servizioRichiesto: 'caseificioimport', metodo: 'GET', statoAttuale: 'COMPLETATA' });
    expect(new Date(pagina1[0].dataRichiesta).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('shows one request with its status history, outcome, body and sent message', async () => {
    const id = await richieste.register({ servizio: 'fatture', metodo: 'PUT', stato: 'RICEVUTA', corpoRichiesta: { fattura: { numero: 1 } } }, meta);
    await richieste.cambiaStato(id, 'IN ELABORAZIONE', meta);
    await richieste.recordOutcome(id, { esitoBusiness: 'OK', rispostaBusiness: { accettata: true }, messaggioInviato: { a: [1, 2] } }, meta);
    await richieste.cambiaStato(id, 'COMPLETATA', meta);

    const res = await t.http.get(`/api/integrazionebusiness/${id}`).set(bearer(admin));
    expect(res.status).toBe(200);
    const r: RichiestaIntegrazione = res.body.data;
    expect(r).toMatchObject({
      id,
      servizioRichiesto: 'fatture',
      metodo: 'PUT',
      statoAttuale: 'COMPLETATA',
      esitoBusiness: 'OK',
      rispostaBusiness: { accettata: true },
      corpoRichiesta: { fattura: { numero: 1 } },
      messaggioInviato: { a: [1, 2] },
    });
    expect(r.storicoStati.map((s) => s.stato)).toEqual(['RICEVUTA', 'IN ELABORAZIONE', 'COMPLETATA']);
    expect(r.storicoStati.every((s) => !Number.isNaN(Date.parse(s.dataOra)))).toBe(true);

    const storia = (await t.http.get(`/api/modificherisorse?sezione=integrazionebusiness&idRisorsa=${id}`).set(bearer(admin))).body.data.list;
    expect(storia.map((v: { modifiche: string }) => v.modifiche)).toEqual([
      'Richiesta registrata\nservizio: fatture\nmetodo: PUT\nstato: RICEVUTA',
      'Stato: IN ELABORAZIONE',
      'Esito business: OK',
      'Stato: COMPLETATA',
    ]);
  });

  it('deletes a request: gone from list and view, a second delete is 404', async () => {
    const id = await richieste.register({ servizio: 'da-eliminare', metodo: 'GET', stato: 'RICEVUTA', corpoRichiesta: null }, meta);
    const res = await t.http.delete(`/api/integrazionebusiness/${id}`).set(bearer(admin));
    expect(res.status).toBe(200);
    expect(res.body.messaggio).toBe('Richiesta eliminata con successo');
    expect((await t.http.get(`/api/integrazionebusiness/${id}`).set(bearer(admin))).status).toBe(404);
    const ancora = await t.http.delete(`/api/integrazionebusiness/${id}`).set(bearer(admin));
    expect(ancora.status).toBe(404);
    expect(ancora.body.messaggio).toBe('Richiesta non trovata');
    expect((await t.http.delete('/api/integrazionebusiness/abc').set(bearer(admin))).status).toBe(400);
  });

  it('rebuilds the list from the events alone, to the same rows', async () => {
    const pool = t.app.get<Pool>(PG_POOL);
    const righe = () => pool.query('SELECT * FROM richieste_integrazione ORDER BY id').then((r) => r.rows);
    const prima = await righe();
    await pool.query('DELETE FROM richieste_integrazione');
    await rebuildProjection(pool, integrazioneProjection);
    expect(await righe()).toEqual(prima);
  });

  it('refuses users without the integrazionebusiness permission (403)', async () => {
    expect((await t.http.get('/api/integrazionebusiness').set(bearer(operatore))).status).toBe(403);
    expect((await t.http.get('/api/integrazionebusiness/1').set(bearer(operatore))).status).toBe(403);
    expect((await t.http.delete('/api/integrazionebusiness/1').set(bearer(operatore))).status).toBe(403);
    expect((await t.http.get('/api/integrazionebusiness')).status).toBe(401);
  });

  it('gives the configuration panel the entries the caller may open', async () => {
    const tutte: VoceConfigurazione[] = (await t.http.get('/api/vocimenu/configurazioni').set(bearer(admin))).body.data;
    expect(tutte.map((v) => v.routeId)).toEqual([
      'configparameter', 'moduli', 'taskmanager', 'installation', 'users', 'gruppi', 'session', 'logs', 'systeminfo', 'integrazionebusiness', 'caseificiosync',
    ]);
    expect(tutte[0]).toEqual({ routeId: 'configparameter', text: 'Parametri', iconCls: 'pi pi-sliders-h' });
    const nessuna = await t.http.get('/api/vocimenu/configurazioni').set(bearer(operatore));
    expect(nessuna.status).toBe(200);
    expect(nessuna.body.data).toEqual([]);
    expect((await t.http.get('/api/vocimenu/configurazioni')).status).toBe(401);
  });
});
