import { randomBytes } from 'node:crypto';
import { Worker } from 'bullmq';
import { loadConfig, type RegistroConfig } from '@registro/server-platform';
import { pdfKey, pdfQueueConnection, requestError, PDF_QUEUE_NAME, type PdfJobData, type PdfJobResult } from './pdf-queue';
import { PrintService } from './print.service';

/** The api side alone, against the real Redis: what the user reads when the worker is away, fails or Redis is down. */
describe('PrintService', () => {
  const ambiente = { ...process.env };
  const servizi: PrintService[] = [];
  const config = (altro: Partial<RegistroConfig> = {}): RegistroConfig => ({
    ...loadConfig(),
    redisPrefix: `registro-test:${randomBytes(6).toString('hex')}:`,
    ...altro,
  });
  const servizio = (c: RegistroConfig) => {
    const s = new PrintService(c);
    servizi.push(s);
    return s;
  };

  beforeAll(() => {
    process.env['PDF_TIMEOUT_MS'] = '1500';
  });

  afterAll(async () => {
    await Promise.all(servizi.map((s) => s.onApplicationShutdown()));
    process.env = ambiente;
  });

  it('nothing to print: "Dati da stampare mancanti" without touching the queue', async () => {
    const s = servizio(config({ redisUrl: 'redis://127.0.0.1:1' }));
    for (const data of [null, undefined, {}, [], '  '])
      await expect(s.print('fattura', data)).rejects.toMatchObject({ status: 400, messaggio: 'Dati da stampare mancanti' });
    await expect(s.print('', { a: 1 })).rejects.toMatchObject({ status: 400, messaggio: 'Il campo reportName è obbligatorio' });
  });

  it('no worker: 504 after PDF_TIMEOUT_MS', async () => {
    await expect(servizio(config()).print('fattura', { a: 1 })).rejects.toMatchObject({
      status: 504,
      messaggio: 'Generazione del PDF non riuscita: nessuna risposta entro 2 secondi',
    });
  });

  it('Redis unreachable: 503', async () => {
    await expect(servizio(config({ redisUrl: 'redis://127.0.0.1:1' })).print('fattura', { a: 1 })).rejects.toMatchObject({
      status: 503,
      messaggio: expect.stringContaining('Generazione del PDF non riuscita: servizio di stampa non raggiungibile'),
    });
  });

  it('gives back the worker\'s PDF and removes it from Redis; a template error is a 400, any other failure a 503', async () => {
    const c = config();
    const connessione = pdfQueueConnection(c, 'test-pdf-worker');
    const worker = new Worker<PdfJobData, PdfJobResult>(
      PDF_QUEUE_NAME,
      async (job) => {
        if (job.data.reportName === 'guasto') throw requestError('Errore nel template guasto.jrxml (<textField> riga 3)');
        if (job.data.reportName === 'rotto') throw new Error('Chromium non ha risposto entro 10 ms (stampa)');
        const chiave = pdfKey(c.redisPrefix, job.id ?? '');
        await connessione.set(chiave, Buffer.from('%PDF-prova'), 'EX', 60);
        return { chiave, byte: 10 };
      },
      { connection: connessione, prefix: c.redisPrefix },
    );
    try {
      const s = servizio(c);
      expect(Buffer.from(await s.print('fattura', { a: 1 }), 'base64').toString()).toBe('%PDF-prova');
      expect(await connessione.keys(`${c.redisPrefix}pdf:risultato:*`)).toEqual([]);
      await expect(s.print('guasto', { a: 1 })).rejects.toMatchObject({ status: 400, messaggio: 'Errore nel template guasto.jrxml (<textField> riga 3)' });
      await expect(s.print('rotto', { a: 1 })).rejects.toMatchObject({
        status: 503,
        messaggio: 'Generazione del PDF non riuscita: Chromium non ha risposto entro 10 ms (stampa)',
      });
    } finally {
      await worker.close();
      const chiavi = await connessione.keys(`${c.redisPrefix}*`);
      if (chiavi.length) await connessione.del(...chiavi);
      connessione.disconnect();
    }
  });
});
