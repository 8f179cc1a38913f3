import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { RichiestaIntegrazione } from '@registro/contracts';
import { NotFoundError, PG_POOL } from '@registro/server-platform';

/** One request of the `richieste_integrazione` read model, with its history and payloads (the list is list-integrazioni/). */
@Injectable()
export class IntegrazioneQueries {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async get(id: number): Promise<RichiestaIntegrazione> {
    const { rows } = await this.pool.query(`SELECT * FROM richieste_integrazione WHERE id = $1`, [id]);
    const r = rows[0];
    if (!r) throw new NotFoundError('Richiesta non trovata');
    return {
      id: r.id,
      servizioRichiesto: r.servizio,
      metodo: r.metodo,
      statoAttuale: r.stato_attuale,
      dataRichiesta: new Date(r.data_richiesta).toISOString(),
      storicoStati: r.storico_stati,
      esitoBusiness: r.esito_business,
      rispostaBusiness: r.risposta_business,
      corpoRichiesta: r.corpo_richiesta,
      messaggioInviato: r.messaggio_inviato,
    };
  }
}
