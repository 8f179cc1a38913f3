import { annoItalia } from '../../masterdata/domain/anno-italia';

/** The year of a document date (ISO) as Italy sees it: the year of its numerator. */
export function annoDocumento(dataDocumento: string): number {
  return annoItalia(new Date(dataDocumento));
}
