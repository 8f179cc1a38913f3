import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';

export interface DialogFooterProps {
  /** Annulla: closes the dialog (disabled while sending) */
  onAnnulla: () => void;
  /** id of the dialog's form that the confirm button submits */
  form: string;
  /** the confirm button's label and icon, e.g. "Carica", `pi pi-upload` */
  etichetta: string;
  icona: string;
  /** sending: the confirm button spins, Annulla is disabled */
  invio?: boolean;
}

/** The footer of a dialog with a form: Annulla and the confirm button, on the right. */
export function DialogFooter({ onAnnulla, form, etichetta, icona, invio = false }: DialogFooterProps) {
  const { t } = useTranslation();
  return (
    <div className="flex justify-content-end gap-2">
      <Button type="button" label={t('ui.annulla')} icon="pi pi-times" outlined onClick={onAnnulla} disabled={invio} />
      <Button type="submit" form={form} label={etichetta} icon={icona} loading={invio} />
    </div>
  );
}
