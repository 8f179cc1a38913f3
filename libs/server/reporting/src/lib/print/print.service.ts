import { HttpStatus, Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { Queue, QueueEvents, type Job } from 'bullmq';
import type Redis from 'ioredis';
import { BadRequestError, REGISTRO_CONFIG, type RegistroConfig } from '@registro/server-platform';
import {
  pdfKey,
  pdfQueueConnection,
  readJobError,
  PDF_QUEUE_NAME,
  PDF_JOB_NAME,
  PDF_JOB_OPTIONS,
  type PdfJobData,
  type PdfJobResult,
} from './pdf-queue';
import { MISSING_DATA, isPrintDataMissing } from './print-data';
import { PrintServiceError } from './print-service.error';
import { maxPdfWaitMs } from './print-timeouts';

interface Coda {
  queue?: Queue<PdfJobData, PdfJobResult>;
  eventi?: QueueEvents;
  connessioni: Redis[];
  pronta: Promise<Coda>;
}

class Scaduto extends Error {}

function entro<T>(promessa: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const scadenza = new Promise<never>((_, ko) => {
    timer = setTimeout(() => ko(new Scaduto()), ms);
  });
  return Promise.race([promessa, scadenza]).finally(() => clearTimeout(timer));
}

/**
 * POST print/createreport: puts the rendering on the `pdf` queue and waits for the worker's
 * answer, at most PDF_TIMEOUT_MS. The queue and its event listener are opened at the first
 * print (the worker imports this module too and never prints through it).
 */
@Injectable()
export class PrintService implements OnApplicationShutdown {
  private readonly logger = new Logger('PrintService');
  private readonly attesaMs = maxPdfWaitMs();
  private coda?: Coda;
  private ultimoAvviso = 0;

  constructor(@Inject(REGISTRO_CONFIG) private readonly config: RegistroConfig) {}

  /** The PDF of `reportName` filled with `data`, base64. */
  async print(reportName: unknown, data: unknown): Promise<string> {
    if (typeof reportName !== 'string' || !reportName.trim())
      throw new BadRequestError('Il campo reportName è obbligatorio');
    if (isPrintDataMissing(data)) throw new BadRequestError(MISSING_DATA);
    const inizio = Date.now();
    const restante = () => Math.max(1, this.attesaMs - (Date.now() - inizio));
    let coda: Coda;
    let job: Job<PdfJobData, PdfJobResult>;
    try {
      coda = await entro(this.open(), restante());
      job = await entro((coda.queue as Queue<PdfJobData, PdfJobResult>).add(PDF_JOB_NAME, { reportName: reportName.trim(), data }, PDF_JOB_OPTIONS), restante());
    } catch (e) {
      throw new PrintServiceError(HttpStatus.SERVICE_UNAVAILABLE, `servizio di stampa non raggiungibile (${(e as Error).message || 'Redis non risponde'})`);
    }
    let risultato: PdfJobResult;
    try {
      risultato = await entro(job.waitUntilFinished(coda.eventi as QueueEvents), restante());
    } catch (e) {
      if (e instanceof Scaduto) {
        // not started yet: nobody will wait for it any more
        await job.remove().catch(() => undefined);
        throw new PrintServiceError(HttpStatus.GATEWAY_TIMEOUT, `nessuna risposta entro ${Math.round(this.attesaMs / 1000)} secondi`);
      }
      const { diRichiesta, messaggio } = readJobError((e as Error).message);
      if (diRichiesta) throw new BadRequestError(messaggio);
      throw new PrintServiceError(HttpStatus.SERVICE_UNAVAILABLE, messaggio);
    }
    const connessione = coda.connessioni[0];
    const chiave = pdfKey(this.config.redisPrefix, job.id ?? '');
    const [[, pdf]] = (await connessione.multi().getBuffer(chiave).del(chiave).exec()) as [[Error | null, Buffer | null]];
    if (!pdf) throw new PrintServiceError(HttpStatus.SERVICE_UNAVAILABLE, 'il PDF prodotto non è più disponibile');
    if (!risultato || pdf.length !== risultato.byte) this.logger.warn(`PDF del job ${job.id}: ${pdf.length} byte invece di ${risultato?.byte}`);
    return pdf.toString('base64');
  }

  private open(): Promise<Coda> {
    if (!this.coda) {
      const connessioni = [
        pdfQueueConnection(this.config, 'registro-pdf-coda'),
        pdfQueueConnection(this.config, 'registro-pdf-eventi'),
      ];
      for (const c of connessioni) c.on('error', (e: Error) => this.avvisa(`Redis della coda pdf: ${e.message}`));
      const coda: Coda = { connessioni } as Coda;
      // BullMQ's objects only once Redis answers: while it is down this stays pending, every
      // print answers 503 at its timeout, and closing needs nothing more than disconnecting
      coda.pronta = connessioni[0].ping().then(async () => {
        coda.queue = new Queue<PdfJobData, PdfJobResult>(PDF_QUEUE_NAME, { connection: connessioni[0], prefix: this.config.redisPrefix });
        coda.eventi = new QueueEvents(PDF_QUEUE_NAME, { connection: connessioni[1], prefix: this.config.redisPrefix });
        coda.queue.on('error', (e) => this.avvisa(`Coda pdf: ${e.message}`));
        coda.eventi.on('error', (e) => this.avvisa(`Eventi della coda pdf: ${e.message}`));
        await coda.eventi.waitUntilReady();
        return coda;
      });
      // a failed opening is tried again at the next print
      coda.pronta.catch(() => {
        if (this.coda !== coda) return;
        this.coda = undefined;
        for (const c of connessioni) c.disconnect();
      });
      this.coda = coda;
    }
    return this.coda.pronta;
  }

  /** While Redis is down every attempt fails: one line a minute is enough. */
  private avvisa(text: string): void {
    if (Date.now() - this.ultimoAvviso < 60_000) return;
    this.ultimoAvviso = Date.now();
    this.logger.warn(text);
  }

  async onApplicationShutdown(): Promise<void> {
    const coda = this.coda;
    this.coda = undefined;
    if (!coda) return;
    const chiusura = Promise.allSettled([coda.eventi?.close(), coda.queue?.close()]);
    await Promise.race([chiusura, new Promise((r) => setTimeout(r, 2000).unref())]);
    for (const c of coda.connessioni) c.disconnect();
  }
}
