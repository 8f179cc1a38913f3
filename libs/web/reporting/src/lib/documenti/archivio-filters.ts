import type { TFunction } from 'i18next';
import type { FilterField } from '@registro/web-ui';

/** The filters GET documentrepository takes, for FilterBar: report days (whole days, AAAA-MM-GG), type, section, record id. */
export function archivioFilterFields(t: TFunction): FilterField[] {
  return [
    { tipo: 'intervallo', nomi: ['dataDal', 'dataAl'], etichette: [t('riepilogoDocumenti.dataDal'), t('riepilogoDocumenti.dataAl')] },
    { nome: 'tipoDocumento', etichetta: t('archivioDocumenti.tipoDocumento') },
    { nome: 'sezione', etichetta: t('archivioDocumenti.sezione') },
    { nome: 'idRisorsa', etichetta: t('archivioDocumenti.idRisorsa'), tipo: 'numero', min: 1 },
  ];
}
