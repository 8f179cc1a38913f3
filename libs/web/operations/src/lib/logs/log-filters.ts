import type { TFunction } from 'i18next';
import type { FilterField } from '@registro/web-ui';

/** The filters GET /api/logs takes; dates as epoch ms. */
export type LogFilters = {
  dataDal?: number;
  dataAl?: number;
  sezione?: string;
  username?: string;
  descrizioneEvento?: string;
  ip?: string;
  userAgent?: string;
  stato?: string;
  idRisorsa?: string;
};

const CAMPI_TESTO = ['sezione', 'username', 'descrizioneEvento', 'ip', 'userAgent', 'idRisorsa'] as const;

/** /logs filters for FilterBar: from/to datetime, the text fields and the status. */
export function logFilterFields(t: TFunction): FilterField[] {
  return [
    { tipo: 'intervallo', nomi: ['dataDal', 'dataAl'], etichette: [t('logs.dataDal'), t('logs.dataAl')], ora: true },
    ...CAMPI_TESTO.map((nome) => ({ nome, etichetta: t(`logs.${nome}`) })),
    { nome: 'stato', etichetta: t('logs.stato'), opzioni: ['INFO', 'WARNING', 'ERROR'].map((s) => ({ label: s, value: s })) },
  ];
}
