import { useTranslation } from 'react-i18next';
import { useDeleteRecord as useDeleteRecordShared } from '@registro/web-ui';

/** Delete of a list row: confirm 'Sicuro di voler Eliminare?', DELETE {risorsa}/{id}, toast, lists reloaded. */
export function useDeleteRecord(risorsa: string, titolo: string) {
  const { t } = useTranslation();
  return useDeleteRecordShared({ risorsa, titolo, conferma: t('tipidocumento.confermaElimina') });
}
