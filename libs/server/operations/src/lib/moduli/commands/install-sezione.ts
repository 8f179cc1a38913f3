import { Injectable } from '@nestjs/common';
import { PostgresEventStore, type EventMetadata } from '@registro/server-event-store';
import { ConflictError, NotFoundError, BadRequestError, SEZIONE_INSTALLATA, SezioniPermesso, UnitOfWork, type SezioneInstallataData } from '@registro/server-platform';
import { moduloAggregate, streamModulo, type ModuloEvent } from '../moduli.events';
import type { InstallSezioneDto } from './install-sezione.dto';

/** "Installa Sezioni": a section the module brings becomes a permission section (SezioneInstallata). */
@Injectable()
export class InstallSezione {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly store: PostgresEventStore,
    private readonly sezioni: SezioniPermesso,
  ) {}

  async execute(dto: InstallSezioneDto, metadata: EventMetadata): Promise<SezioneInstallataData> {
    const descrizione = dto.descrizione.trim();
    if (!descrizione) throw new BadRequestError('Il campo descrizione della sezione è obbligatorio');
    return this.uow.run(async (tx) => {
      const { rows } = await tx.query<{ id: number }>(`SELECT id FROM moduli WHERE lower(nome) = lower($1) FOR UPDATE`, [dto.nomeModulo.trim()]);
      if (!rows[0]) throw new NotFoundError(`Modulo non trovato: ${dto.nomeModulo}`);
      const presenti = await this.sezioni.tutte();
      let dati: SezioneInstallataData | undefined;
      await this.store.handleCommand(
        tx,
        streamModulo(rows[0].id),
        moduloAggregate,
        ({ values: modulo }): ModuloEvent[] => {
          if (!modulo) throw new NotFoundError(`Modulo non trovato: ${dto.nomeModulo}`);
          if (!modulo.sezioni.some((s) => s.id === dto.id)) throw new BadRequestError(`Il modulo ${modulo.nome} non contiene la sezione ${dto.id}`);
          if (presenti.some((s) => s.id === dto.id)) throw new ConflictError(`La sezione ${dto.id} è già presente`);
          dati = { id: dto.id, descrizione, modulo: modulo.nome };
          return [{ type: SEZIONE_INSTALLATA, data: dati }];
        },
        { metadata },
      );
      return dati as SezioneInstallataData;
    });
  }
}
