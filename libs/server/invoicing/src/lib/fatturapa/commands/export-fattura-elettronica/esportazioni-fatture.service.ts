import { Injectable } from '@nestjs/common';
import type { Transaction } from '@registro/server-event-store';
import { ConflictError } from '@registro/server-platform';
import { ULTIMO_PROGRESSIVO, progressivoInvio } from '../../domain/nome-file-sdi';

/** An export as `fatture_esportazioni` holds it. */
export interface EsportazioneRegistrata {
  nomeFile: string;
  nomeFileSdi: string;
  progressivoInvio: string;
  sha256: string;
}

/**
 * The export tables of FattureEsportazioni1764820000410, read and written inside the export's
 * transaction: the last export of an invoice, the next progressivo of a transmitter (gap-free: the
 * counter's row is locked until the export commits or rolls back); the bytes of each export are in
 * the platform's FileArchive.
 */
@Injectable()
export class EsportazioniFatture {
  /** Locks the invoice's row: two downloads of one invoice at once queue up instead of taking two progressivi. */
  async bloccaFattura(tx: Transaction, id: number): Promise<void> {
    await tx.query('SELECT id FROM fatture WHERE id = $1 FOR UPDATE', [id]);
  }

  async ultima(tx: Transaction, idFattura: number): Promise<EsportazioneRegistrata | undefined> {
    const { rows } = await tx.query<EsportazioneRegistrata>(
      `SELECT nome_file AS "nomeFile", nome_file_sdi AS "nomeFileSdi", progressivo_invio AS "progressivoInvio", sha256
         FROM fatture_esportazioni WHERE id_fattura = $1 ORDER BY esportata_il DESC, progressivo_invio DESC LIMIT 1`,
      [idFattura],
    );
    return rows[0];
  }

  async prossimoProgressivo(tx: Transaction, idCodice: string): Promise<string> {
    const { rows } = await tx.query<{ ultimo: number }>(
      `INSERT INTO fatture_progressivi_invio (id_codice, ultimo) VALUES ($1, 1)
       ON CONFLICT (id_codice) DO UPDATE SET ultimo = fatture_progressivi_invio.ultimo + 1
       RETURNING ultimo`,
      [idCodice],
    );
    const n = rows[0].ultimo;
    if (n > ULTIMO_PROGRESSIVO) throw new ConflictError(`Progressivi di invio esauriti per il trasmittente ${idCodice}`);
    return progressivoInvio(n);
  }
}
