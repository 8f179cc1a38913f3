import { Controller } from '@nestjs/common';
import type { CentraleOperativaTerritoriale } from '@registro/contracts';
import { ListEndpoint, PagedQueryDto, column, listUseCase, type ExcelSheet, type ListSql } from '@registro/server-platform';
import { SEZIONE_INTEGRAZIONE } from '../../integrazionebusiness/integrazione.events';

/** The Excel download of the COT list. */
export const COT_EXCEL: ExcelSheet<CentraleOperativaTerritoriale> = {
  fileName: 'CentraliOperativeTerritoriali_',
  columns: [
    column('Codice', 'codice'),
    column('Denominazione', 'denominazione'),
    column('Distretto', 'distretto'),
    column('Azienda Sanitaria', 'aziendaSanitaria'),
    column('Comune', 'comune'),
    column('Indirizzo', 'indirizzo'),
    column('Telefono', 'telefono'),
    column('Email', 'email'),
    column('Attiva', 'attiva', 'boolean'),
  ],
};

/** Every COT, by code (reference data seeded by the area's migration). */
export function cotListSql(): ListSql {
  return {
    select: `id, codice, denominazione, distretto, azienda_sanitaria AS "aziendaSanitaria", comune, indirizzo, telefono, email, attiva`,
    from: 'FROM centrali_operative_territoriali',
    params: [],
    orderBy: 'codice, id',
  };
}

/**
 * GET /api/cot (spec 3 §7 "list, kept in shared state"): the Centrali Operative Territoriali the
 * platform exchanges business-integration requests with, answered whole as `{ data: [...] }`
 * (`page`/`forPage` accepted and ignored); POST /api/cot/excel. Read by whoever reads the
 * integration requests (integrazionebusiness visualizza).
 */
export const listCot = listUseCase<PagedQueryDto, CentraleOperativaTerritoriale>({
  permission: [SEZIONE_INTEGRAZIONE, 'visualizza'],
  filters: PagedQueryDto,
  paged: false,
  sql: cotListSql,
  excel: COT_EXCEL,
});

@Controller('cot')
export class ListCotEndpoint extends ListEndpoint(listCot) {}
