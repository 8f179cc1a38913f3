import { Injectable } from '@nestjs/common';
import { PostgresEventStore, type EventMetadata, type NewEvent, type Transaction } from '@registro/server-event-store';
import { NotFoundError, UnitOfWork } from '@registro/server-platform';
import {
  ESITO_RICHIESTA_REGISTRATO,
  RICHIESTA_ELIMINATA,
  RICHIESTA_REGISTRATA,
  SEZIONE_INTEGRAZIONE,
  STATO_RICHIESTA_CAMBIATO,
  streamRichiesta,
  type EsitoRichiestaRegistratoData,
  type RichiestaRegistrataData,
  type StatoRichiestaCambiatoData,
} from './richiesta-integrazione.events';

export interface NuovaRichiesta {
  servizio: string;
  metodo: string;
  stato: string;
  corpoRichiesta: unknown;
}

/**
 * The business-integration request aggregate: registered with its first status, then statuses and
 * the business outcome, until deleted. Each change is one transaction checked against the stream's
 * version (a concurrent change is a 409).
 */
@Injectable()
export class RichiesteIntegrazione {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly store: PostgresEventStore,
  ) {}

  async registra(r: NuovaRichiesta, metadata: EventMetadata): Promise<number> {
    return this.uow.run(async (tx) => {
      const id = Number((await tx.query(`SELECT nextval('richieste_integrazione_id_seq') AS id`)).rows[0].id);
      const data: RichiestaRegistrataData = { ...r, dataRichiesta: new Date().toISOString() };
      await this.store.append(tx, streamRichiesta(id), SEZIONE_INTEGRAZIONE, [{ type: RICHIESTA_REGISTRATA, data: { ...data } }], 0, metadata);
      return id;
    });
  }

  cambiaStato(id: number, stato: string, metadata: EventMetadata): Promise<void> {
    const data: StatoRichiestaCambiatoData = { stato, dataOra: new Date().toISOString() };
    return this.aggiungi(id, { type: STATO_RICHIESTA_CAMBIATO, data: { ...data } }, metadata);
  }

  registraEsito(id: number, esito: EsitoRichiestaRegistratoData, metadata: EventMetadata): Promise<void> {
    return this.aggiungi(id, { type: ESITO_RICHIESTA_REGISTRATO, data: { ...esito } }, metadata);
  }

  elimina(id: number, metadata: EventMetadata): Promise<void> {
    return this.aggiungi(id, { type: RICHIESTA_ELIMINATA, data: {} }, metadata);
  }

  private aggiungi(id: number, evento: NewEvent, metadata: EventMetadata): Promise<void> {
    return this.uow.run(async (tx) => {
      const versione = await this.versioneAttiva(tx, id);
      await this.store.append(tx, streamRichiesta(id), SEZIONE_INTEGRAZIONE, [evento], versione, metadata);
    });
  }

  /** The stream's version; 404 when the request does not exist or was deleted. */
  private async versioneAttiva(tx: Transaction, id: number): Promise<number> {
    const { rows } = await tx.query<{ versione: number; tipo: string }>(
      `SELECT stream_version AS versione, event_type AS tipo FROM events
        WHERE stream_id = $1 ORDER BY stream_version DESC LIMIT 1`,
      [streamRichiesta(id)],
    );
    if (!rows[0] || rows[0].tipo === RICHIESTA_ELIMINATA) throw new NotFoundError('Richiesta non trovata');
    return rows[0].versione;
  }
}
