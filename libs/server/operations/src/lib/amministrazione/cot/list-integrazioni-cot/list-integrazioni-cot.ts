import { Controller } from '@nestjs/common';
import type { RigaIntegrazioneCot } from '@registro/contracts';
import { ListEndpoint, PagedQueryDto, column, listUseCase, type ExcelSheet, type ListSql } from '@registro/server-platform';
import { SEZIONE_INTEGRAZIONE } from '../../integrazionebusiness/integrazione.events';

/** A row as the database gives it (the dates as Dates: ISO instants in JSON, dates in the Excel). */
export type IntegrazioneCotRow = Omit<RigaIntegrazioneCot, 'dataRichiesta' | 'createDate'> & { dataRichiesta: Date; createDate: Date };

/** The Excel download of the COT requests: Lista Richieste's columns and the COT. */
export const INTEGRAZIONI_COT_EXCEL: ExcelSheet<IntegrazioneCotRow> = {
  fileName: 'RichiesteCot_',
  columns: [
    column('Servizio Richiesto', 'servizioRichiesto'),
    column('Metodo', 'metodo'),
    column('Stato Attuale', 'statoAttuale'),
    column('Data/Ora', 'dataRichiesta', 'datetime'),
    column('Codice COT', 'codiceCot'),
    column('COT', 'denominazioneCot'),
  ],
};

/** The business-integration requests whose body names a COT (`codiceCot`), newest first. */
export function integrazioniCotListSql(): ListSql {
  return {
    select: `r.id, r.servizio AS "servizioRichiesto", r.metodo, r.stato_attuale AS "statoAttuale", r.data_richiesta AS "dataRichiesta",
      r.data_richiesta AS "createDate", r.corpo_richiesta->>'codiceCot' AS "codiceCot", c.denominazione AS "denominazioneCot"`,
    from: `FROM richieste_integrazione r LEFT JOIN centrali_operative_territoriali c ON c.codice = r.corpo_richiesta->>'codiceCot'
      WHERE r.corpo_richiesta->>'codiceCot' IS NOT NULL`,
    params: [],
    orderBy: 'r.data_richiesta DESC, r.id DESC',
  };
}

/**
 * GET /api/cot/richieste (spec 3 §7 "list, kept in shared state"; §3 "a requests list"): the
 * business-integration requests (integrazionebusiness) addressed to a COT, answered whole as
 * `{ data: [...] }`; POST /api/cot/richieste/excel. Each opens at /integrazionebusiness/view/{id}.
 */
export const listIntegrazioniCot = listUseCase<PagedQueryDto, IntegrazioneCotRow>({
  path: 'richieste',
  permission: [SEZIONE_INTEGRAZIONE, 'visualizza'],
  filters: PagedQueryDto,
  paged: false,
  sql: integrazioniCotListSql,
  excel: INTEGRAZIONI_COT_EXCEL,
});

@Controller('cot')
export class ListIntegrazioniCotEndpoint extends ListEndpoint(listIntegrazioniCot) {}
