import type { TFunction } from 'i18next';
import type { FilterField } from '@registro/web-ui';

/** The filters GET documentrepository takes, for FilterBar: report days (whole days, AAAA-MM-GG), type, section, record id, signed or not. */
export function archivioFilterFields(t: TFunction): FilterField[] {
  return [
    { tipo: 'intervallo', nomi: ['dataDal', 'dataAl'], etichette: [t('riepilogoDocumenti.dataDal'), t('riepilogoDocumenti.dataAl')] },
    { nome: 'tipoDocumento', etichetta: t('archivioDocumenti.tipoDocumento') },
    { nome: 'sezione', etichetta: t('archivioDocumenti.sezione') },
    { nome: 'idRisorsa', etichetta: t('archivioDocumenti.idRisorsa'), tipo: 'numero', min: 1 },
    { nome: 'firmato', etichetta: t('archivioDocumenti.firmato'), opzioni: [{ label: t('ui.si'), value: 'true' }, { label: t('ui.no'), value: 'false' }] },
  ];
}

/** The archive's filters in the address (Home's documents to sign link with ?firmato=false), by the same names. */
export function archivioFiltersFromUrl(parametri: URLSearchParams): Record<string, string> {
  const firmato = parametri.get('firmato');
  return firmato === 'true' || firmato === 'false' ? { firmato } : {};
}
