import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { useResourceFirma, type FirmaOptions } from './use-resource-firma';

/** The toolbar's sign button wired to useResourceFirma, with its dialog. */
export function FirmaButton(opzioni: FirmaOptions) {
  const { t } = useTranslation();
  const { avvia, dialogo } = useResourceFirma(opzioni);
  return (
    <>
      <Button
        icon="pi pi-verified"
        rounded
        text
        aria-label={t('ui.firma')}
        tooltip={t('ui.firma')}
        tooltipOptions={{ position: 'bottom' }}
        onClick={() => void avvia()}
      />
      {dialogo}
    </>
  );
}
