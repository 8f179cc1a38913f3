import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '@registro/server-platform';

/** One delivery as the dairy's source sends it: an object with an id; the rest is kept as is. */
export type Consegna = Record<string, unknown> & { id: string | number };

export interface EsitoUpsert {
  nuove: number;
  aggiornate: number;
  invariate: number;
}

/** The deliveries read table: upsert by the source's id, idempotent (an unchanged row is left alone). */
@Injectable()
export class ConsegneCaseificio {
  constructor(private readonly uow: UnitOfWork) {}

  /** One transaction per batch. */
  save(consegne: Consegna[]): Promise<EsitoUpsert> {
    return this.uow.run(async (tx) => {
      const { rows } = await tx.query<{ nuova: boolean }>(
        `INSERT INTO caseificio_consegne (id_sorgente, dati)
         SELECT c->>'id', c FROM jsonb_array_elements($1::jsonb) AS c
         ON CONFLICT (id_sorgente) DO UPDATE SET dati = EXCLUDED.dati, aggiornata_il = now()
           WHERE caseificio_consegne.dati IS DISTINCT FROM EXCLUDED.dati
         RETURNING (xmax = 0) AS nuova`,
        [JSON.stringify(consegne)],
      );
      const nuove = rows.filter((r) => r.nuova).length;
      return { nuove, aggiornate: rows.length - nuove, invariate: consegne.length - rows.length };
    });
  }
}
