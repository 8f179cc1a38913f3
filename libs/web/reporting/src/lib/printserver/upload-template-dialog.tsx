import { Dialog } from 'primereact/dialog';
import { useTranslation } from 'react-i18next';
import type { ReportTipo } from '@registro/contracts';
import { TemplatePicker } from './template-picker';

interface UploadTemplateDialogProps {
  tipo: ReportTipo | null;
  onHide: () => void;
  onCaricato: () => void;
}

/** The upload modal of the template list (.jasper or .jrxml). */
export function UploadTemplateDialog({ tipo, onHide, onCaricato }: UploadTemplateDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog header={t('printreport.caricaPer', { codice: tipo?.codiceTipoDocumento ?? '' })} visible={!!tipo} onHide={onHide} modal style={{ width: 'min(36rem, 95vw)' }} data-testid="dialog-carica-template">
      {tipo && (
        <TemplatePicker
          tipo={tipo}
          onCaricato={() => {
            onCaricato();
            onHide();
          }}
        />
      )}
    </Dialog>
  );
}
