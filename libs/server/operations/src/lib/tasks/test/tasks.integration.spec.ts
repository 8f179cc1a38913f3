import type { Task } from '@registro/contracts';
import { createTestApp, bearer, type TestApp } from '@registro/server-testing';
import { rebuildProjection } from '@registro/server-event-store';
import { TaskRunner } from '../runs/task-runner';
import { tasksProjection } from '../projections/tasks.projection';
import { TaskScheduler } from '../scheduling/task-scheduler';

jest.setTimeout(60_000);

const MINUTO = 60_000;

describe('scheduled tasks over HTTP (real PostgreSQL and Redis)', () => {
  let t: TestApp;
  let admin: { Authorization: string };
  let operatore: { Authorization: string };

  const nuovo = (fields: Partial<Task> = {}) => ({
    nome: 'Pulizia settimanale',
    tipoAvvio: 'Manuale',
    descrizione: 'giorni: 30',
    classeJava: 'PuliziaLog',
    avvioData: null,
    ripetizioneMese: 0,
    ripetizioneGiorno: 0,
    ripetizioneOre: 0,
    ripetizioneMinuti: 0,
    ...fields,
  });
  const create = async (fields: Partial<Task> = {}): Promise<Task> => {
    const res = await t.http.post('/api/gesantask').set(admin).send(nuovo(fields));
    expect(res.status).toBe(201);
    return res.body.data as Task;
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = bearer(await t.login('admin'));
    operatore = bearer(await t.login('operatore'));
  });
  afterAll(() => t?.close());

  it('offers the registered handlers as class names', async () => {
    const res = await t.http.get('/api/gesantask/classi').set(admin).expect(200);
    const nomi = (res.body.data as { nomeClasse: string }[]).map((c) => c.nomeClasse);
    expect(nomi).toEqual(expect.arrayContaining(['InvioEmailInCoda', 'PuliziaLog', 'RicostruzioneProiezione', 'ScadenzaSessioni']));
  });

  it('refuses a task without a name, with an unknown class, or Automatico without date and period', async () => {
    const senzaNome = await t.http.post('/api/gesantask').set(admin).send(nuovo({ nome: '  ', classeJava: 'NonEsiste' }));
    expect(senzaNome.status).toBe(400);
    expect(senzaNome.body.messaggio).toBe('Il campo Nome è obbligatorio#La classe NonEsiste non è un task registrato#');

    const automatico = await t.http.post('/api/gesantask').set(admin).send(nuovo({ tipoAvvio: 'Automatico' }));
    expect(automatico.status).toBe(400);
    expect(automatico.body.messaggio).toContain('Il campo Data Avvio è obbligatorio per un task Automatico');
    expect(automatico.body.messaggio).toContain('Un task Automatico deve ripetersi');

    const fuoriScala = await t.http.post('/api/gesantask').set(admin).send(nuovo({ ripetizioneGiorno: 31, ripetizioneMinuti: 60 }));
    expect(fuoriScala.status).toBe(400);
    expect(fuoriScala.body.messaggio).toContain('La ripetizione in giorni deve essere tra 0 e 30');
    expect(fuoriScala.body.messaggio).toContain('La ripetizione in minuti deve essere tra 0 e 59');

    const tipo = await t.http.post('/api/gesantask').set(admin).send(nuovo({ tipoAvvio: 'Sempre' as never }));
    expect(tipo.status).toBe(400);
    expect(tipo.body.messaggio).toContain('Il campo Tipo Avvio deve essere Automatico o Manuale');
  });

  it('creates FERMO, lists it (an array, filtered), edits it and tells the story', async () => {
    const task = await create({ nome: 'Storia del task' });
    expect(task).toMatchObject({ nome: 'Storia del task', stato: 'FERMO', tipoAvvio: 'Manuale', inEsecuzione: false, dataOraProssimaEsecuzione: null });

    const elenco = await t.http.get('/api/gesantask').query({ nome: 'storia', stato: 'FERMO' }).set(admin).expect(200);
    expect(Array.isArray(elenco.body.data)).toBe(true);
    expect(elenco.body.data.map((x: Task) => x.id)).toEqual([task.id]);
    const attivi = await t.http.get('/api/gesantask').query({ nome: 'storia', stato: 'ATTIVO' }).set(admin).expect(200);
    expect(attivi.body.data).toEqual([]);

    // the client sends back the whole record it loaded
    const modificato = await t.http.put(`/api/gesantask/${task.id}`).set(admin).send({ ...task, descrizione: 'giorni: 7' });
    expect(modificato.status).toBe(200);
    expect(modificato.body.data.descrizione).toBe('giorni: 7');
    await t.http.get(`/api/gesantask/start/${task.id}`).set(admin).expect(200);
    await t.http.get(`/api/gesantask/stop/${task.id}`).set(admin).expect(200);

    const storia = await t.http.get('/api/modificherisorse').query({ sezione: 'taskmanager', idRisorsa: task.id }).set(admin).expect(200);
    const righe = storia.body.data.list.map((r: { modifiche: string }) => r.modifiche);
    expect(righe[0]).toContain('Task creato');
    expect(righe[1]).toBe('Task modificato\nDescrizione: giorni: 30 → giorni: 7');
    expect(righe[2]).toContain('FERMO → ATTIVO');
    expect(righe[3]).toContain('ATTIVO → FERMO');
  });

  it('two editors of one task: the second save with the versione it loaded is 409 with the reload message', async () => {
    const task = await create({ nome: 'Due editor' });
    const primo = (await t.http.get(`/api/gesantask/${task.id}`).set(admin).expect(200)).body.data as Task;
    const secondo = (await t.http.get(`/api/gesantask/${task.id}`).set(admin).expect(200)).body.data as Task;
    expect(primo.versione).toBe(1);
    expect((await t.http.put(`/api/gesantask/${task.id}`).set(admin).send({ ...primo, descrizione: 'dal primo' })).status).toBe(200);
    const perso = await t.http.put(`/api/gesantask/${task.id}`).set(admin).send({ ...secondo, descrizione: 'dal secondo' });
    expect([perso.status, perso.body.messaggio]).toEqual([409, 'Il record è stato modificato da un altro utente: ricaricare e riprovare']);
    const ricaricato = (await t.http.get(`/api/gesantask/${task.id}`).set(admin).expect(200)).body.data as Task;
    expect(ricaricato).toMatchObject({ descrizione: 'dal primo', versione: 2 });
    // starting and stopping it (the list's buttons) is not an edit: the form loaded before still saves
    await t.http.get(`/api/gesantask/start/${task.id}`).set(admin).expect(200);
    await t.http.get(`/api/gesantask/stop/${task.id}`).set(admin).expect(200);
    expect((await t.http.put(`/api/gesantask/${task.id}`).set(admin).send({ ...ricaricato, descrizione: 'dal secondo' })).status).toBe(200);
  });

  it('schedules an Automatico task on start at the instant BullMQ will use, anchored on avvioData', async () => {
    const avvio = Date.now() - 10 * MINUTO - 15_000;
    const task = await create({
      nome: 'Ogni 15 minuti',
      tipoAvvio: 'Automatico',
      avvioData: new Date(avvio).toISOString(),
      ripetizioneMinuti: 15,
    });
    const avviato = await t.http.get(`/api/gesantask/start/${task.id}`).set(admin).expect(200);
    expect(avviato.body.data.stato).toBe('ATTIVO');
    const atteso = avvio + 15 * MINUTO;
    expect(new Date(avviato.body.data.dataOraProssimaEsecuzione).getTime()).toBe(atteso);
    const coda = t.app.get(TaskScheduler);
    expect(await coda.nextRun(task.id)).toBe(atteso);
    const elenco = await t.http.get('/api/gesantask').query({ stato: 'ATTIVO' }).set(admin).expect(200);
    expect(elenco.body.data.find((x: Task) => x.id === task.id).dataOraProssimaEsecuzione).toBe(new Date(atteso).toISOString());

    // a new repetition reschedules it
    await t.http.put(`/api/gesantask/${task.id}`).set(admin).send({ ...task, ripetizioneMinuti: 0, ripetizioneOre: 1 }).expect(200);
    expect(await coda.nextRun(task.id)).toBe(avvio + 60 * MINUTO);

    const fermato = await t.http.get(`/api/gesantask/stop/${task.id}`).set(admin).expect(200);
    expect(fermato.body.data).toMatchObject({ stato: 'FERMO', dataOraProssimaEsecuzione: null });
    expect(await coda.nextRun(task.id)).toBeNull();
  });

  it('schedules a monthly task on the calendar (same day and wall-clock time)', async () => {
    const task = await create({
      nome: 'Mensile',
      tipoAvvio: 'Automatico',
      avvioData: '2025-01-31T09:30:00.000Z',
      ripetizioneMese: 1,
    });
    const res = await t.http.get(`/api/gesantask/start/${task.id}`).set(admin).expect(200);
    const prossima = new Date(res.body.data.dataOraProssimaEsecuzione);
    expect(prossima.getTime()).toBeGreaterThan(Date.now());
    const roma = new Intl.DateTimeFormat('it-IT', { timeZone: 'Europe/Rome', hour: '2-digit', minute: '2-digit', day: 'numeric' }).formatToParts(prossima);
    const parte = (tipo: string) => roma.find((p) => p.type === tipo)?.value;
    expect(`${parte('hour')}:${parte('minute')}`).toBe('10:30');
    expect(Number(parte('day'))).toBeGreaterThanOrEqual(28);
    await t.http.get(`/api/gesantask/stop/${task.id}`).set(admin).expect(200);
  });

  it('runs now: the run waits, a second request is refused, the worker runs it and the log is kept', async () => {
    const task = await create({ nome: 'Da eseguire' });
    const esegui = await t.http.get(`/api/gesantask/esegui/${task.id}`).set(admin).expect(200);
    const { idEsecuzione } = esegui.body.data as { idEsecuzione: string };

    const doppia = await t.http.get(`/api/gesantask/esegui/${task.id}`).set(admin);
    expect(doppia.status).toBe(409);
    expect(doppia.body.messaggio).toBe("Il task è già in esecuzione: attendere la fine dell'esecuzione in corso");
    const inAttesa = await t.http.get(`/api/gesantask/stato/${task.id}`).set(admin).expect(200);
    expect(inAttesa.body.data).toMatchObject({ idTask: task.id, inEsecuzione: true, idEsecuzione, statoAttuale: 'IN ATTESA' });

    // an edit while the run is recorded does not conflict with it (separate streams)
    await t.http.put(`/api/gesantask/${task.id}`).set(admin).send({ ...task, nome: 'Da eseguire subito' }).expect(200);
    const cancella = await t.http.delete(`/api/gesantask/${task.id}`).set(admin);
    expect(cancella.status).toBe(409);

    // what the worker does with the job (the api has no BullMQ worker)
    const esito = await t.app.get(TaskRunner).run({ id: idEsecuzione, data: { idTask: task.id, idEsecuzione } }, new AbortController().signal);
    expect(esito).toBe('COMPLETATO');

    const stato = await t.http.get(`/api/gesantask/stato/${task.id}`).set(admin).expect(200);
    expect(stato.body.data).toMatchObject({ inEsecuzione: false, statoAttuale: 'COMPLETATO', idEsecuzione });
    expect(stato.body.data.log).toContain('Eliminazione delle righe dei log più vecchie di 30 giorni');
    expect(stato.body.data.log).toContain('Righe dei log eliminate: 0');

    const log = await t.http.get('/api/gesantasklog').query({ idTask: task.id }).set(admin).expect(200);
    expect(log.body.data).toHaveLength(1);
    expect(log.body.data[0]).toMatchObject({ id: idEsecuzione, idTask: task.id, statoAttuale: 'COMPLETATO' });
    expect(log.body.data[0].dataOraStop).not.toBeNull();

    const dopo = await t.http.get(`/api/gesantask/${task.id}`).set(admin).expect(200);
    expect(dopo.body.data.dataOraUltimoStart).not.toBeNull();
    expect(dopo.body.data.dataOraUltimoStop).not.toBeNull();

    // the same job delivered again does not run again
    expect(await t.app.get(TaskRunner).run({ id: idEsecuzione, data: { idTask: task.id, idEsecuzione } }, new AbortController().signal)).toBeNull();
    const seconda = await t.http.get(`/api/gesantask/esegui/${task.id}`).set(admin);
    expect(seconda.status).toBe(200);
  });

  it('records a failing handler as ERRORE with its message', async () => {
    const task = await create({ nome: 'Proiezione inesistente', classeJava: 'RicostruzioneProiezione', descrizione: 'proiezione: nessuna' });
    const { idEsecuzione } = (await t.http.get(`/api/gesantask/esegui/${task.id}`).set(admin).expect(200)).body.data;
    const esito = await t.app.get(TaskRunner).run({ id: idEsecuzione, data: { idTask: task.id, idEsecuzione } }, new AbortController().signal);
    expect(esito).toBe('ERRORE');
    const [run] = (await t.http.get('/api/gesantasklog').query({ idTask: task.id }).set(admin).expect(200)).body.data;
    expect(run.statoAttuale).toBe('ERRORE');
    expect(run.logElaborazione).toContain('Errore: Proiezione nessuna sconosciuta; disponibili: ');
  });

  it('deletes a task: gone from list and detail', async () => {
    const task = await create({ nome: 'Da eliminare' });
    const res = await t.http.delete(`/api/gesantask/${task.id}`).set(admin).expect(200);
    expect(res.body.messaggio).toBe('Eliminazione avvenuta con successo');
    expect((await t.http.get(`/api/gesantask/${task.id}`).set(admin)).status).toBe(404);
    expect((await t.http.get(`/api/gesantask/esegui/${task.id}`).set(admin)).status).toBe(404);
  });

  it('answers 400 for a bad id and 404 for an unknown task', async () => {
    expect((await t.http.get('/api/gesantask/abc').set(admin)).body.messaggio).toBe('Id non valido');
    expect((await t.http.get('/api/gesantask/999999').set(admin)).status).toBe(404);
    expect((await t.http.get('/api/gesantasklog').set(admin)).status).toBe(400);
  });

  it('refuses every call to a user without the taskmanager permissions', async () => {
    const task = await create({ nome: 'Protetto' });
    const chiamate = [
      t.http.get('/api/gesantask'),
      t.http.get('/api/gesantask/classi'),
      t.http.get(`/api/gesantask/${task.id}`),
      t.http.get(`/api/gesantask/stato/${task.id}`),
      t.http.get(`/api/gesantask/start/${task.id}`),
      t.http.get(`/api/gesantask/stop/${task.id}`),
      t.http.get(`/api/gesantask/esegui/${task.id}`),
      t.http.get('/api/gesantasklog').query({ idTask: task.id }),
      t.http.post('/api/gesantask').send(nuovo()),
      t.http.put(`/api/gesantask/${task.id}`).send(nuovo()),
      t.http.delete(`/api/gesantask/${task.id}`),
    ];
    for (const chiamata of chiamate) expect((await chiamata.set(operatore)).status).toBe(403);
  });

  it('runs a scheduled job once even when two workers take it at the same moment', async () => {
    const task = await create({ nome: 'Doppia consegna', tipoAvvio: 'Automatico', avvioData: new Date(Date.now() + 3_600_000).toISOString(), ripetizioneOre: 1 });
    await t.http.get(`/api/gesantask/start/${task.id}`).set(admin).expect(200);
    const job = { id: `repeat:task-${task.id}:${Date.now()}`, data: { idTask: task.id } };
    const esecutore = t.app.get(TaskRunner);
    const esiti = await Promise.all([1, 2, 3].map(() => esecutore.run(job, new AbortController().signal)));
    expect(esiti.filter((e) => e === 'COMPLETATO')).toHaveLength(1);
    expect(esiti.filter((e) => e === null)).toHaveLength(2);
    const runs = (await t.http.get('/api/gesantasklog').query({ idTask: task.id }).set(admin).expect(200)).body.data;
    expect(runs).toHaveLength(1);
    await t.http.get(`/api/gesantask/stop/${task.id}`).set(admin).expect(200);
    // a stopped task's leftover scheduler job does nothing
    expect(await esecutore.run({ ...job, id: `${job.id}1` }, new AbortController().signal)).toBeNull();
  });

  it('rebuilds the task list and the run log from the events alone', async () => {
    const prima = await t.db.pool.query(`SELECT * FROM gesantask ORDER BY id`);
    const log = await t.db.pool.query(`SELECT * FROM gesantasklog ORDER BY id`);
    await rebuildProjection(t.db.pool, tasksProjection);
    expect((await t.db.pool.query(`SELECT * FROM gesantask ORDER BY id`)).rows).toEqual(prima.rows);
    expect((await t.db.pool.query(`SELECT * FROM gesantasklog ORDER BY id`)).rows).toEqual(log.rows);
  });
});
