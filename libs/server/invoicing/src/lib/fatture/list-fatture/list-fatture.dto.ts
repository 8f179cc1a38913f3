import { ETICHETTA_STATO_SDI, STATI_SDI, type FiltriFatture } from '@registro/contracts';
import { BooleanFilter, ChoiceFilter, PagedQueryDto, TextFilter, TimestampField } from '@registro/server-platform';

/**
 * The invoice list's filters (texts up to 200 characters). Data Dal/Data Al are instants (the
 * screen's date-time pickers) through the date codec: epoch ms or ISO 8601; a day without a time
 * is its start (Dal) or the whole of it (Al) in Europe/Rome.
 */
export class ListFattureFilters extends PagedQueryDto implements Omit<FiltriFatture, 'dataDal' | 'dataAl' | 'daEsportare'> {
  @TextFilter('codiceStruttura') codiceStruttura?: string;
  @TimestampField('Data Dal') dataDal?: Date;
  @TimestampField('Data Al', { upTo: true }) dataAl?: Date;
  @TextFilter('numeroDocumento') numeroDocumento?: string;
  @TextFilter('tipoDocumentoDescrizione') tipoDocumentoDescrizione?: string;
  @TextFilter('cognomeRagioneSoggetto') cognomeRagioneSoggetto?: string;
  /** true: only the invoices to a partita IVA not yet exported as XML (Home's "Fatture da esportare"); false is no filter */
  @BooleanFilter('daEsportare') daEsportare?: boolean;
  /** one of STATI_SDI: the invoices in that state at the SDI (fatture.stato_sdi) */
  @ChoiceFilter('Stato SDI', STATI_SDI, { message: `Il filtro Stato SDI deve essere uno tra: ${STATI_SDI.map((s) => `${s} (${ETICHETTA_STATO_SDI[s]})`).join(', ')}` })
  statoSdi?: string;
}

/** The filters as the list's SQL reads them: the dates already read by the codec. */
export type FattureFilters = Omit<ListFattureFilters, 'page' | 'forPage'>;
