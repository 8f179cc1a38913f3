import { useRef, useState } from 'react';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import type { ReportTipo } from '@registro/contracts';
import { useFeedback } from '@registro/web-ui';
import { isTemplate, subreportName } from './upload-template';
import { useUploadTemplate } from './use-report-tipo';

interface TemplatePickerProps {
  tipo: ReportTipo;
  /** after a successful upload and update */
  onCaricato: (record: ReportTipo) => void;
}

/** The file control: choosing a .jasper or .jrxml uploads it at once and updates the record's subreport. */
export function TemplatePicker({ tipo, onCaricato }: TemplatePickerProps) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const caricaTemplate = useUploadTemplate();
  const input = useRef<HTMLInputElement>(null);
  const [errore, setErrore] = useState<string | null>(null);
  const [caricato, setCaricato] = useState<string | null>(null);

  const scegli = async (file: File | undefined) => {
    setErrore(null);
    setCaricato(null);
    if (input.current) input.current.value = '';
    if (!file) return;
    if (!isTemplate(file.name)) {
      setErrore(t('printreport.soloTemplate'));
      return;
    }
    try {
      const { record, messaggio } = await feedback.conCaricamento(caricaTemplate({ tipo, file }));
      setCaricato(t('printreport.caricato', { file: file.name, subreport: subreportName(file.name) }));
      feedback.successo(messaggio ?? t('ui.operazioneOk'), t('printreport.titolo'));
      onCaricato(record);
    } catch (e) {
      feedback.mostraErrore(e);
    }
  };

  return (
    <div className="registro-stampa-carica">
      <div className="flex flex-wrap align-items-center gap-2">
        <input
          ref={input}
          id={`template-file-${tipo.id}`}
          type="file"
          accept=".jasper,.jrxml"
          className="hidden"
          aria-label={t('printreport.scegliFile')}
          data-testid="template-file"
          onChange={(e) => void scegli(e.target.files?.[0])}
        />
        <Button label={t('printreport.scegliFile')} icon="pi pi-paperclip" outlined onClick={() => input.current?.click()} />
        <span className="text-color-secondary">{t('printreport.subreportAttuale', { subreport: tipo.subreport || '---' })}</span>
      </div>
      {errore && <Message severity="error" text={errore} />}
      {caricato && <Message severity="success" text={caricato} data-testid="template-caricato" />}
      <small className="text-color-secondary">{t('printreport.notaFile')}</small>
    </div>
  );
}
