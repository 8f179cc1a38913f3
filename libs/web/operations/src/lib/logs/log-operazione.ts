import type { TFunction } from 'i18next';

/** The log's operation code (LOGIN, CREATE, …: the wire value) as the screen reads it, in Italian. */
export const operazioneLeggibile = (t: TFunction, operation: string | null | undefined): string =>
  operation ? t(`logs.operazione.${operation}`, { defaultValue: operation }) : '';
