import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { RichiestaIntegrazione, RigaRichiestaIntegrazione } from '@registro/contracts';
import { NotFoundError, PG_POOL, type Page } from '@registro/server-platform';

interface Riga {
  id: number;
  servizio: string;
  metodo: string;
  stato_attuale: string;
  data_richiesta: Date;
}

const riga = (r: Riga): RigaRichiestaIntegrazione => ({
  id: r.id,
  servizioRichiesto: r.servizio,
  metodo: r.metodo,
  statoAttuale: r.stato_attuale,
  dataRichiesta: r.data_richiesta.toISOString(),
});

/** Reads of the `richieste_integrazione` read model: newest first. */
@Injectable()
export class LetturaRichiesteIntegrazione {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async lista(pagina: Page): Promise<{ list: RigaRichiestaIntegrazione[]; recordsNumber: number }> {
    const [righe, totale] = await Promise.all([
      this.pool.query<Riga>(
        `SELECT id, servizio, metodo, stato_attuale, data_richiesta FROM richieste_integrazione
          ORDER BY data_richiesta DESC, id DESC LIMIT $1 OFFSET $2`,
        [pagina.forPage, pagina.offset],
      ),
      this.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM richieste_integrazione`),
    ]);
    return { list: righe.rows.map(riga), recordsNumber: totale.rows[0].n };
  }

  async dettaglio(id: number): Promise<RichiestaIntegrazione> {
    const { rows } = await this.pool.query(`SELECT * FROM richieste_integrazione WHERE id = $1`, [id]);
    const r = rows[0];
    if (!r) throw new NotFoundError('Richiesta non trovata');
    return {
      ...riga(r),
      storicoStati: r.storico_stati,
      esitoBusiness: r.esito_business,
      rispostaBusiness: r.risposta_business,
      corpoRichiesta: r.corpo_richiesta,
      messaggioInviato: r.messaggio_inviato,
    };
  }
}
