import { hostname } from 'node:os';
import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnApplicationBootstrap, Optional } from '@nestjs/common';
import { Worker, type Job } from 'bullmq';
import type Redis from 'ioredis';
import { REGISTRO_CONFIG, type RegistroConfig } from '@registro/server-platform';
import { TEMPLATE_CATALOG, type TemplateCatalog } from '../../template-catalog/template-catalog';
import { pdfKey, pdfQueueConnection, requestError, PDF_QUEUE_NAME, PDF_TTL_SECONDS, type PdfJobData, type PdfJobResult } from '../pdf-queue';
import { ChromiumPool } from './chromium-pool';
import { pdfSettings } from './pdf-settings';
import { PrintPreparation, TemplateError } from './print-preparation';

/**
 * Prints the jobs of queue `pdf` (POST print/createreport): template from the catalogue
 * (TEMPLATE_CATALOG), fill and HTML here, PDF on a pool of warm Chromium pages, as many jobs at
 * once as pages (PDF_CONCURRENCY). The PDF goes to a Redis key that expires (pdfKey); the job
 * returns only the key. A template or data error fails its job at once (UnrecoverableError, 400
 * for the user); a Chromium failure fails the attempt and BullMQ runs the job again on a fresh
 * page or a restarted Chromium.
 */
@Injectable()
export class PdfProcessor implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('PdfProcessor');
  private readonly impostazioni = pdfSettings();
  readonly pool = new ChromiumPool({
    chromium: this.impostazioni.chromium,
    dimensione: this.impostazioni.concorrenza,
    timeoutMs: this.impostazioni.timeoutPaginaMs,
    usiPerPagina: this.impostazioni.usiPerPagina,
    argomenti: this.impostazioni.argomentiChromium,
    avviso: (text) => this.logger.warn(text),
  });
  private readonly preparazione?: PrintPreparation;
  private connessioni: Redis[] = [];
  private worker?: Worker<PdfJobData, PdfJobResult>;

  constructor(
    @Inject(REGISTRO_CONFIG) private readonly config: RegistroConfig,
    @Optional() @Inject(TEMPLATE_CATALOG) catalogo?: TemplateCatalog,
  ) {
    if (catalogo) this.preparazione = new PrintPreparation(catalogo);
  }

  onApplicationBootstrap(): void {
    const comandi = pdfQueueConnection(this.config, 'registro-pdf-worker');
    this.connessioni = [comandi];
    this.worker = new Worker<PdfJobData, PdfJobResult>(PDF_QUEUE_NAME, (job) => this.processa(job), {
      connection: comandi,
      prefix: this.config.redisPrefix,
      concurrency: this.impostazioni.concorrenza,
      // stored on each job (processedBy): which replica printed it
      name: `${hostname()}:${process.pid}`,
      // The lock of a job being printed is renewed by a timer every lockMs / 2 however long the
      // print. When the worker dies (kill -9, out of memory) it lapses, and the stalled check (also
      // every lockMs / 2) hands the job to a live worker, or to the restarted one, within the api's
      // wait (PDF_TIMEOUT_MS): the print still comes back instead of timing out.
      lockDuration: this.impostazioni.lockMs,
      stalledInterval: Math.max(1000, Math.floor(this.impostazioni.lockMs / 2)),
    });
    this.worker.on('error', (e) => this.logger.warn(`Coda pdf: ${e.message}`));
    this.worker.on('failed', (job, e) => {
      if (job && job.attemptsMade < (job.opts.attempts ?? 1) && !e.name.includes('Unrecoverable'))
        this.logger.warn(`Stampa ${job.id} (${job.data.reportName}) fallita, nuovo tentativo: ${e.message}`);
    });
    // warm pages before the first print; a missing Chromium is reported, the worker goes on
    this.pool.start().then(
      () => this.logger.log(`Stampa PDF pronta (${this.impostazioni.concorrenza} pagine Chromium)`),
      (e: Error) => this.logger.error(`Chromium non avviato: ${e.message}`),
    );
  }

  async processa(job: Job<PdfJobData, PdfJobResult>): Promise<PdfJobResult> {
    if (!this.preparazione) throw new Error('Catalogo dei template non disponibile nel worker');
    let html: string;
    let pagine: number;
    try {
      ({ html, pagine } = await this.preparazione.html(job.data.reportName, job.data.data));
    } catch (e) {
      if (e instanceof TemplateError) throw requestError(e.message);
      throw e;
    }
    const pdf = Buffer.from(await this.pool.print(html), 'base64');
    const chiave = pdfKey(this.config.redisPrefix, job.id ?? '');
    await this.connessioni[0].set(chiave, pdf, 'EX', PDF_TTL_SECONDS);
    return { chiave, byte: pdf.length, pagine };
  }

  /** SIGTERM: finish the prints under way (BullMQ close waits for them), then close Chromium. */
  async beforeApplicationShutdown(): Promise<void> {
    await this.worker?.close().catch(() => undefined);
    await this.pool.close();
    for (const c of this.connessioni) c.disconnect();
  }
}
