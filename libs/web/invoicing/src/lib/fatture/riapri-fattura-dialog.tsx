import { useEffect, useState, type FormEvent } from 'react';
import { Dialog } from 'primereact/dialog';
import { InputTextarea } from 'primereact/inputtextarea';
import { useTranslation } from 'react-i18next';
import { DialogFooter, FormField } from '@registro/web-ui';
import { MOTIVO_MAX } from './use-riapri-fattura';

export interface RiapriFatturaDialogProps {
  visible: boolean;
  numero: string;
  onAnnulla: () => void;
  /** sends the reason; resolves true when the invoice was reopened (the dialog then closes) */
  onConferma: (motivo: string) => Promise<boolean>;
}

/** "Riapri la fattura": the reason, required (up to 500 characters), kept in the invoice's history. */
export function RiapriFatturaDialog({ visible, numero, onAnnulla, onConferma }: RiapriFatturaDialogProps) {
  const { t } = useTranslation();
  const [motivo, setMotivo] = useState('');
  const [errore, setErrore] = useState<string>();
  const [invio, setInvio] = useState(false);

  useEffect(() => {
    if (!visible) return;
    setMotivo('');
    setErrore(undefined);
  }, [visible]);

  const conferma = async (e: FormEvent) => {
    e.preventDefault();
    const testo = motivo.trim();
    const problema = !testo ? t('fatturazione.motivoObbligatorio') : testo.length > MOTIVO_MAX ? t('fatturazione.motivoTroppoLungo', { max: MOTIVO_MAX }) : undefined;
    setErrore(problema);
    if (problema) return;
    setInvio(true);
    try {
      if (await onConferma(testo)) onAnnulla();
    } finally {
      setInvio(false);
    }
  };

  return (
    <Dialog
      header={t('fatturazione.riapriTitolo', { numero })}
      visible={visible}
      onHide={onAnnulla}
      modal
      style={{ width: 'min(34rem, 96vw)' }}
      footer={<DialogFooter onAnnulla={onAnnulla} form="form-riapri-fattura" etichetta={t('fatturazione.riapri')} icona="pi pi-lock-open" invio={invio} />}
    >
      <form id="form-riapri-fattura" onSubmit={(e) => void conferma(e)} noValidate className="registro-form-colonna">
        <p className="mt-0">{t('fatturazione.riapriSpiegazione')}</p>
        <FormField id="riapri-motivo" etichetta={t('fatturazione.motivo')} errore={errore}>
          <InputTextarea id="riapri-motivo" value={motivo} rows={3} autoResize invalid={!!errore} onChange={(e) => setMotivo(e.target.value)} />
        </FormField>
      </form>
    </Dialog>
  );
}
