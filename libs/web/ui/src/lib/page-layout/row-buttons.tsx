import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { usePageGrants } from '../routing/page-access';

/** A list row's pencil: offered only with `modifica` on the page's section (the route's), like the toolbar's. */
export function RowEditButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  if (!usePageGrants('modifica')) return null;
  return <Button icon="pi pi-pencil" rounded text aria-label={t('ui.modifica')} tooltip={t('ui.modifica')} onClick={onClick} />;
}

/** A list row's trash: offered only with `elimina` on the page's section (the route's). */
export function RowDeleteButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  if (!usePageGrants('elimina')) return null;
  return <Button icon="pi pi-trash" rounded text severity="danger" aria-label={t('ui.elimina')} tooltip={t('ui.elimina')} onClick={onClick} />;
}
