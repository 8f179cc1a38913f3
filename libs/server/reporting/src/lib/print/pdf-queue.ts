import { UnrecoverableError } from 'bullmq';
import Redis from 'ioredis';
import type { RegistroConfig } from '@registro/server-platform';

/** The BullMQ queue of the PDF renderings: the api adds a job per POST print/createreport, the worker prints it. */
export const PDF_QUEUE_NAME = 'pdf';
export const PDF_JOB_NAME = 'stampa';

/** What the api sends: the body of POST print/createreport. */
export interface PdfJobData {
  reportName: string;
  data: unknown;
}

/**
 * What the job returns: the key of the PDF in Redis, not the PDF. The bytes would otherwise stay
 * in the job hash and in the queue's event stream (thousands of entries); the key expires after
 * PDF_TTL_SECONDS and the api deletes it as soon as it has read it.
 */
export interface PdfJobResult {
  chiave: string;
  byte: number;
  pagine?: number;
}

export const PDF_TTL_SECONDS = 120;

/** Where the PDF of a job is kept until the api reads it (under the installation's Redis prefix). */
export function pdfKey(prefisso: string, idJob: string): string {
  return `${prefisso}pdf:risultato:${idJob}`;
}

/**
 * Finished jobs carry only a key: Redis keeps a few for inspection, for a short time.
 * attempts: a crashed or hung Chromium fails the attempt and the job runs again on a new page.
 */
export const PDF_JOB_OPTIONS = {
  attempts: 3,
  backoff: { type: 'fixed', delay: 0 },
  removeOnComplete: { age: 300, count: 500 },
  removeOnFail: { age: 3600, count: 500 },
} as const;

/** Job failures the user caused (template, data, unknown report) are not retried and answer 400. */
const MARCATORE_RICHIESTA = '[richiesta] ';

export function requestError(messaggio: string): UnrecoverableError {
  return new UnrecoverableError(`${MARCATORE_RICHIESTA}${messaggio}`);
}

/** Reads a job's failedReason back: whether it is the user's fault, and the message without the marker. */
export function readJobError(motivo: string): { diRichiesta: boolean; messaggio: string } {
  return motivo.startsWith(MARCATORE_RICHIESTA)
    ? { diRichiesta: true, messaggio: motivo.slice(MARCATORE_RICHIESTA.length) }
    : { diRichiesta: false, messaggio: motivo };
}

/** BullMQ needs its own connection, retrying forever (maxRetriesPerRequest null). */
export function pdfQueueConnection(config: RegistroConfig, nome: string): Redis {
  return new Redis(config.redisUrl, { maxRetriesPerRequest: null, connectionName: nome });
}
