import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PostgresEventStore, type EventMetadata } from '@registro/server-event-store';
import {
  NotFoundError,
  PG_POOL,
  ParametriConfigurazione,
  SEZIONE_PARAMETRI,
  UnitOfWork,
  streamParametro,
  type ValoriParametro,
} from '@registro/server-platform';
import type { SalvaParametroDto } from './salva-parametro.dto';
import { nomeDuplicato, valoriParametro } from './valori-parametro';

/**
 * Create, update and delete of a configuration parameter: generic record events on
 * `configparameter-<id>`, projected inline; after the commit every process reloads its values.
 */
@Injectable()
export class SalvaParametro {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly store: PostgresEventStore,
    private readonly parametri: ParametriConfigurazione,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  async crea(dto: SalvaParametroDto, metadata: EventMetadata): Promise<number> {
    const valori = valoriParametro(dto);
    const id = await this.conNomeUnico(() =>
      this.uow.run(async (tx) => {
        const { rows } = await tx.query(`SELECT nextval('parametri_configurazione_id_seq')::int AS id`);
        const nuovo = rows[0].id as number;
        await this.store.append(tx, streamParametro(nuovo), SEZIONE_PARAMETRI, [{ type: 'RecordCreated', data: { values: { ...valori } } }], 0, metadata);
        return nuovo;
      }),
    );
    await this.parametri.notificaModifica();
    return id;
  }

  async modifica(id: number, dto: SalvaParametroDto, metadata: EventMetadata): Promise<void> {
    const valori = valoriParametro(dto);
    await this.conNomeUnico(() =>
      this.uow.run(async (tx) => {
        const { rows } = await tx.query(`SELECT nome, tipo, note, parametro, versione FROM parametri_configurazione WHERE id = $1 FOR UPDATE`, [id]);
        const prima = rows[0] as (ValoriParametro & { versione: number }) | undefined;
        if (!prima) throw new NotFoundError('Parametro non trovato');
        const changes = Object.fromEntries(
          (Object.keys(valori) as (keyof ValoriParametro)[])
            .filter((campo) => prima[campo] !== valori[campo])
            .map((campo) => [campo, { prima: prima[campo], dopo: valori[campo] }]),
        );
        if (Object.keys(changes).length)
          await this.store.append(tx, streamParametro(id), SEZIONE_PARAMETRI, [{ type: 'RecordUpdated', data: { changes } }], prima.versione, metadata);
      }),
    );
    await this.parametri.notificaModifica();
  }

  async elimina(id: number, metadata: EventMetadata): Promise<void> {
    await this.uow.run(async (tx) => {
      const { rows } = await tx.query(`SELECT versione FROM parametri_configurazione WHERE id = $1 FOR UPDATE`, [id]);
      if (!rows[0]) throw new NotFoundError('Parametro non trovato');
      await this.store.append(tx, streamParametro(id), SEZIONE_PARAMETRI, [{ type: 'RecordDeleted', data: {} }], rows[0].versione, metadata);
    });
    await this.parametri.notificaModifica();
  }

  private async conNomeUnico<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (e) {
      throw nomeDuplicato(e) ?? e;
    }
  }
}
