import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { basename } from 'node:path';
import type { EventMetadata, Transaction } from '@registro/server-event-store';
import { BadRequestError, RecordWriter, UnitOfWork, type RecordResource } from '@registro/server-platform';
import { InvalidJarError, readJar } from '../jar/read-jar';
import type { ManifestModulo } from '../jar/manifest';
import { SEZIONE_MODULI, type ValoriModulo } from '../moduli.events';

export const MESSAGGIO_MODULO_DUPLICATO = 'Esiste già un modulo con questo nome: caricare la nuova versione dalla sua pagina di modifica';

/** A module is a generic record on `moduli-<id>`; the unique index on lower(nome) refuses a second one. */
export const MODULI: RecordResource = {
  sezione: SEZIONE_MODULI,
  idSequence: 'moduli_id_seq',
  notFound: 'Modulo non trovato',
  duplicate: MESSAGGIO_MODULO_DUPLICATO,
  duplicateConstraint: 'moduli_nome_idx',
};

/** An uploaded file: its name as the browser sent it and its bytes. */
export interface UploadedJar {
  originalname: string;
  buffer: Buffer;
}

/** The file's name, or 400 when there is no file or it is not a .jar. */
export function jarFileName(file: UploadedJar | undefined): string {
  if (!file?.buffer?.length) throw new BadRequestError('Selezionare un file .jar da caricare');
  const nomeFile = basename(file.originalname.replace(/\\/g, '/')).trim();
  if (!/^.{1,200}\.jar$/i.test(nomeFile)) throw new BadRequestError('Sono ammessi solo file .jar');
  return nomeFile;
}

/** Upload of a module (.jar): a new module, or a new version of an existing one (/moduli/edit/{id}). */
@Injectable()
export class UploadModulo {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly writer: RecordWriter,
  ) {}

  async create(file: UploadedJar | undefined, metadata: EventMetadata): Promise<number> {
    const { valori, contenuto } = await this.read(file);
    return this.uow.run(async (tx) => {
      await this.saveBytes(tx, valori.sha256, contenuto);
      return this.writer.create<ValoriModulo>(MODULI, valori, metadata, { tx });
    });
  }

  async update(id: number, file: UploadedJar | undefined, metadata: EventMetadata): Promise<void> {
    const { valori, contenuto } = await this.read(file);
    await this.uow.run(async (tx) => {
      const { values: prima, version } = await this.writer.current<ValoriModulo>(MODULI, id, tx);
      if (prima.nome.toLowerCase() !== valori.nome.toLowerCase())
        throw new BadRequestError(`Il file contiene il modulo ${valori.nome}, non ${prima.nome}`);
      await this.saveBytes(tx, valori.sha256, contenuto);
      await this.writer.update<ValoriModulo>(MODULI, id, valori, metadata, { tx, expectedVersion: version });
    });
  }

  private async read(file: UploadedJar | undefined): Promise<{ valori: ValoriModulo; contenuto: Buffer }> {
    const nomeFile = jarFileName(file);
    const contenuto = (file as UploadedJar).buffer;
    let manifest: ManifestModulo;
    try {
      manifest = await readJar(contenuto);
    } catch (e) {
      if (e instanceof InvalidJarError) throw new BadRequestError(`Archivio .jar non valido: ${e.message}`);
      throw e;
    }
    const sha256 = createHash('sha256').update(contenuto).digest('hex');
    return { valori: { ...manifest, jar: nomeFile, sha256, dimensione: contenuto.length }, contenuto };
  }

  /** the bytes once per SHA-256 (an unchanged file adds nothing) */
  private async saveBytes(tx: Transaction, sha256: string, contenuto: Buffer): Promise<void> {
    await tx.query(`INSERT INTO moduli_jar (sha256, contenuto) VALUES ($1, $2) ON CONFLICT (sha256) DO NOTHING`, [sha256, contenuto]);
  }
}
