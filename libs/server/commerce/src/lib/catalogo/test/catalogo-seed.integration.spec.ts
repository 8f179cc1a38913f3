import type { Articolo, ArticoloElenco } from '@registro/contracts';
import { bearer, createTestApp, type TestApp } from '@registro/server-testing';
import { barcodeProblem } from '../domain/barcode';
import { CatalogoSeeder } from '../seed/catalogo-seeder';

jest.setTimeout(90_000);

describe('the demo catalogue', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('seeds about 200 articles with valid EAN-13s, a displayed price and a picture, fast and only once', async () => {
    const seeder = t.app.get(CatalogoSeeder);
    const inizio = Date.now();
    await seeder.run();
    const durata = Date.now() - inizio;
    await seeder.run();
    expect(durata).toBeLessThan(10_000);

    const { rows } = await t.db.pool.query<{ n: number; barcode: number; prezzo: number; immagini: number; eventi: number }>(
      `SELECT (SELECT count(*)::int FROM articoli) AS n, (SELECT count(*)::int FROM articoli_barcode) AS barcode,
        (SELECT count(*)::int FROM articoli WHERE (listino->>'prezzoEsposto')::numeric > 0) AS prezzo,
        (SELECT count(*)::int FROM articoli WHERE immagine_base64 LIKE 'data:image/svg+xml;base64,%') AS immagini,
        (SELECT count(*)::int FROM events WHERE stream_id LIKE 'articoli-%') AS eventi`,
    );
    expect(rows[0].n).toBeGreaterThanOrEqual(190);
    expect(rows[0]).toEqual({ n: rows[0].n, barcode: rows[0].n, prezzo: rows[0].n, immagini: rows[0].n, eventi: rows[0].n });
    const codici = (await t.db.pool.query<{ barcode: string }>(`SELECT barcode FROM articoli_barcode`)).rows.map((r) => r.barcode);
    expect(codici.filter((c) => !/^\d{13}$/.test(c) || barcodeProblem(c))).toEqual([]);

    const admin = await t.login('admin');
    const primo = (await t.http.get('/api/articoli?codice=CA4001').set(bearer(admin))).body.data.list as ArticoloElenco[];
    const articolo = (await t.http.get(`/api/articoli/${primo[0].id}`).set(bearer(admin))).body.data as Articolo;
    expect(articolo).toMatchObject({ descrizione: 'Carta A4 80 g bianca', codiceIva: '22', aliquotaIva: 22, unitaMisura: 'RT', listino: { costoUltimoAcquisto: 3.2, prezzoEsposto: 5.12 } });
    console.log(`seed del catalogo: ${rows[0].n} articoli in ${durata} ms`);
  });
});
