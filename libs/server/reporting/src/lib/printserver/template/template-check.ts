import { basename } from 'node:path';
import type { FormatoTemplate } from '@registro/contracts';
import { BadRequestError } from '@registro/server-platform';

/** The largest template file accepted, decoded. */
export const MAX_TEMPLATE_BYTES = 10 * 1024 * 1024;
export const MESSAGGIO_TEMPLATE_TROPPO_GRANDE = `Il file supera la dimensione massima di ${MAX_TEMPLATE_BYTES / 1024 / 1024} MB`;
export const MESSAGGIO_SOLO_TEMPLATE = 'Sono ammessi solo file .jasper o .jrxml';

/** A template file the engine can read. */
export interface CheckedTemplate {
  nomeFile: string;
  formato: FormatoTemplate;
  contenuto: Buffer;
}

/** The file's name without a path, or 400 when it is not a .jasper or .jrxml name. */
export function templateFileName(nome: unknown): { nomeFile: string; formato: FormatoTemplate } {
  if (typeof nome !== 'string' || !nome.trim()) throw new BadRequestError('Il nome del file è obbligatorio');
  const nomeFile = basename(nome.replace(/\\/g, '/')).trim();
  const m = /^[^\u0000-\u001f/]{1,200}\.(jasper|jrxml)$/i.exec(nomeFile);
  if (!m) throw new BadRequestError(MESSAGGIO_SOLO_TEMPLATE);
  return { nomeFile, formato: m[1].toLowerCase() as FormatoTemplate };
}

/** The bytes of a data URL or plain base64, or 400; 413 is thrown by the caller for the size. */
export function decodeBase64(base64: unknown): Buffer {
  if (typeof base64 !== 'string' || !base64.trim()) throw new BadRequestError('Il contenuto del file è obbligatorio');
  const virgola = base64.startsWith('data:') ? base64.indexOf(',') : -1;
  if (base64.startsWith('data:') && (virgola < 0 || !/;base64$/i.test(base64.slice(0, virgola))))
    throw new BadRequestError('Il contenuto del file non è un data URL base64 valido');
  const testo = (virgola >= 0 ? base64.slice(virgola + 1) : base64).replace(/\s+/g, '');
  if (!testo || !/^[A-Za-z0-9+/_-]*={0,2}$/.test(testo) || testo.length % 4 === 1)
    throw new BadRequestError('Il contenuto del file non è codificato in base64 valido');
  return Buffer.from(testo, testo.includes('-') || testo.includes('_') ? 'base64url' : 'base64');
}

/**
 * Parses the template with the report engine; 400 with the engine's message (line and element) when it cannot.
 * The engine is loaded on the first upload only: the api's other paths (and every test that boots it) never load it.
 */
export async function checkTemplate(nomeFile: string, formato: FormatoTemplate, contenuto: Buffer): Promise<CheckedTemplate> {
  if (!contenuto.length) throw new BadRequestError('Il file è vuoto');
  const { parseJrxml, readJasperReport } = await import('@registro/jrxml');
  try {
    if (formato === 'jrxml') parseJrxml(contenuto);
    else readJasperReport(contenuto);
  } catch (e) {
    // JrxmlError, JasperDesignError, JavaSerializationError: Italian, naming the line or the byte
    throw new BadRequestError(`Template ${nomeFile} non valido: ${e instanceof Error ? e.message : String(e)}`);
  }
  return { nomeFile, formato, contenuto };
}
