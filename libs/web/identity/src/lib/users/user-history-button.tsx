import { useState } from 'react';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { HistoryDialog } from '@registro/web-ui';

export function UserHistoryButton({ id }: { id: number }) {
  const { t } = useTranslation();
  const [aperto, setAperto] = useState(false);
  return (
    <>
      <Button icon="pi pi-history" rounded text aria-label={t('ui.storicoModifiche')} tooltip={t('ui.storicoModifiche')} onClick={() => setAperto(true)} />
      <HistoryDialog visible={aperto} onHide={() => setAperto(false)} sezione="users" idRisorsa={id} />
    </>
  );
}
