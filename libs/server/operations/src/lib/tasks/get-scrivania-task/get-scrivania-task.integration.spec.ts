import type { Task } from '@registro/contracts';
import { bearer, createTestApp, loginWith, type TestApp } from '@registro/server-testing';

jest.setTimeout(120_000);

/** Home's counter of failed tasks and the list it links to (issue 25), on the real api. */
describe('GET /api/gesantask/scrivania (real PostgreSQL and Redis)', () => {
  let t: TestApp;
  let admin: { Authorization: string };

  const crea = async (nome: string): Promise<Task> => {
    const res = await t.http
      .post('/api/gesantask')
      .set(admin)
      .send({ nome, tipoAvvio: 'Manuale', descrizione: 'giorni: 30', classeJava: 'PuliziaLog', avvioData: null, ripetizioneMese: 0, ripetizioneGiorno: 0, ripetizioneOre: 0, ripetizioneMinuti: 0 });
    if (res.status !== 201) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data;
  };
  /** a closed run of the task, `minutiFa` minutes ago (the run's read model, as the runner leaves it) */
  const esecuzione = (idTask: number, stato: string, minutiFa: number) =>
    t.db.pool.query(
      `INSERT INTO gesantasklog (id, id_task, stato, origine, id_job, data_ora_richiesta) VALUES (gen_random_uuid(), $1, $2, 'MANUALE', 'job', now() - make_interval(mins => $3))`,
      [idTask, stato, minutiFa],
    );

  beforeAll(async () => {
    t = await createTestApp();
    admin = bearer(await t.login('admin'));
  });
  afterAll(() => t?.close());

  it('counts the tasks whose last run ended in ERRORE, which the list filtered on esito=ERRORE shows', async () => {
    const prima = (await t.http.get('/api/gesantask/scrivania').set(admin)).body.data.taskInErrore as number;
    const fallito = await crea('Scrivania fallito');
    const ripreso = await crea('Scrivania ripreso');
    const riuscito = await crea('Scrivania riuscito');
    await esecuzione(fallito.id, 'ERRORE', 5);
    await esecuzione(ripreso.id, 'ERRORE', 10);
    await esecuzione(ripreso.id, 'COMPLETATO', 2);
    await esecuzione(riuscito.id, 'COMPLETATO', 1);

    const res = await t.http.get('/api/gesantask/scrivania').set(admin);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ taskInErrore: prima + 1 });

    const inErrore = await t.http.get('/api/gesantask').query({ esito: 'ERRORE' }).set(admin);
    expect(inErrore.status).toBe(200);
    const nomi = (inErrore.body.data as Task[]).map((x) => x.nome);
    expect(nomi).toContain('Scrivania fallito');
    expect(nomi).not.toContain('Scrivania ripreso');
    expect(nomi).not.toContain('Scrivania riuscito');
    const sbagliato = await t.http.get('/api/gesantask').query({ esito: 'ROTTO' }).set(admin);
    expect(sbagliato.status).toBe(400);
    expect(sbagliato.body.messaggio).toContain('Il filtro Esito deve essere IN ATTESA, IN ESECUZIONE, COMPLETATO, ERRORE o INTERROTTO');
  });

  it('is 403 for a user who may not see the scheduled tasks', async () => {
    const senza = bearer(await loginWith(t, 'senzatask', ['users/visualizza']));
    expect((await t.http.get('/api/gesantask/scrivania').set(senza)).status).toBe(403);
    const lettore = bearer(await loginWith(t, 'lettoretask', ['taskmanager/visualizza']));
    expect((await t.http.get('/api/gesantask/scrivania').set(lettore)).status).toBe(200);
  });
});
