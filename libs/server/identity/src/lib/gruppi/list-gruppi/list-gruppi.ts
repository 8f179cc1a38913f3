import { Controller } from '@nestjs/common';
import { SEZIONE, type Gruppo } from '@registro/contracts';
import { ListEndpoint, column, listUseCase, type ExcelSheet } from '@registro/server-platform';
import { gruppiListSql } from './gruppi-list-sql';
import { ListGruppiFilters } from './list-gruppi.dto';

/** The group list's Excel download: the columns of the list screen (Nome, Descrizione). */
export const GRUPPI_EXCEL: ExcelSheet<Gruppo> = {
  fileName: 'Gruppi_',
  columns: [column('Nome', 'nome'), column('Descrizione', 'descrizione')],
};

/** GET /api/gruppi (10 per page, by name) and POST /api/gruppi/excel. */
export const listGruppi = listUseCase<ListGruppiFilters, Gruppo>({
  permission: [SEZIONE.gruppi, 'visualizza'],
  filters: ListGruppiFilters,
  forPage: 10,
  sql: gruppiListSql,
  excel: GRUPPI_EXCEL,
});

@Controller('gruppi')
export class ListGruppiEndpoint extends ListEndpoint(listGruppi) {}
