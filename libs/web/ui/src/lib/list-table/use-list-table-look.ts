import { useTranslation } from 'react-i18next';

/** What every list table shares, server-paged or not: size, stripes, scrolling, empty text and paginator. */
export function useListTableLook() {
  const { t } = useTranslation();
  return {
    size: 'small',
    stripedRows: true,
    scrollable: true,
    emptyMessage: t('ui.nessunRisultato'),
    currentPageReportTemplate: t('ui.paginaReport'),
    paginatorTemplate: 'FirstPageLink PrevPageLink PageLinks NextPageLink LastPageLink CurrentPageReport',
  } as const;
}
