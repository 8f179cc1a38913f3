import dayjs from 'dayjs';

/** The history's Data Ora column format. */
export const DATE_TIME_FORMAT = 'DD-MM-YYYY HH:mm:ss';

export function formatDateTime(valore: string | number | Date | null | undefined): string {
  return valore ? dayjs(valore).format(DATE_TIME_FORMAT) : '';
}

/** Dates without time: DD/MM/YYYY. */
export function formatDate(valore: string | number | Date | null | undefined): string {
  return valore ? dayjs(valore).format('DD/MM/YYYY') : '';
}
