import type { Comune, Provincia } from '@registro/contracts';
import { bearer, createTestApp, type TestApp } from '@registro/server-testing';
import { annoItalia } from '../domain/anno-italia';
import { IstatImport } from '../istat/istat-import';
import { InvoicingSeeder } from '../seed/invoicing-seeder';
import { ISTAT_FOLDER } from './istat-folder';

jest.setTimeout(120_000);

describe('the seed, the ISTAT import and the invoice editor lookups', () => {
  let t: TestApp;
  let admin: string;
  const get = async (path: string) => {
    const res = await t.http.get(path).set(bearer(admin));
    expect(res.status).toBe(200);
    return res.body.data as { list: Record<string, unknown>[]; recordsNumber: number };
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('admin');
    await t.app.get(InvoicingSeeder).run({ istatFolder: ISTAT_FOLDER });
  });
  afterAll(() => t?.close());

  it('seeds the ids the admission prefill relies on: type 1 FT, reason 1 VIS, unit 2, multiplier 1, expense type 0', async () => {
    expect((await get('/api/tipidocumento/1')).valueOf()).toMatchObject({
      codiceTipoDocumento: 'FT',
      descrizioneTipoDocumento: 'Fattura',
      codiceNumeratore: 'FT',
      tipoDocumentoSdi: 'TD01',
      causali: [expect.objectContaining({ codiceCausale: 'VEN' }), expect.objectContaining({ id: 1, codiceCausale: 'VIS', descrizioneCausale: 'Prestazione sanitaria' })],
    });
    expect((await get('/api/unitamisura')).list).toContainEqual({ id: 2, descrizione: 'NR' });
    expect((await get('/api/moltiplicatori')).list).toContainEqual({ id: 1, descrizioneMoltiplicatore: 'x 1', multiplo: 1 });
    expect((await get('/api/tipispesa')).list[0]).toEqual({ id: 0, codiceTipoSpesa: 'SP', descrizioneTipoSpesa: 'Prestazioni sanitarie' });
    expect((await get('/api/tipispesa')).recordsNumber).toBe(12);
    const strutture = await get('/api/strutture');
    expect(strutture.list).toEqual([expect.objectContaining({ codiceStruttura: '001', denominazione: 'Centro Medico Sportivo Registro', regimeFiscale: 'RF01', provincia: 'NA' })]);
    const numeratori = ((await get(`/api/numeratori`)) as unknown as Record<string, unknown>[]).map((n) => `${n['codice']}/${n['anno']}/${n['codiceStruttura']}/${n['valore']}`);
    expect(numeratori).toEqual([`FT/${annoItalia()}/001/0`, `NC/${annoItalia()}/001/0`]);
  });

  it('is idempotent: a second run adds nothing', async () => {
    const conta = async () =>
      (
        await t.db.pool.query(
          `SELECT (SELECT count(*) FROM strutture) + (SELECT count(*) FROM tipi_documento) + (SELECT count(*) FROM causali_documento) + (SELECT count(*) FROM numeratori)
             + (SELECT count(*) FROM clienti) + (SELECT count(*) FROM tabella_iva) + (SELECT count(*) FROM comuni) + (SELECT count(*) FROM events) AS n`,
        )
      ).rows[0].n;
    const prima = await conta();
    await t.app.get(InvoicingSeeder).run({ istatFolder: ISTAT_FOLDER });
    expect(await conta()).toBe(prima);
  });

  it('answers the VAT table with the healthcare exemption and the natures of the 0% rates', async () => {
    const iva = (await get('/api/tabellaiva')).list;
    expect(iva[0]).toEqual({ id: 1, descrizioneIva: 'IVA 22%', aliquotaIva: 22, natura: null, riferimentoNormativo: null });
    expect(iva).toContainEqual({ id: 5, descrizioneIva: 'Esente art. 10 n. 18 DPR 633/72', aliquotaIva: 0, natura: 'N4', riferimentoNormativo: 'Art. 10 n. 18 DPR 633/72' });
    expect(iva.filter((r) => r['aliquotaIva'] === 0).map((r) => r['natura']).sort()).toEqual(['N1', 'N2.2', 'N4']);
    expect((await get('/api/metodipagamento')).list).toEqual([
      { id: 1, descrizioneMetodoPagamento: 'Contanti', codiceFatturaPa: 'MP01', tracciato: false },
      { id: 2, descrizioneMetodoPagamento: 'Assegno', codiceFatturaPa: 'MP02', tracciato: true },
      { id: 3, descrizioneMetodoPagamento: 'Bonifico', codiceFatturaPa: 'MP05', tracciato: true },
      { id: 4, descrizioneMetodoPagamento: 'Carta di pagamento/POS', codiceFatturaPa: 'MP08', tracciato: true },
    ]);
  });

  it('imports every province and comune of Italy, Napoli with all its CAPs; comuni by sigla or ISTAT code, sorted by name', async () => {
    const province = (await get('/api/province')).list as unknown as Provincia[];
    expect(province).toHaveLength(107);
    expect(province.map((p) => p.provincia)).toEqual([...province.map((p) => p.provincia)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(province).toContainEqual({ sigla: 'NA', codiceIstat: '063', provincia: 'Napoli' });

    const comuni = (await get('/api/comuni/provincia/NA')).list as unknown as Comune[];
    expect(comuni).toHaveLength(92);
    expect(comuni[0].comune).toBe('Acerra');
    const napoli = comuni.find((c) => c.comune === 'Napoli');
    expect(napoli).toMatchObject({ codiceIstat: '063049', siglaProvincia: 'NA', cap: '80121' });
    expect(napoli?.caps).toEqual(Array.from({ length: 27 }, (_, i) => String(80121 + i)));
    expect((await get('/api/comuni/provincia/063')).list).toEqual(comuni);
    expect((await get('/api/comuni/provincia/na')).recordsNumber).toBe(92);
    expect(await get('/api/comuni/provincia/XX')).toEqual({ list: [], recordsNumber: 0 });
    // a longer text is refused, not cut to its first ten characters
    const lungo = await t.http.get(`/api/comuni/provincia/${'N'.repeat(11)}`).set(bearer(admin));
    expect([lungo.status, lungo.body.messaggio]).toEqual([400, 'La provincia deve essere indicata con la sigla (NA) o con il codice ISTAT (063)']);
    expect((await t.db.pool.query(`SELECT count(*)::int AS n FROM comuni`)).rows[0].n).toBe(7896);
  });

  it('imports again in place (one statement per table)', async () => {
    await t.db.pool.query(`UPDATE comuni SET comune = 'X', caps = '{}' WHERE codice_istat = '063049'`);
    expect(await t.app.get(IstatImport).run(ISTAT_FOLDER)).toEqual({ province: 107, comuni: 7896 });
    const { rows } = await t.db.pool.query(`SELECT comune, array_length(caps, 1) AS n FROM comuni WHERE codice_istat = '063049'`);
    expect(rows[0]).toEqual({ comune: 'Napoli', n: 27 });
  });

  it('searches customers by "cognome nome", any case, at most 50 in name order; no text gives the first 50', async () => {
    const tutti = await get('/api/clienti');
    expect(tutti.recordsNumber).toBe(6);
    expect(tutti.list.map((c) => c['cognome'])).toEqual(['Bianchi', 'Comune di Napoli', 'Esposito', 'Palestra Vesuvio S.r.l.', 'Polisportiva Partenope S.S.D. a r.l.', 'Verdi']);
    expect((await get('/api/clienti?ragioneSoggetto=ESPOSITO%20gen')).list).toEqual([
      expect.objectContaining({ cognome: 'Esposito', nome: 'Gennaro', identificativo: 'ESPGNR70C15F839B', codiceDestinatario: '0000000', provincia: 'NA' }),
    ]);
    expect((await get('/api/clienti?ragioneSoggetto=napoli')).list).toEqual([expect.objectContaining({ codiceDestinatario: 'UF1234', partitaIva: '01207650639' })]);
    expect((await get('/api/clienti?ragioneSoggetto=100%25')).recordsNumber).toBe(0);

    await t.db.pool.query(`INSERT INTO clienti (cognome, nome, identificativo) SELECT 'Rossi', 'Nome ' || lpad(i::text, 3, '0'), 'ID' || i FROM generate_series(1, 60) i`);
    const rossi = await get('/api/clienti?ragioneSoggetto=rossi');
    expect(rossi.recordsNumber).toBe(60);
    expect(rossi.list).toHaveLength(50);
    expect(rossi.list[0]['nome']).toBe('Nome 001');
    expect((await get('/api/clienti')).list).toHaveLength(50);
  });

  it('pages the tariffs (forPage up to 10000, page 1 is the first as the admission client sends it)', async () => {
    const tariffe = await get('/api/leonidaaccettazionetariffe?forPage=10000&page=1');
    expect(tariffe.recordsNumber).toBe(4);
    expect(tariffe.list.map((x) => x['codiceTipoTariffa'])).toEqual(['AGONISTA', 'AGONISTA PRIVATO', 'NON AGONISTA', 'VOLO DA DIPORTO']);
    expect(tariffe.list[0]).toMatchObject({ importo: 50, iva: 0 });
    expect((await get('/api/leonidaaccettazionetariffe?forPage=2&page=2')).list.map((x) => x['codiceTipoTariffa'])).toEqual(['NON AGONISTA', 'VOLO DA DIPORTO']);
    const troppe = await t.http.get('/api/leonidaaccettazionetariffe?forPage=10001').set(bearer(admin));
    expect(troppe.status).toBe(400);
    expect(troppe.body.messaggio).toContain('Il parametro forPage deve essere al massimo 10000');
  });

  it('answers 403 to a user without fatturazione on every lookup', async () => {
    const operatore = await t.login('operatore');
    for (const path of [
      '/api/tabellaiva',
      '/api/unitamisura',
      '/api/tipispesa',
      '/api/moltiplicatori',
      '/api/metodipagamento',
      '/api/province',
      '/api/comuni/provincia/NA',
      '/api/clienti?ragioneSoggetto=a',
      '/api/leonidaaccettazionetariffe',
    ]) {
      const res = await t.http.get(path).set(bearer(operatore));
      expect([path, res.status]).toEqual([path, 403]);
    }
  });
});
