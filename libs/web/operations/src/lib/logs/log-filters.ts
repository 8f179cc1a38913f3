import type { TFunction } from 'i18next';
import type { FilterField } from '@registro/web-ui';

/** The filters GET /api/logs takes; Data Dal/Data Al as days `AAAA-MM-GG` (from 00:00 of the first to the end of the last). */
export type LogFilters = {
  dataDal?: string;
  dataAl?: string;
  sezione?: string;
  username?: string;
  descrizioneEvento?: string;
  ip?: string;
  userAgent?: string;
  stato?: string;
  idRisorsa?: string;
};

const CAMPI_TESTO = ['sezione', 'username', 'descrizioneEvento', 'ip', 'userAgent', 'idRisorsa'] as const;

/** /logs filters for FilterBar: from/to days, the text fields and the status. */
export function logFilterFields(t: TFunction): FilterField[] {
  return [
    { tipo: 'intervallo', nomi: ['dataDal', 'dataAl'], etichette: [t('logs.dataDal'), t('logs.dataAl')] },
    ...CAMPI_TESTO.map((nome) => ({ nome, etichetta: t(`logs.${nome}`) })),
    { nome: 'stato', etichetta: t('logs.stato'), opzioni: ['INFO', 'WARNING', 'ERROR'].map((s) => ({ label: t(`logs.statoVoce.${s}`), value: s })) },
  ];
}
