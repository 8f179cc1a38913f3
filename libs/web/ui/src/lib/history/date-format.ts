import dayjs from 'dayjs';

/** The history's Data Ora column format. */
export const FORMATO_DATA_ORA = 'DD-MM-YYYY HH:mm:ss';

export function formattaDataOra(valore: string | number | Date | null | undefined): string {
  return valore ? dayjs(valore).format(FORMATO_DATA_ORA) : '';
}

/** Dates without time: DD/MM/YYYY. */
export function formattaData(valore: string | number | Date | null | undefined): string {
  return valore ? dayjs(valore).format('DD/MM/YYYY') : '';
}
