import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { basename } from 'node:path';
import { PostgresEventStore, type EventMetadata, type Transaction } from '@registro/server-event-store';
import { ConflictError, NotFoundError, BadRequestError, UnitOfWork } from '@registro/server-platform';
import { JarNonValido, leggiJar } from '../jar/leggi-jar';
import type { ManifestModulo } from '../jar/manifest';
import { SEZIONE_MODULI, streamModulo, type ValoriModulo } from '../moduli.events';

export const MESSAGGIO_MODULO_DUPLICATO = 'Esiste già un modulo con questo nome: caricare la nuova versione dalla sua pagina di modifica';

/** The version of a stream now (0 when it has no events). */
export async function versioneStream(tx: Transaction, streamId: string): Promise<number> {
  const { rows } = await tx.query(`SELECT coalesce(max(stream_version), 0)::int AS v FROM events WHERE stream_id = $1`, [streamId]);
  return rows[0].v;
}

/** An uploaded file: its name as the browser sent it and its bytes. */
export interface FileCaricato {
  originalname: string;
  buffer: Buffer;
}

/** The file's name, or 400 when there is no file or it is not a .jar. */
export function nomeJar(file: FileCaricato | undefined): string {
  if (!file?.buffer?.length) throw new BadRequestError('Selezionare un file .jar da caricare');
  const nomeFile = basename(file.originalname.replace(/\\/g, '/')).trim();
  if (!/^.{1,200}\.jar$/i.test(nomeFile)) throw new BadRequestError('Sono ammessi solo file .jar');
  return nomeFile;
}

/** Upload of a module (.jar): a new module, or a new version of an existing one (/moduli/edit/{id}). */
@Injectable()
export class CaricaModulo {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly store: PostgresEventStore,
  ) {}

  async nuovo(file: FileCaricato | undefined, metadata: EventMetadata): Promise<number> {
    const { valori, contenuto } = await this.leggi(file);
    try {
      return await this.uow.run(async (tx) => {
        await this.salvaBytes(tx, valori.sha256, contenuto);
        const { rows } = await tx.query(`SELECT nextval('moduli_id_seq')::int AS id`);
        const id = rows[0].id as number;
        await this.store.append(tx, streamModulo(id), SEZIONE_MODULI, [{ type: 'RecordCreated', data: { values: { ...valori } } }], 0, metadata);
        return id;
      });
    } catch (e) {
      if ((e as { code?: string }).code === '23505') throw new ConflictError(MESSAGGIO_MODULO_DUPLICATO);
      throw e;
    }
  }

  async nuovaVersione(id: number, file: FileCaricato | undefined, metadata: EventMetadata): Promise<void> {
    const { valori, contenuto } = await this.leggi(file);
    await this.uow.run(async (tx) => {
      const { rows } = await tx.query(`SELECT nome, version, compile_date, jar, descrizione, sezioni, sha256 FROM moduli WHERE id = $1 FOR UPDATE`, [id]);
      const r = rows[0];
      if (!r) throw new NotFoundError('Modulo non trovato');
      if (r.nome.toLowerCase() !== valori.nome.toLowerCase())
        throw new BadRequestError(`Il file contiene il modulo ${valori.nome}, non ${r.nome}`);
      const prima: Omit<ValoriModulo, 'dimensione'> = { nome: r.nome, version: r.version, compileDate: r.compile_date, jar: r.jar, descrizione: r.descrizione, sezioni: r.sezioni, sha256: r.sha256 };
      const changes: Record<string, { prima: unknown; dopo: unknown }> = {};
      for (const campo of Object.keys(prima) as (keyof typeof prima)[])
        if (JSON.stringify(prima[campo]) !== JSON.stringify(valori[campo])) changes[campo] = { prima: prima[campo], dopo: valori[campo] };
      if (!Object.keys(changes).length) return;
      changes['dimensione'] = { prima: null, dopo: valori.dimensione };
      await this.salvaBytes(tx, valori.sha256, contenuto);
      await this.store.append(tx, streamModulo(id), SEZIONE_MODULI, [{ type: 'RecordUpdated', data: { changes } }], await versioneStream(tx, streamModulo(id)), metadata);
    });
  }

  private async leggi(file: FileCaricato | undefined): Promise<{ valori: ValoriModulo; contenuto: Buffer }> {
    const nomeFile = nomeJar(file);
    const contenuto = (file as FileCaricato).buffer;
    let manifest: ManifestModulo;
    try {
      manifest = await leggiJar(contenuto);
    } catch (e) {
      if (e instanceof JarNonValido) throw new BadRequestError(`Archivio .jar non valido: ${e.message}`);
      throw e;
    }
    const sha256 = createHash('sha256').update(contenuto).digest('hex');
    return { valori: { ...manifest, jar: nomeFile, sha256, dimensione: contenuto.length }, contenuto };
  }

  private async salvaBytes(tx: Transaction, sha256: string, contenuto: Buffer): Promise<void> {
    await tx.query(`INSERT INTO moduli_jar (sha256, contenuto) VALUES ($1, $2) ON CONFLICT (sha256) DO NOTHING`, [sha256, contenuto]);
  }
}
