import { useTranslation } from 'react-i18next';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="registro-not-found">
      <i className="pi pi-compass" aria-hidden />
      <h1>{t('shell.notFound')}</h1>
    </div>
  );
}
