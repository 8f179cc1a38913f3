import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { useFirmaRisorsa, type OpzioniFirma } from './use-resource-firma';

/** The toolbar's sign button wired to useFirmaRisorsa, with its dialog. */
export function PulsanteFirma(opzioni: OpzioniFirma) {
  const { t } = useTranslation();
  const { avvia, dialogo } = useFirmaRisorsa(opzioni);
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
