import { Controller } from '@nestjs/common';
import { SEZIONE, type Atleta } from '@registro/contracts';
import { ListEndpoint, column, listUseCase, type ExcelSheet } from '@registro/server-platform';
import { athletesListSql } from './athletes-list-sql';
import { ListAthletesFilters } from './list-athletes.dto';

/** The demo list's Excel download: the columns of /testlist. */
export const ATHLETES_EXCEL: ExcelSheet<Atleta> = {
  fileName: 'Atleti_',
  columns: [
    column('Cognome', 'cognome'),
    column('Nome', 'nome'),
    column('Data di Nascita', 'dataNascita', 'date'),
    column('Sport', 'sport'),
    column('Società', 'societa'),
    column('Città', 'citta'),
  ],
};

/** GET /api/test/atleti (10 per page, by id) and POST /api/test/atleti/excel: the demo athletes of /testlist. */
export const listAthletes = listUseCase<ListAthletesFilters, Atleta>({
  permission: [SEZIONE.demo, 'visualizza'],
  filters: ListAthletesFilters,
  forPage: 10,
  sql: athletesListSql,
  excel: ATHLETES_EXCEL,
});

@Controller('test/atleti')
export class ListAthletesEndpoint extends ListEndpoint(listAthletes) {}
