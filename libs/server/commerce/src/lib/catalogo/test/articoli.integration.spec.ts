import type { Articolo, ArticoloElenco, ModificaRisorsa } from '@registro/contracts';
import { CatalogoSeeder } from '../seed/catalogo-seeder';
import { bearer, createTestApp, type TestApp } from '@registro/server-testing';

jest.setTimeout(90_000);

/** Valid EAN-13s (check digit included) and an EAN-8. */
const EAN_A = '8009876543217';
const EAN_B = '96385074';
const EAN_C = '8001234567897';

describe('articles: /api/articoli, /api/barcode/check', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.get(CatalogoSeeder).run();
    admin = await t.login('admin');
  });
  afterAll(() => t?.close());

  const nuovo = (codice: string, extra: Partial<Articolo> = {}) => ({
    codice,
    descrizione: `Articolo ${codice}`,
    codiceIva: '22',
    unitaMisura: 'PZ',
    deposito: 'P',
    listino: { prezzoBase: 1.1, prezzoEsposto: 2.2 },
    ...extra,
  });
  const salva = (body: object) => t.http.post('/api/articoli').set(bearer(admin)).send(body);
  const leggi = async (id: number): Promise<Articolo> => (await t.http.get(`/api/articoli/${id}`).set(bearer(admin)).expect(200)).body.data;

  it('saves an article with two barcodes; VAT description and rate come from the VAT code, not from the client', async () => {
    const creato = await salva(nuovo('TST001', { listaBarcode: [{ barcode: EAN_A, attivo: true }, { barcode: 'CARTA-A4/80', attivo: false }], aliquotaIva: 99, descrizioneIva: 'falsa', attivo: false }));
    expect(creato.status).toBe(201);
    const id = creato.body.data.id as number;
    const articolo = await leggi(id);
    expect(articolo).toMatchObject({
      codice: 'TST001',
      codiceIva: '22',
      descrizioneIva: 'IVA 22% ordinaria',
      aliquotaIva: 22,
      attivo: true,
      listaBarcode: [
        { barcode: EAN_A, attivo: true },
        { barcode: 'CARTA-A4/80', attivo: true },
      ],
      listino: { idArticolo: id, prezzoBase: 1.1, prezzoEsposto: 2.2, l1: 0 },
      listaGiacenze: [expect.objectContaining({ tipo: 'P', quantita: 0 }), expect.objectContaining({ tipo: 'A', quantita: 0 })],
    });
    expect(Date.parse(articolo.listino.dataOra)).toBeGreaterThan(Date.now() - 60_000);

    await t.http.put(`/api/articoli/${id}`).set(bearer(admin)).send({ ...articolo, codiceIva: '10', listaBarcode: [articolo.listaBarcode[0], { barcode: 'CARTA-A4/80', attivo: false }] }).expect(200);
    expect(await leggi(id)).toMatchObject({ descrizioneIva: 'IVA 10% ridotta', aliquotaIva: 10, listaBarcode: [{ barcode: EAN_A, attivo: true }, { barcode: 'CARTA-A4/80', attivo: false }] });
    const storia = (await t.http.get(`/api/modificherisorse?sezione=articoli&idRisorsa=${id}`).set(bearer(admin))).body.data.list as ModificaRisorsa[];
    expect(storia[1].modifiche).toContain('Codice Iva: 22 → 10');
  });

  it('refuses, in the same save, a barcode another article has: nothing of that save is written', async () => {
    const primo = (await salva(nuovo('TST010', { listaBarcode: [{ barcode: EAN_B, attivo: true }] })).expect(201)).body.data.id as number;

    const rifiutato = await salva(nuovo('TST011', { listaBarcode: [{ barcode: EAN_C, attivo: true }, { barcode: EAN_B, attivo: true }] }));
    expect(rifiutato.status).toBe(409);
    expect(rifiutato.body).toEqual({ messaggio: 'Il Barcode già è presente' });
    expect((await t.http.get('/api/articoli?codice=TST011').set(bearer(admin))).body.data.recordsNumber).toBe(0);
    expect((await t.http.get(`/api/barcode/check/${EAN_C}`).set(bearer(admin))).status).toBe(404);

    const secondo = (await salva(nuovo('TST012')).expect(201)).body.data.id as number;
    const articolo = await leggi(secondo);
    const aggiornato = await t.http.put(`/api/articoli/${secondo}`).set(bearer(admin)).send({ ...articolo, descrizione: 'Cambiata', listaBarcode: [{ barcode: EAN_B, attivo: true }] });
    expect(aggiornato.status).toBe(409);
    expect(await leggi(secondo)).toMatchObject({ descrizione: 'Articolo TST012', listaBarcode: [] });
    expect((await leggi(primo)).listaBarcode).toEqual([{ barcode: EAN_B, attivo: true }]);
  });

  it('checks EAN check digits, repeated barcodes and the VAT code, in Italian', async () => {
    const sbagliato = await salva(nuovo('TST020', { listaBarcode: [{ barcode: '8009876543210', attivo: true }, { barcode: 'ÀÈ', attivo: true }] }));
    expect(sbagliato.status).toBe(400);
    expect(sbagliato.body.messaggio).toBe('Il Barcode 8009876543210 ha una cifra di controllo EAN errata#Il Barcode ÀÈ contiene caratteri non ammessi#');
    const ripetuto = await salva(nuovo('TST021', { listaBarcode: [{ barcode: 'X1', attivo: true }, { barcode: 'X1', attivo: true }] }));
    expect(ripetuto.body.messaggio).toBe('Il Barcode X1 è ripetuto#');
    const iva = await salva(nuovo('TST022', { codiceIva: 'NO', gruppo: 'NESSUNO', listino: { prezzoBase: -1 } as Articolo['listino'] }));
    expect(iva.status).toBe(400);
    expect(iva.body.messaggio).toBe('Il codice I.V.A. NO non esiste#Il gruppo NESSUNO non esiste#Il campo Prezzo Base non può essere minore di 0#');
    const doppio = await salva(nuovo('tst001'));
    expect(doppio.status).toBe(409);
    expect(doppio.body).toEqual({ messaggio: 'Esiste già un articolo con questo codice' });
  });

  it('GET barcode/check answers 200 with the article when the barcode is taken, 404 when free', async () => {
    const preso = await t.http.get(`/api/barcode/check/${EAN_A}`).set(bearer(admin));
    expect(preso.status).toBe(200);
    expect(preso.body.data).toMatchObject({ codice: 'TST001' });
    const libero = await t.http.get('/api/barcode/check/0000000000000').set(bearer(admin));
    expect(libero.status).toBe(404);
    expect(libero.body).toEqual({ messaggio: 'Il Barcode non è presente' });
    const troppoLungo = await t.http.get(`/api/barcode/check/${'7'.repeat(49)}`).set(bearer(admin));
    expect(troppoLungo.status).toBe(400);
    expect(troppoLungo.body).toEqual({ messaggio: 'Il Barcode supera i 48 caratteri' });
  });

  it('lists 50 per page with the columns of the screen, filtered by barcode, code and description', async () => {
    const tutti = (await t.http.get('/api/articoli').set(bearer(admin)).expect(200)).body.data;
    expect(tutti.list).toHaveLength(50);
    expect(tutti.recordsNumber).toBeGreaterThan(200);
    expect(Object.keys(tutti.list[0]).sort()).toEqual(['attivo', 'codice', 'descrizione', 'descrizioneFornitore', 'descrizioneIva', 'id']);

    const perBarcode = (await t.http.get(`/api/articoli?barcode=${EAN_A.slice(0, 9)}`).set(bearer(admin))).body.data as { list: ArticoloElenco[] };
    expect(perBarcode.list.map((a) => a.codice)).toEqual(['TST001']);
    expect((await t.http.get('/api/articoli?codice=tst0').set(bearer(admin))).body.data.list.map((a: ArticoloElenco) => a.codice)).toEqual(['TST001', 'TST010', 'TST012']);
    const carta = (await t.http.get('/api/articoli?descrizione=carta%20a4&forPage=100').set(bearer(admin))).body.data as { list: ArticoloElenco[]; recordsNumber: number };
    expect(carta.recordsNumber).toBe(12);
    expect(carta.list.every((a) => a.descrizione.startsWith('Carta A4') && a.descrizioneIva === 'IVA 22% ordinaria')).toBe(true);
    // a blank supplier is no filter (it used to read as supplier 0: no article); a text is refused
    expect((await t.http.get('/api/articoli?fornitore=').set(bearer(admin))).body.data.recordsNumber).toBe(tutti.recordsNumber);
    const fornitoreTesto = await t.http.get('/api/articoli?fornitore=rossi').set(bearer(admin));
    expect([fornitoreTesto.status, fornitoreTesto.body.messaggio]).toEqual([400, 'Il filtro fornitore deve essere un numero#']);
  });

  it('gives blank stock entries per store for a new article; deletes an article and frees its barcodes', async () => {
    expect((await t.http.get('/api/articoli/giacenze').set(bearer(admin)).expect(200)).body.data).toEqual([
      { tipo: 'P', unitaMisura: '', quantita: 0, descrizione: 'PRINCIPALE', note: '' },
      { tipo: 'A', unitaMisura: '', quantita: 0, descrizione: 'ARCHIVIO', note: '' },
    ]);
    const id = (await salva(nuovo('TST030', { listaBarcode: [{ barcode: EAN_C, attivo: true }] })).expect(201)).body.data.id as number;
    expect((await t.http.delete(`/api/articoli/${id}`).set(bearer(admin))).body).toEqual({ messaggio: 'Eliminazione avvenuta con successo', data: { id } });
    expect((await t.http.get(`/api/barcode/check/${EAN_C}`).set(bearer(admin))).status).toBe(404);
    expect((await t.http.get(`/api/articoli/${id}`).set(bearer(admin))).status).toBe(404);
  });

  it('answers 403 without the articoli section', async () => {
    const operatore = await t.login('operatore');
    for (const path of ['/api/articoli', '/api/articoli/1', '/api/articoli/giacenze', `/api/barcode/check/${EAN_A}`])
      expect([path, (await t.http.get(path).set(bearer(operatore))).status]).toEqual([path, 403]);
    expect((await t.http.post('/api/articoli').set(bearer(operatore)).send(nuovo('NO1'))).status).toBe(403);
    expect((await t.http.put('/api/articoli/1').set(bearer(operatore)).send(nuovo('NO1'))).status).toBe(403);
    expect((await t.http.delete('/api/articoli/1').set(bearer(operatore))).status).toBe(403);
    expect((await t.http.post('/api/articoli/excel').set(bearer(operatore))).status).toBe(403);
  });
});
