import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { FileArchive, NotFoundError, PG_POOL } from '@registro/server-platform';
import { fatturaRicevutaNonTrovata } from '../domain/fattura-ricevuta.aggregate';

/** Bytes to download, with the name to save them as. */
export interface FileScaricabile {
  nome: string;
  contenuto: Buffer;
}

/** The last segment of a path: the name a file is saved as (`archivio.zip/IT…xml.p7m` → `IT…xml.p7m`). */
const ultimoNome = (percorso: string) => percorso.replace(/^.*[\\/]/, '');

/** The stored bytes of a received invoice: the original file and the attachments, read from the file archive by their SHA-256. */
@Injectable()
export class ContenutiFattureRicevute {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly archivio: FileArchive,
  ) {}

  async originale(id: number): Promise<FileScaricabile> {
    const { rows } = await this.pool.query<{ nome: string; sha256: string }>(`SELECT nome_file AS nome, sha256 FROM fatture_ricevute WHERE id = $1`, [id]);
    const contenuto = rows[0] && (await this.archivio.read(rows[0].sha256));
    if (!contenuto) throw new NotFoundError(fatturaRicevutaNonTrovata(id));
    return { nome: ultimoNome(rows[0].nome), contenuto };
  }

  async allegato(id: number, nome: string): Promise<FileScaricabile> {
    const { rows } = await this.pool.query<{ allegati: { nome: string; sha256: string }[] | null }>(
      `SELECT documento->'allegati' AS allegati FROM fatture_ricevute WHERE id = $1`,
      [id],
    );
    if (!rows[0]) throw new NotFoundError(fatturaRicevutaNonTrovata(id));
    const allegato = (rows[0].allegati ?? []).find((a) => a.nome === nome);
    if (!allegato) throw new NotFoundError(`Allegato ${nome} non trovato nella fattura ricevuta ${id}`);
    const contenuto = await this.archivio.read(allegato.sha256);
    if (!contenuto) throw new NotFoundError(`Allegato ${nome} non trovato nella fattura ricevuta ${id}`);
    return { nome: allegato.nome, contenuto };
  }
}
