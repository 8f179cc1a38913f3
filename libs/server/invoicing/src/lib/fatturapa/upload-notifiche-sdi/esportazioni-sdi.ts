import type { Transaction } from '@registro/server-event-store';
import { nomeFileConfrontabile, type NotificaSdi } from '../domain/notifica-sdi';

/** The exported file a receipt names: the invoice and the name recorded at export. */
export interface EsportazioneTrovata {
  idFattura: number;
  numeroDocumento: string;
  nomeFile: string;
}

/** A recorded file name as nomeFileConfrontabile reads it (without .p7m and .xml, lower case). */
const confrontabile = (colonna: string) => `lower(regexp_replace(regexp_replace(${colonna}, '\\.p7m$', '', 'i'), '\\.xml$', '', 'i'))`;

const PER_NOME = `
  SELECT e.id_fattura AS "idFattura", f.numero_documento AS "numeroDocumento", coalesce(e.nome_file_sdi, e.nome_file) AS "nomeFile"
    FROM fatture_esportazioni e JOIN fatture f ON f.id = e.id_fattura
   WHERE ${confrontabile('e.nome_file_sdi')} = $1 OR ${confrontabile('e.nome_file')} = $1
   ORDER BY (${confrontabile('e.nome_file_sdi')} = $1) DESC NULLS LAST, e.esportata_il DESC
   LIMIT 1`;

const PER_HASH = `
  SELECT e.id_fattura AS "idFattura", f.numero_documento AS "numeroDocumento", coalesce(e.nome_file_sdi, e.nome_file) AS "nomeFile"
    FROM fatture_esportazioni e JOIN fatture f ON f.id = e.id_fattura
   WHERE lower(e.sha256) = $1
   ORDER BY e.esportata_il DESC
   LIMIT 1`;

/**
 * The export a receipt is about (fatture_esportazioni, one row per XML download): by the file name
 * the SDI received (the SDI name, or the spec's name), with or without the signature's `.p7m`; else
 * by the SHA-256 of the invoice file the receipt carries. Undefined when nothing matches.
 */
export async function esportazioneDellaNotifica(db: Transaction, notifica: Pick<NotificaSdi, 'nomeFileFattura' | 'hashFattura'>): Promise<EsportazioneTrovata | undefined> {
  const nome = nomeFileConfrontabile(notifica.nomeFileFattura);
  if (nome) {
    const { rows } = await db.query<EsportazioneTrovata>(PER_NOME, [nome]);
    if (rows[0]) return rows[0];
  }
  if (notifica.hashFattura) {
    const { rows } = await db.query<EsportazioneTrovata>(PER_HASH, [notifica.hashFattura.toLowerCase()]);
    if (rows[0]) return rows[0];
  }
  return undefined;
}
