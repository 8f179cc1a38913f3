import { Tag } from 'primereact/tag';
import { Tooltip } from 'primereact/tooltip';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The badge of an invoice to a private person: its electronic invoice must not be sent to SDI. */
export function PrivatoTag() {
  const { t } = useTranslation();
  const id = `privato-${useId().replace(/:/g, '')}`;
  return (
    <>
      <Tooltip target={`#${id}`} content={t('fatturazione.nonInviareSdi')} position="top" />
      <Tag id={id} value={t('fatturazione.privato')} icon="pi pi-exclamation-triangle" severity="warning" className="registro-fattura-privato" aria-label={t('fatturazione.nonInviareSdi')} title={t('fatturazione.nonInviareSdi')} />
    </>
  );
}
