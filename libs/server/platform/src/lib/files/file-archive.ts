import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { Transaction } from '@registro/server-event-store';
import { PG_POOL } from '../database/database.tokens';

/**
 * The one content-addressed store of files (table `reporting_file`, named when reporting created
 * it): report templates, archived PDFs, the invoices' exported XML, received invoices and their
 * attachments. Each area keeps only the SHA-256.
 */
@Injectable()
export class FileArchive {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  static sha256(contenuto: Uint8Array): string {
    return createHash('sha256').update(contenuto).digest('hex');
  }

  /** Stores the bytes inside the caller's transaction and returns their SHA-256. */
  async save(tx: Transaction, contenuto: Uint8Array): Promise<string> {
    const sha256 = FileArchive.sha256(contenuto);
    await tx.query(`INSERT INTO reporting_file (sha256, contenuto) VALUES ($1, $2) ON CONFLICT (sha256) DO NOTHING`, [
      sha256,
      Buffer.from(contenuto),
    ]);
    return sha256;
  }

  /** The bytes, through the caller's transaction when given (to read what it saved). */
  async read(sha256: string, tx?: Transaction): Promise<Buffer | null> {
    const r = await (tx ?? this.pool).query<{ contenuto: Buffer }>(`SELECT contenuto FROM reporting_file WHERE sha256 = $1`, [sha256]);
    return r.rows[0]?.contenuto ?? null;
  }
}
