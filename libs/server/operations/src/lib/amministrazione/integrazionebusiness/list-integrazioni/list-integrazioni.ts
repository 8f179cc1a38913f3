import { Controller } from '@nestjs/common';
import { ListEndpoint, PagedQueryDto, column, listUseCase, type ExcelSheet } from '@registro/server-platform';
import { SEZIONE_INTEGRAZIONE } from '../integrazione.events';
import { integrazioniListSql, type RigaIntegrazione } from './integrazioni-list-sql';

/** The list as "Lista Richieste" shows it. */
export const INTEGRAZIONE_EXCEL: ExcelSheet<RigaIntegrazione> = {
  fileName: 'Richieste_',
  columns: [
    column('Servizio Richiesto', 'servizioRichiesto'),
    column('Metodo', 'metodo'),
    column('Stato Attuale', 'statoAttuale'),
    column('Data/Ora', 'dataRichiesta', 'datetime'),
  ],
};

/** Lista Richieste (spec 3): GET /api/integrazionebusiness (100 per page, newest first) and POST …/excel; no filters. */
export const listIntegrazioni = listUseCase<PagedQueryDto, RigaIntegrazione>({
  permission: [SEZIONE_INTEGRAZIONE, 'visualizza'],
  filters: PagedQueryDto,
  forPage: 100,
  sql: integrazioniListSql,
  excel: INTEGRAZIONE_EXCEL,
});

@Controller('integrazionebusiness')
export class ListIntegrazioniEndpoint extends ListEndpoint(listIntegrazioni) {}
