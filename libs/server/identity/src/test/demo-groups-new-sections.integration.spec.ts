import { AggregateUseCases } from '@registro/server-platform';
import { bearer, createTestApp, type TestApp } from '@registro/server-testing';
import type { GroupCreatedData, SezioneGruppo } from '../lib/domain/group.events';
import { updateGruppo } from '../lib/gruppi/save-gruppo/update-gruppo';
import { DemoSeeder } from '../lib/seed/demo-seeder';

jest.setTimeout(120_000);

/**
 * A database created before a section existed: its demo groups lack it. The demo seeder, run at
 * every start, adds the missing section and menu entry as the demo defines them (GroupUpdated),
 * and leaves what the group already has as it is.
 */
describe('demo groups of an existing database gain the sections added since (real PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const gruppo = async (nome: string): Promise<GroupCreatedData & { id: number }> =>
    (await t.db.pool.query(`SELECT id, nome, descrizione, menu, sezioni FROM gruppi WHERE nome = $1`, [nome])).rows[0];

  it('gives Amministratori and Operatori back fatturericevute and its menu entry, keeping a permission an administrator removed elsewhere', async () => {
    for (const nome of ['Amministratori', 'Operatori']) {
      const g = await gruppo(nome);
      // as the group was before issue 26, and with one permission an administrator took away
      const prima: GroupCreatedData = {
        nome: g.nome,
        descrizione: g.descrizione,
        menu: g.menu.filter((v) => v.routeId !== 'fatturericevute'),
        sezioni: g.sezioni
          .filter((s) => s.id !== 'fatturericevute')
          .map((s): SezioneGruppo => (s.id === 'demo' ? { ...s, permessi: s.permessi.map((p) => ({ ...p, attivo: false })) } : s)),
      };
      await t.app.get(AggregateUseCases).run(updateGruppo, { id: g.id, body: undefined as never, query: undefined, metadata: { userName: 'test' } }, { stream: () => ({ id: g.id, expectedVersion: 'any' }), load: () => prima });
    }
    await t.app.get(DemoSeeder).run();

    const admin = await gruppo('Amministratori');
    expect(admin.sezioni.find((s) => s.id === 'fatturericevute')?.permessi.every((p) => p.attivo)).toBe(true);
    expect(admin.menu.find((v) => v.routeId === 'fatturericevute')).toMatchObject({ selezionato: true });
    expect(admin.sezioni.find((s) => s.id === 'demo')?.permessi.some((p) => p.attivo)).toBe(false);
    const operatori = await gruppo('Operatori');
    expect(operatori.sezioni.find((s) => s.id === 'fatturericevute')?.permessi.filter((p) => p.attivo).map((p) => p.permesso)).toEqual(['visualizza', 'modifica']);

    const storia = (await t.http.get(`/api/modificherisorse?sezione=gruppi&idRisorsa=${admin.id}`).set(bearer(await t.login('admin')))).body.data.list;
    expect(storia.at(-1).modifiche).toContain('Fatture Ricevute');
    const token = await t.login('admin');
    expect((await t.http.get('/api/fatturericevute').set(bearer(token))).status).toBe(200);

    // a second start changes nothing
    const versione = (await t.db.pool.query(`SELECT versione FROM gruppi WHERE id = $1`, [admin.id])).rows[0].versione;
    await t.app.get(DemoSeeder).run();
    expect((await t.db.pool.query(`SELECT versione FROM gruppi WHERE id = $1`, [admin.id])).rows[0].versione).toBe(versione);
  });
});
