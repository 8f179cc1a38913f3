import { Dialog } from 'primereact/dialog';
import { useTranslation } from 'react-i18next';
import type { ReportTipo } from '@registro/contracts';
import { SceltaTemplate } from './template-picker';

interface CaricaTemplateDialogProps {
  tipo: ReportTipo | null;
  onHide: () => void;
  onCaricato: () => void;
}

/** The upload modal of the template list (.jasper or .jrxml). */
export function CaricaTemplateDialog({ tipo, onHide, onCaricato }: CaricaTemplateDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog header={t('printreport.caricaPer', { codice: tipo?.codiceTipoDocumento ?? '' })} visible={!!tipo} onHide={onHide} modal style={{ width: 'min(36rem, 95vw)' }} data-testid="dialog-carica-template">
      {tipo && (
        <SceltaTemplate
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
