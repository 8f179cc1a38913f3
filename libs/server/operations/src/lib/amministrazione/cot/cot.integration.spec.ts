import type { CentraleOperativaTerritoriale, RigaIntegrazioneCot } from '@registro/contracts';
import { bearer, createTestApp, downloadExcel, loginWith, type TestApp } from '@registro/server-testing';
import { IntegrazioneService } from '../integrazionebusiness/integrazione.service';

jest.setTimeout(60_000);

/** GET /api/cot and GET /api/cot/richieste (spec 3 §7, the web's shared state): read lists answered whole. */
describe('COT: /api/cot and /api/cot/richieste', () => {
  let t: TestApp;
  let admin: { Authorization: string };
  let richieste: IntegrazioneService;
  const meta = { userName: 'test' };

  beforeAll(async () => {
    t = await createTestApp();
    admin = bearer(await t.login('admin'));
    richieste = t.app.get(IntegrazioneService);
  });
  afterAll(() => t?.close());

  it('GET cot answers the seeded Centrali Operative Territoriali as a plain array, by code; page and forPage are ignored', async () => {
    const res = await t.http.get('/api/cot').query({ page: 0, forPage: 1 }).set(admin);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['data']);
    const cot = res.body.data as CentraleOperativaTerritoriale[];
    expect(cot.map((c) => c.codice)).toEqual(['COT-NA1-24', 'COT-NA1-29', 'COT-NA2-35']);
    expect(cot[0]).toEqual({
      id: 1,
      codice: 'COT-NA1-24',
      denominazione: 'COT Distretto 24 Chiaia - Posillipo',
      distretto: 'Distretto 24',
      aziendaSanitaria: 'ASL Napoli 1 Centro',
      comune: 'Napoli',
      indirizzo: 'Via Manzoni 249',
      telefono: '081 0000241',
      email: 'cot.distretto24@registro.local',
      attiva: true,
    });
    expect((await t.http.get('/api/cot').query({ altro: 'x' }).set(admin)).status).toBe(400);
    const excel = await downloadExcel(t.http.post('/api/cot/excel').set(admin));
    expect(excel.status).toBe(200);
  });

  it('GET cot/richieste answers the integration requests addressed to a COT, newest first, with the COT named', async () => {
    const prima = await richieste.register({ servizio: 'cot/presaincarico', metodo: 'POST', stato: 'RICEVUTA', corpoRichiesta: { codiceCot: 'COT-NA1-29', paziente: 'X' } }, meta);
    await richieste.register({ servizio: 'ordini', metodo: 'POST', stato: 'RICEVUTA', corpoRichiesta: { numero: 7 } }, meta);
    await richieste.register({ servizio: 'caseificioimport', metodo: 'GET', stato: 'RICEVUTA', corpoRichiesta: null }, meta);
    const seconda = await richieste.register({ servizio: 'cot/transizione', metodo: 'PUT', stato: 'RICEVUTA', corpoRichiesta: { codiceCot: 'COT-SCONOSCIUTA' } }, meta);
    await richieste.cambiaStato(seconda, 'COMPLETATA', meta);

    const res = await t.http.get('/api/cot/richieste').set(admin);
    expect(res.status).toBe(200);
    const righe = res.body.data as RigaIntegrazioneCot[];
    expect(righe.map((r) => r.id)).toEqual([seconda, prima]);
    expect(righe[1]).toEqual({
      id: prima,
      servizioRichiesto: 'cot/presaincarico',
      metodo: 'POST',
      statoAttuale: 'RICEVUTA',
      dataRichiesta: expect.any(String),
      createDate: righe[1].dataRichiesta,
      codiceCot: 'COT-NA1-29',
      denominazioneCot: 'COT Distretto 29 Scampia - Piscinola',
    });
    expect(righe[0]).toMatchObject({ statoAttuale: 'COMPLETATA', codiceCot: 'COT-SCONOSCIUTA', denominazioneCot: null });
    expect(new Date(righe[1].dataRichiesta).getTime()).toBeGreaterThan(Date.now() - 60_000);

    await richieste.delete(prima, meta);
    expect(((await t.http.get('/api/cot/richieste').set(admin)).body.data as RigaIntegrazioneCot[]).map((r) => r.id)).toEqual([seconda]);
    expect((await downloadExcel(t.http.post('/api/cot/richieste/excel').set(admin))).status).toBe(200);
  });

  it('answers 403 to a user without integrazionebusiness visualizza, and 401 without a session', async () => {
    const estraneo = bearer(await loginWith(t, 'estraneocot', ['ordini/visualizza']));
    for (const chiamata of [
      () => t.http.get('/api/cot'),
      () => t.http.get('/api/cot/richieste'),
      () => t.http.post('/api/cot/excel'),
      () => t.http.post('/api/cot/richieste/excel'),
    ]) {
      const vietato = await chiamata().set(estraneo);
      expect(vietato.status).toBe(403);
      expect(vietato.body.messaggio).toBeTruthy();
      expect((await chiamata()).status).toBe(401);
    }
    const lettore = bearer(await loginWith(t, 'lettorecot', ['integrazionebusiness/visualizza']));
    expect((await t.http.get('/api/cot').set(lettore)).status).toBe(200);
    expect((await t.http.get('/api/cot/richieste').set(lettore)).status).toBe(200);
  });
});
