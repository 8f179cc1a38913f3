import type { RigaRichiestaIntegrazione } from '@registro/contracts';
import type { ListSql } from '@registro/server-platform';

/** A row of the list as the database gives it (the date as a Date: an ISO instant in JSON, a date in the Excel). */
export type RigaIntegrazione = Omit<RigaRichiestaIntegrazione, 'dataRichiesta'> & { dataRichiesta: Date };

/** Every business-integration request, newest first, with the wire names of RigaRichiestaIntegrazione. */
export function integrazioniListSql(): ListSql {
  return {
    select: `id, servizio AS "servizioRichiesto", metodo, stato_attuale AS "statoAttuale", data_richiesta AS "dataRichiesta"`,
    from: 'FROM richieste_integrazione',
    params: [],
    orderBy: 'data_richiesta DESC, id DESC',
  };
}
