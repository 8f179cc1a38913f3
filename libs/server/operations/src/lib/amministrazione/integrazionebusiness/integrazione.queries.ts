import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { Lista, RichiestaIntegrazione, RigaRichiestaIntegrazione } from '@registro/contracts';
import { NotFoundError, PG_POOL, allRows, pagedRows, type ListSql, type PageRequest } from '@registro/server-platform';

/** The list, newest first, with the wire names of RigaRichiestaIntegrazione. */
const LIST: ListSql = {
  select: `id, servizio AS "servizioRichiesto", metodo, stato_attuale AS "statoAttuale", data_richiesta AS "dataRichiesta"`,
  from: 'FROM richieste_integrazione',
  params: [],
  orderBy: 'data_richiesta DESC, id DESC',
};

/** A row of the list as the database gives it (the date as a Date). */
export type RigaIntegrazione = Omit<RigaRichiestaIntegrazione, 'dataRichiesta'> & { dataRichiesta: Date };

const riga = (r: RigaIntegrazione): RigaRichiestaIntegrazione => ({ ...r, dataRichiesta: r.dataRichiesta.toISOString() });

/** Reads of the `richieste_integrazione` read model: newest first. */
@Injectable()
export class IntegrazioneQueries {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async list(page: PageRequest): Promise<Lista<RigaRichiestaIntegrazione>> {
    const { list, recordsNumber } = await pagedRows<RigaIntegrazione>(this.pool, LIST, page);
    return { list: list.map(riga), recordsNumber };
  }

  /** every request in list order (the Excel download; dates stay dates) */
  rows(): AsyncIterable<RigaIntegrazione> {
    return allRows<RigaIntegrazione>(this.pool, LIST);
  }

  async get(id: number): Promise<RichiestaIntegrazione> {
    const { rows } = await this.pool.query(`SELECT * FROM richieste_integrazione WHERE id = $1`, [id]);
    const r = rows[0];
    if (!r) throw new NotFoundError('Richiesta non trovata');
    return {
      ...riga({ id: r.id, servizioRichiesto: r.servizio, metodo: r.metodo, statoAttuale: r.stato_attuale, dataRichiesta: r.data_richiesta }),
      storicoStati: r.storico_stati,
      esitoBusiness: r.esito_business,
      rispostaBusiness: r.risposta_business,
      corpoRichiesta: r.corpo_richiesta,
      messaggioInviato: r.messaggio_inviato,
    };
  }
}
