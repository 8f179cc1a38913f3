import type { FiltriFatture } from '@registro/contracts';
import { PagedQueryDto, TextFilter } from '@registro/server-platform';

/** The invoice list's filters (texts up to 200 characters; the dates are checked by the list's SQL). */
export class ListFattureFilters extends PagedQueryDto implements FiltriFatture {
  @TextFilter('codiceStruttura') codiceStruttura?: string;
  @TextFilter('dataDal') dataDal?: string;
  @TextFilter('dataAl') dataAl?: string;
  @TextFilter('numeroDocumento') numeroDocumento?: string;
  @TextFilter('tipoDocumentoDescrizione') tipoDocumentoDescrizione?: string;
  @TextFilter('cognomeRagioneSoggetto') cognomeRagioneSoggetto?: string;
}
