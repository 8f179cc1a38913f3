import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PostgresEventStore, type EventMetadata } from '@registro/server-event-store';
import { PG_POOL, UnitOfWork } from '@registro/server-platform';
import { changeIntegrazione, integrazioneAggregate } from './integrazione.aggregate';
import {
  ESITO_RICHIESTA_REGISTRATO,
  RICHIESTA_ELIMINATA,
  RICHIESTA_REGISTRATA,
  STATI_RICHIESTA,
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
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  async register(r: NuovaRichiesta, metadata: EventMetadata): Promise<number> {
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

  recordOutcome(id: number, outcome: EsitoRichiestaRegistratoData, metadata: EventMetadata): Promise<void> {
    return this.change(id, { type: ESITO_RICHIESTA_REGISTRATO, data: { ...outcome } }, metadata);
  }

  /**
   * The requests of `servizio` that the task run `idEsecuzione` registered (corpoRichiesta.idEsecuzione)
   * and left RICEVUTA or IN ELABORAZIONE: each gets `motivo` as its outcome and ends ERRORE, in one
   * transaction per request. Returns their ids.
   */
  async closeOpenOfRun(servizio: string, idEsecuzione: string, motivo: string, metadata: EventMetadata): Promise<number[]> {
    const { rows } = await this.pool.query<{ id: string }>(
      `SELECT id FROM richieste_integrazione WHERE servizio = $1 AND corpo_richiesta->>'idEsecuzione' = $2 AND stato_attuale = ANY($3) ORDER BY id`,
      [servizio, idEsecuzione, [STATI_RICHIESTA.ricevuta, STATI_RICHIESTA.inElaborazione]],
    );
    const ids = rows.map((r) => Number(r.id));
    for (const id of ids)
      await this.uow.run(async (tx) => {
        const esito: IntegrazioneEvent = { type: ESITO_RICHIESTA_REGISTRATO, data: { esitoBusiness: motivo, rispostaBusiness: null, messaggioInviato: null } };
        const stato: IntegrazioneEvent = { type: STATO_RICHIESTA_CAMBIATO, data: { stato: STATI_RICHIESTA.errore, dataOra: new Date().toISOString() } };
        for (const evento of [esito, stato])
          await this.store.handleCommand(tx, streamRichiesta(id), integrazioneAggregate, (state) => changeIntegrazione(state, evento), { metadata });
      });
    return ids;
  }

  delete(id: number, metadata: EventMetadata): Promise<void> {
    return this.change(id, { type: RICHIESTA_ELIMINATA, data: {} }, metadata);
  }

  private async change(id: number, evento: IntegrazioneEvent, metadata: EventMetadata): Promise<void> {
    await this.uow.run((tx) => this.store.handleCommand(tx, streamRichiesta(id), integrazioneAggregate, (state) => changeIntegrazione(state, evento), { metadata }));
  }
}
