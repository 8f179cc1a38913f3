import { BooleanFilter, DayFilter, NumberFilter, TextFilter, PagedQueryDto } from '@registro/server-platform';

/** GET documentrepository and POST documentrepository/excel: page, forPage and the Archivio Documenti filters (Data Refertazione Dal/Al: days through the date codec, a timestamp read as its day in Rome). */
export class ListDocumentiFilters extends PagedQueryDto {
  @NumberFilter('idRisorsa') idRisorsa?: number;
  @TextFilter('sezione') sezione?: string;
  @TextFilter('tipoDocumento') tipoDocumento?: string;
  /** true: signed at least once; false: not signed yet (Home's documents to sign link here) */
  @BooleanFilter('Firmato') firmato?: boolean;
  @DayFilter('Data Refertazione Dal') dataDal?: Date;
  @DayFilter('Data Refertazione Al') dataAl?: Date;
}
