import { Controller } from '@nestjs/common';
import { SEZIONE, type FatturaRicevutaElenco } from '@registro/contracts';
import { ListEndpoint, column, listUseCase, type ExcelSheet } from '@registro/server-platform';
import { fattureRicevuteListSql } from './fatture-ricevute-list-sql';
import { ListFattureRicevuteFilters } from './list-fatture-ricevute.dto';
import { italianDay } from '@registro/server-kernel';


/** The received invoices as the screen shows them. */
export const FATTURE_RICEVUTE_EXCEL: ExcelSheet<FatturaRicevutaElenco> = {
  fileName: 'FattureRicevute_',
  columns: [
    { header: 'Fornitore', value: (r) => r.fornitore.denominazione, type: 'text', width: 40 },
    { header: 'Partita IVA', value: (r) => r.fornitore.partitaIva || r.fornitore.codiceFiscale, type: 'text', width: 18 },
    column('Numero', 'numero'),
    { header: 'Data', value: (r) => italianDay(r.data), type: 'text', width: 12 },
    column('Tipo', 'tipoDocumento'),
    column('Totale', 'totale', 'money'),
    { header: 'Scadenze', value: (r) => r.scadenze.map((s) => italianDay(s)).join(', '), type: 'text', width: 24 },
    column('File', 'nomeFile'),
  ],
};

/** GET /api/fatturericevute (50 per page, newest first) and POST /api/fatturericevute/excel. */
export const listFattureRicevute = listUseCase<ListFattureRicevuteFilters, FatturaRicevutaElenco>({
  permission: [SEZIONE.fatturericevute, 'visualizza'],
  filters: ListFattureRicevuteFilters,
  forPage: 50,
  sql: fattureRicevuteListSql,
  excel: FATTURE_RICEVUTE_EXCEL,
});

@Controller('fatturericevute')
export class ListFattureRicevuteEndpoint extends ListEndpoint(listFattureRicevute) {}
