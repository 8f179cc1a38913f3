import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type Redis from 'ioredis';
import type { EsecuzioneTask } from '@registro/contracts';
import { REDIS } from '@registro/server-platform';
import { bearer, createTestApp, freePort, type TestApp } from '@registro/server-testing';
import { TaskRunner } from '../runs/task-runner';
import { MailOutbox } from '../mail/mail-outbox';

jest.setTimeout(60_000);

interface ServerMailDev {
  listen(): Promise<void>;
  close(cb: () => void): void;
  getAllEmail(cb: (err: unknown, emails: { subject: string; to: { address: string }[] }[]) => void): void;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const MailDev = require('maildev') as new (config: object) => ServerMailDev;

describe('the shipped task handlers (real PostgreSQL, Redis and SMTP)', () => {
  let t: TestApp;
  let admin: { Authorization: string };
  let maildev: ServerMailDev;
  let cartellaMail: string;
  const smtpPrima = process.env['SMTP_URL'];

  /** Creates a Manuale task and runs it now, as the worker would. */
  async function runTask(classeJava: string, descrizione = ''): Promise<EsecuzioneTask> {
    const creato = await t.http
      .post('/api/gesantask')
      .set(admin)
      .send({ nome: classeJava, tipoAvvio: 'Manuale', descrizione, classeJava, avvioData: null })
      .expect(201);
    const idTask = creato.body.data.id as number;
    const { idEsecuzione } = (await t.http.get(`/api/gesantask/esegui/${idTask}`).set(admin).expect(200)).body.data;
    await t.app.get(TaskRunner).run({ id: idEsecuzione, data: { idTask, idEsecuzione } }, new AbortController().signal);
    const [run] = (await t.http.get('/api/gesantasklog').query({ idTask }).set(admin).expect(200)).body.data;
    return run;
  }

  beforeAll(async () => {
    const [smtp, web] = [await freePort(), await freePort()];
    cartellaMail = mkdtempSync(join(tmpdir(), 'registro-posta-'));
    maildev = new MailDev({ smtp, web, ip: '127.0.0.1', silent: true, mailDirectory: cartellaMail });
    await maildev.listen();
    process.env['SMTP_URL'] = `smtp://127.0.0.1:${smtp}`;
    t = await createTestApp();
    admin = bearer(await t.login('admin'));
  });
  afterAll(async () => {
    await t?.close();
    await new Promise<void>((r) => maildev.close(() => r()));
    rmSync(cartellaMail, { recursive: true, force: true });
    if (smtpPrima === undefined) delete process.env['SMTP_URL'];
    else process.env['SMTP_URL'] = smtpPrima;
  });

  it('ScadenzaSessioni closes the sessions Redis no longer has, and only those', async () => {
    const scaduta = await t.login('operatore');
    const viva = await t.login('operatore');
    const chiave = `${t.config.redisPrefix}sessione:${createHash('sha256').update(scaduta).digest('hex')}`;
    expect(await t.app.get<Redis>(REDIS).del(chiave)).toBe(1);

    const run = await runTask('ScadenzaSessioni');
    expect(run.statoAttuale).toBe('COMPLETATO');
    expect(run.logElaborazione).toMatch(/Sessioni chiuse: 1;/);
    const aperte = await t.db.pool.query(`SELECT id FROM sessioni WHERE username = 'operatore' AND ended_at IS NULL`);
    expect(aperte.rows.map((r) => r.id)).toEqual([createHash('sha256').update(viva).digest('hex')]);
    const uscite = await t.db.pool.query(`SELECT metadata->>'motivo' AS motivo FROM events WHERE event_type = 'UserSignedOut'`);
    expect(uscite.rows).toEqual([{ motivo: 'Sessione scaduta' }]);
    await t.http.get('/api/profilo').set(bearer(viva)).expect(200);
    await t.http.get('/api/profilo').set(bearer(scaduta)).expect(401);
  });

  it('PuliziaLog deletes the log rows older than the days in the description, no others', async () => {
    await t.db.pool.query(
      `INSERT INTO logs (global_position, data_ora, stato, sezione, descrizione_evento, operation)
       VALUES (-1, now() - interval '40 days', 'INFO', 'prova', 'vecchia', 'X'),
              (-2, now() - interval '20 days', 'INFO', 'prova', 'recente', 'X')`,
    );
    const run = await runTask('PuliziaLog', 'giorni: 30');
    expect(run.logElaborazione).toContain('Righe dei log eliminate: 1');
    const { rows } = await t.db.pool.query(`SELECT descrizione_evento FROM logs WHERE sezione = 'prova'`);
    expect(rows).toEqual([{ descrizione_evento: 'recente' }]);
  });

  it('RicostruzioneProiezione rebuilds the logs from the events', async () => {
    const run = await runTask('RicostruzioneProiezione', 'proiezione: logs');
    expect(run.statoAttuale).toBe('COMPLETATO');
    const [{ eventi }] = (await t.db.pool.query(`SELECT count(*)::int AS eventi FROM events`)).rows;
    const [{ righe, prova }] = (
      await t.db.pool.query(`SELECT count(*)::int AS righe, count(*) FILTER (WHERE sezione = 'prova')::int AS prova FROM logs`)
    ).rows;
    // every event up to the rebuild has its row (the run's own closing events came after it)
    expect(righe).toBeGreaterThan(0);
    expect(righe).toBeLessThanOrEqual(eventi);
    expect(prova).toBe(0);
    expect(run.logElaborazione).toMatch(/Proiezione logs ricostruita: \d+ eventi/);
  });

  it('InvioEmailInCoda sends the queued e-mails and keeps the undeliverable ones for later', async () => {
    const posta = t.app.get(MailOutbox);
    await posta.enqueue({ a: 'mario.rossi@example.it', oggetto: 'Promemoria', testo: 'Ciao', html: '<p>Ciao</p>' });
    await posta.enqueue({ a: 'non valido', oggetto: 'Rifiutata', testo: 'x', html: 'x' });
    const run = await runTask('InvioEmailInCoda');
    expect(run.logElaborazione).toContain('Inviata a mario.rossi@example.it: Promemoria');
    expect(run.logElaborazione).toContain('E-mail inviate: 1 su 2');
    expect(run.statoAttuale).toBe('ERRORE');
    const ricevute = await new Promise<{ subject: string }[]>((ok, ko) => maildev.getAllEmail((e, m) => (e ? ko(e) : ok(m))));
    expect(ricevute.map((m) => m.subject)).toEqual(['Promemoria']);
    const { rows } = await t.db.pool.query(`SELECT inviata_il IS NOT NULL AS inviata, tentativi, prossimo_tentativo > now() AS rinviata FROM mail_outbox ORDER BY id`);
    expect(rows).toEqual([
      { inviata: true, tentativi: 1, rinviata: false },
      { inviata: false, tentativi: 1, rinviata: true },
    ]);
    // nothing due now: the retry waits
    expect((await runTask('InvioEmailInCoda')).logElaborazione).toContain('E-mail da inviare: 0');
  });
});
