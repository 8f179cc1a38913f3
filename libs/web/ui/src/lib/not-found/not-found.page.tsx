import { useTranslation } from 'react-i18next';
import { WayBack } from './way-back';

/** An address the product does not have: says so in plain Italian, with the way back. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="registro-not-found">
      <i className="pi pi-compass" aria-hidden />
      <h1>{t('shell.notFound')}</h1>
      <p>{t('shell.notFoundSpiegazione')}</p>
      <WayBack />
    </div>
  );
}
