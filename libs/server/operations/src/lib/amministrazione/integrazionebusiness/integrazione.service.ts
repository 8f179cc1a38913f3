import { Injectable } from '@nestjs/common';
import { PostgresEventStore, type EventMetadata } from '@registro/server-event-store';
import { UnitOfWork } from '@registro/server-platform';
import { changeIntegrazione, integrazioneAggregate } from './integrazione.aggregate';
import {
  ESITO_RICHIESTA_REGISTRATO,
  RICHIESTA_ELIMINATA,
  RICHIESTA_REGISTRATA,
  STATO_RICHIESTA_CAMBIATO,
  streamRichiesta,
  type EsitoRichiestaRegistratoData,
  type IntegrazioneEvent,
} from './integrazione.events';

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
export class IntegrazioneService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly store: PostgresEventStore,
  ) {}

  async registra(r: NuovaRichiesta, metadata: EventMetadata): Promise<number> {
    return this.uow.run(async (tx) => {
      const id = Number((await tx.query(`SELECT nextval('richieste_integrazione_id_seq') AS id`)).rows[0].id);
      const registrata: IntegrazioneEvent = { type: RICHIESTA_REGISTRATA, data: { ...r, dataRichiesta: new Date().toISOString() } };
      await this.store.handleCommand(tx, streamRichiesta(id), integrazioneAggregate, () => [registrata], { metadata, expectedVersion: 0 });
      return id;
    });
  }

  cambiaStato(id: number, stato: string, metadata: EventMetadata): Promise<void> {
    return this.change(id, { type: STATO_RICHIESTA_CAMBIATO, data: { stato, dataOra: new Date().toISOString() } }, metadata);
  }

  registraEsito(id: number, esito: EsitoRichiestaRegistratoData, metadata: EventMetadata): Promise<void> {
    return this.change(id, { type: ESITO_RICHIESTA_REGISTRATO, data: { ...esito } }, metadata);
  }

  elimina(id: number, metadata: EventMetadata): Promise<void> {
    return this.change(id, { type: RICHIESTA_ELIMINATA, data: {} }, metadata);
  }

  private async change(id: number, evento: IntegrazioneEvent, metadata: EventMetadata): Promise<void> {
    await this.uow.run((tx) => this.store.handleCommand(tx, streamRichiesta(id), integrazioneAggregate, (state) => changeIntegrazione(state, evento), { metadata }));
  }
}
