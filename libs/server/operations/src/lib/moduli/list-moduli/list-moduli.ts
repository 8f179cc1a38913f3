import { Controller } from '@nestjs/common';
import type { Modulo } from '@registro/contracts';
import { ListEndpoint, PagedQueryDto, column, listUseCase, type ExcelSheet } from '@registro/server-platform';
import { SEZIONE_MODULI } from '../moduli.events';
import { moduliListSql } from './moduli-list-sql';

/** The module list as the Moduli page shows it. */
export const MODULI_EXCEL: ExcelSheet<Modulo> = {
  fileName: 'Moduli_',
  columns: [column('Nome', 'nome'), column('Versione', 'version'), column('Data Compilazione', 'compileDate'), column('Jar', 'jar'), column('Descrizione', 'descrizione')],
};

/** GET /api/application (30 per page, by name) and POST /api/application/excel; no filters. */
export const listModuli = listUseCase<PagedQueryDto, Modulo>({
  permission: [SEZIONE_MODULI, 'visualizza'],
  filters: PagedQueryDto,
  forPage: 30,
  sql: moduliListSql,
  excel: MODULI_EXCEL,
});

@Controller('application')
export class ListModuliEndpoint extends ListEndpoint(listModuli) {}
