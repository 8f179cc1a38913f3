import { createHash } from 'node:crypto';
import type { EsitoImportazioneFattureRicevute, FatturaRicevuta, FatturaRicevutaElenco } from '@registro/contracts';
import { bearer, createTestApp, loginWith, type TestApp } from '@registro/server-testing';
import { FATTURAPA_XSD_DIR, fatturaPaFile } from '../../../test/fatturapa-standards';
import { FATTURA_SEMPLIFICATA, standard, standards } from './fatture-ricevute-samples';

jest.setTimeout(180_000);

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** POST fatturericevute/importa, then GET fatturericevute/{id} and the downloads, against the real api, PostgreSQL and the official XSD. */
describe('received supplier invoices (real PostgreSQL)', () => {
  let t: TestApp;
  let admin: string;
  let operatore: string;
  const envPrima = process.env['FATTURAPA_XSD_DIR'];

  beforeAll(async () => {
    process.env['FATTURAPA_XSD_DIR'] = FATTURAPA_XSD_DIR;
    t = await createTestApp();
    [admin, operatore] = [await t.login('admin'), await t.login('operatore')];
  });
  afterAll(async () => {
    process.env['FATTURAPA_XSD_DIR'] = envPrima;
    await t?.close();
  });

  const importa = (files: [string, Buffer | string][], tk = admin) => {
    let req = t.http.post('/api/fatturericevute/importa').set(bearer(tk));
    for (const [nome, contenuto] of files) req = req.attach('file', Buffer.isBuffer(contenuto) ? contenuto : Buffer.from(contenuto), nome);
    return req;
  };
  const esito = (res: { body: { data: EsitoImportazioneFattureRicevute } }) => res.body.data;
  const leggi = async (id: number, tk = admin): Promise<FatturaRicevuta> => {
    const res = await t.http.get(`/api/fatturericevute/${id}`).set(bearer(tk));
    expect(res.status).toBe(200);
    return res.body.data;
  };
  const scarica = (path: string, tk = admin) =>
    t.http
      .get(path)
      .set(bearer(tk))
      .buffer(true)
      .parse((res, cb) => {
        const parti: Buffer[] = [];
        res.on('data', (c: Buffer) => parti.push(c));
        res.on('end', () => cb(null, Buffer.concat(parti)));
      });

  it('imports every file of ricevute/: the signed FPR03 (2 bodies → 2 documents), its base64 twin refused as a duplicate, the spaces of FPR05 with a warning', async () => {
    // the DER envelope first: its base64 twin is then the same invoice again
    const nomi = standards('ricevute').sort((a, b) => Number(a.includes('base64')) - Number(b.includes('base64')));
    expect(nomi).toHaveLength(6);
    const res = await importa(nomi.map((n) => [n, standard('ricevute', n)]));
    expect(res.status).toBe(200);
    const { creati, rifiutati } = esito(res);
    expect(creati.map((c) => [c.file, c.numero, c.data, c.tipoDocumento, c.totale, c.fornitore.partitaIva, c.fornitore.corrispondenza])).toEqual([
      ['IT01234567890_FPR03.xml.p7m', '123', '2014-12-18', 'TD01', 30.5, '02780790107', 'creato'],
      ['IT01234567890_FPR03.xml.p7m', '456', '2014-12-20', 'TD01', 2440, '02780790107', 'partitaIva'],
      ['IT01234567890_FPR05.xml', '14311', '2014-12-18', 'TD01', expect.any(Number), '02780790107', 'partitaIva'],
      ['IT02780790107_11005.xml', '124', '2014-12-18', 'TD01', expect.any(Number), '02780790107', 'partitaIva'],
      ['IT05979361218_001.xml', 'FT/2015/0006', '2015-02-16', 'TD01', expect.any(Number), '05979361218', 'creato'],
      ['ITBNCMRA80A01D548T_20001.xml', '001', '2020-10-25', 'TD01', 122.91, '01484710387', 'creato'],
    ]);
    expect(rifiutati).toEqual([
      { file: 'IT01234567890_FPR03.base64.xml.p7m', messaggio: "Fattura già importata: n. 123 del 18/12/2014 di SOCIETA' ALPHA SRL", idEsistente: creati[0].id },
    ]);
    expect(res.body.messaggio).toBe('6 fatture importate, 1 file rifiutati');

    const firmata = await leggi(creati[0].id);
    expect(firmata.firma).toMatchObject({ soggetto: 'CORATO SERGIO', codiceFiscale: 'CRTSRG74M18A459G', emittente: 'InfoCert Firma Qualificata 2' });
    expect(firmata.formato).toBe('FPR12');
    expect(firmata.cedente).toMatchObject({ denominazione: "SOCIETA' ALPHA SRL", partitaIva: '02780790107' });
    const fpr05 = await leggi(creati[2].id);
    expect(fpr05.data).toBe('2014-12-18');
    expect(fpr05.avvisi).toEqual([expect.stringMatching(/^Spazi attorno al valore ignorati \(riga 54, Data\)$/)]);
    expect(fpr05.righe.find((r) => r.scontiMaggiorazioni.length)?.scontiMaggiorazioni).toEqual([{ tipo: 'SC', percentuale: 100 }]);
    const persona = await leggi(creati[5].id);
    expect(persona.cedente).toMatchObject({ nome: 'Mario', cognome: 'Bianchi', denominazione: 'Mario Bianchi' });
    expect(persona.ritenute).toEqual([{ tipo: 'RT01', importo: 23, aliquota: 20, causale: 'A' }]);
    expect(persona.avvisi).toEqual([]);
    const conAllegati = await leggi(creati[3].id);
    expect(conAllegati.documentiCollegati).toEqual(
      expect.arrayContaining([
        { tipo: 'ordine', idDocumento: '66685' },
        { tipo: 'contratto', idDocumento: '123', data: '2012-09-01' },
      ]),
    );
    expect(conAllegati.causale.length).toBeGreaterThan(0);
    expect(conAllegati.pagamenti[0]).toMatchObject({ modalita: 'MP05', scadenza: '2015-04-30', importo: 20, iban: expect.stringMatching(/^IT/) });
  });

  it('reads lines, VAT summaries, payments and attachments, and gives back the original and each attachment byte for byte', async () => {
    const lista = (await t.http.get('/api/fatturericevute?numero=124').set(bearer(admin))).body.data.list as FatturaRicevutaElenco[];
    expect(lista).toHaveLength(1);
    expect(lista[0].scadenze).toEqual(['2015-04-30', '2015-05-30', '2015-06-30']);
    const f = await leggi(lista[0].id);
    expect(f.righe.length).toBeGreaterThan(0);
    expect(f.riepiloghiIva.length).toBeGreaterThan(0);
    expect(f.pagamenti.map((p) => p.scadenza)).toEqual(['2015-04-30', '2015-05-30', '2015-06-30']);
    expect(f.allegati).toEqual([expect.objectContaining({ nome: 'test.png', byte: expect.any(Number) })]);

    const originale = await scarica(`/api/fatturericevute/${f.id}/file`);
    expect(originale.status).toBe(200);
    expect(originale.headers['content-disposition']).toContain('filename="IT02780790107_11005.xml"');
    expect(sha256(originale.body)).toBe(sha256(standard('ricevute', 'IT02780790107_11005.xml')));

    const allegato = await scarica(`/api/fatturericevute/${f.id}/allegati/test.png`);
    expect(allegato.status).toBe(200);
    const atteso = /<NomeAttachment>test\.png<\/NomeAttachment>[\s\S]*?<Attachment>([^<]*)<\/Attachment>/.exec(standard('ricevute', 'IT02780790107_11005.xml').toString('utf8'))?.[1] ?? '';
    expect(allegato.body.equals(Buffer.from(atteso.replace(/\s+/g, ''), 'base64'))).toBe(true);
    expect(allegato.body.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect((await scarica(`/api/fatturericevute/${f.id}/allegati/altro.png`)).status).toBe(404);

    const firmata = (await t.http.get('/api/fatturericevute?numero=456').set(bearer(admin))).body.data.list[0] as FatturaRicevutaElenco;
    const p7m = await scarica(`/api/fatturericevute/${firmata.id}/file`);
    expect(p7m.body.equals(standard('ricevute', 'IT01234567890_FPR03.xml.p7m'))).toBe(true);
  });

  it('imports the official samples: FPA01 and FPR01 go in, FPR02 and FPR03 (whose first body is the same invoice 123) are refused naming FPR01 and its supplier party (named ALPHA SRL by FPA01, which created it)', async () => {
    const nomi = standards('samples');
    const res = await importa(nomi.map((n) => [n, standard('samples', n)]));
    expect(res.status).toBe(200);
    const { creati, rifiutati } = esito(res);
    expect(creati.map((c) => [c.file, c.numero, c.data, c.fornitore.partitaIva, c.fornitore.corrispondenza])).toEqual([
      ['IT01234567890_FPA01.xml', '123', '2017-01-18', '01234567890', 'creato'],
      ['IT01234567890_FPR01.xml', '123', '2014-12-18', '01234567890', 'partitaIva'],
    ]);
    expect(rifiutati).toEqual([
      { file: 'IT01234567890_FPR02.xml', messaggio: "Fattura già importata: n. 123 del 18/12/2014 di ALPHA SRL", idEsistente: creati[1].id },
      { file: 'IT01234567890_FPR03.xml', messaggio: "Fattura già importata: n. 123 del 18/12/2014 di ALPHA SRL", idEsistente: creati[1].id },
    ]);
    // FPR03's second body (n. 456 of this supplier) was not imported: a refused file writes nothing
    expect((await t.http.get('/api/fatturericevute?numero=456&fornitore=01234567890').set(bearer(admin))).body.data.recordsNumber).toBe(0);
    expect((await leggi(creati[0].id)).formato).toBe('FPA12');
  });

  it('imports a simplified invoice (FSM10): lines with Importo, total their sum, the VAT summary by rate and Natura', async () => {
    const res = await importa([['IT13678901458_S0001.xml', FATTURA_SEMPLIFICATA]]);
    expect(res.status).toBe(200);
    const [creata] = esito(res).creati;
    expect(creata).toMatchObject({ numero: 'S/17', data: '2026-11-20', tipoDocumento: 'TD07', totale: 132.5 });
    const f = await leggi(creata.id);
    expect(f.formato).toBe('FSM10');
    expect(f.cessionario).toMatchObject({ denominazione: 'Poliambulatorio di prova srl', partitaIva: '01234567897', comune: 'Napoli' });
    expect(f.righe.map((r) => [r.descrizione, r.prezzoTotale, r.aliquotaIva, r.natura])).toEqual([
      ['Risme di carta A4', 122, 22, undefined],
      ['Buste commerciali', 10.5, 0, 'N2.2'],
    ]);
    expect(f.riepiloghiIva).toEqual([
      { aliquotaIva: 22, imponibile: 100, imposta: 22 },
      { aliquotaIva: 0, natura: 'N2.2', imponibile: 10.5, imposta: 0 },
    ]);
  });

  it('reads the stamp duty and the declared total of a healthcare invoice (own/HC001)', async () => {
    const res = await importa([['IT01234567890_HC001.xml', fatturaPaFile('own', 'IT01234567890_HC001.xml')]]);
    expect(res.status).toBe(200);
    const f = await leggi(esito(res).creati[0].id);
    expect(f).toMatchObject({ numero: '1/2025', data: '2025-03-10', totale: 122, bollo: { virtuale: true, importo: 2 } });
    expect(f.riepiloghiIva.some((r) => r.natura)).toBe(true);
  });

  it('refuses the import to whoever lacks fatturericevute/modifica, and the reading to whoever lacks visualizza', async () => {
    const senza = await loginWith(t, 'senzaricevute', ['fatturazione/visualizza']);
    expect((await importa([['a.xml', FATTURA_SEMPLIFICATA]], senza)).status).toBe(403);
    expect((await t.http.get('/api/fatturericevute').set(bearer(senza))).status).toBe(403);
    expect((await t.http.get('/api/fatturericevute/1').set(bearer(senza))).status).toBe(403);
    expect((await scarica('/api/fatturericevute/1/file', senza)).status).toBe(403);
    const lettore = await loginWith(t, 'soloricevute', ['fatturericevute/visualizza']);
    expect((await importa([['a.xml', FATTURA_SEMPLIFICATA]], lettore)).status).toBe(403);
    expect((await t.http.get('/api/fatturericevute').set(bearer(lettore))).status).toBe(200);
    expect((await t.http.get('/api/fatturericevute').set(bearer(operatore))).status).toBe(200);
  });
});
