import { Injectable } from '@nestjs/common';
import { PostgresEventStore, type EventMetadata } from '@registro/server-event-store';
import {
  ConflictError,
  NotFoundError,
  BadRequestError,
  SEZIONE_INSTALLATA,
  SezioniPermesso,
  UnitOfWork,
  type SezioneInstallataData,
} from '@registro/server-platform';
import { SEZIONE_MODULI, streamModulo } from '../moduli.events';
import { versioneStream } from './carica-modulo';
import type { InstallaSezioneDto } from './installa-sezione.dto';

/** "Installa Sezioni": a section the module brings becomes a permission section (SezioneInstallata). */
@Injectable()
export class InstallaSezione {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly store: PostgresEventStore,
    private readonly sezioni: SezioniPermesso,
  ) {}

  async esegui(dto: InstallaSezioneDto, metadata: EventMetadata): Promise<SezioneInstallataData> {
    const descrizione = dto.descrizione.trim();
    if (!descrizione) throw new BadRequestError('Il campo descrizione della sezione è obbligatorio');
    return this.uow.run(async (tx) => {
      const { rows } = await tx.query(`SELECT id, nome, sezioni FROM moduli WHERE lower(nome) = lower($1) FOR UPDATE`, [dto.nomeModulo.trim()]);
      const modulo = rows[0] as { id: number; nome: string; sezioni: { id: string }[] } | undefined;
      if (!modulo) throw new NotFoundError(`Modulo non trovato: ${dto.nomeModulo}`);
      if (!modulo.sezioni.some((s) => s.id === dto.id)) throw new BadRequestError(`Il modulo ${modulo.nome} non contiene la sezione ${dto.id}`);
      const presenti = await this.sezioni.tutte();
      if (presenti.some((s) => s.id === dto.id)) throw new ConflictError(`La sezione ${dto.id} è già presente`);
      const dati: SezioneInstallataData = { id: dto.id, descrizione, modulo: modulo.nome };
      const stream = streamModulo(modulo.id);
      await this.store.append(tx, stream, SEZIONE_MODULI, [{ type: SEZIONE_INSTALLATA, data: { ...dati } }], await versioneStream(tx, stream), metadata);
      return dati;
    });
  }
}
