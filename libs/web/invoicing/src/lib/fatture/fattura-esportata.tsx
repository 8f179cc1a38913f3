import { useState } from 'react';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import { isMaiConsegnata, type DocumentoFattura } from '@registro/contracts';
import { RiapriFatturaDialog } from './riapri-fattura-dialog';
import { useRiapriFattura } from './use-riapri-fattura';

export interface FatturaEsportataProps {
  documento: Pick<DocumentoFattura, 'id' | 'numeroDocumento' | 'statoSdi'>;
  /** after a reopening (the editor reloads the document to edit it) */
  onRiaperta?: () => void;
}

/**
 * The notice at the top of an exported invoice (locked: corrected by a credit note) and, for who
 * may and while the SDI never delivered it, "Riapri" with the dialog asking the reason.
 */
export function FatturaEsportata({ documento, onRiaperta }: FatturaEsportataProps) {
  const { t } = useTranslation();
  const { permesso, riapri } = useRiapriFattura();
  const [aperto, setAperto] = useState(false);

  return (
    <>
      <Message
        severity="info"
        className="mb-3 w-full justify-content-start"
        data-testid="avviso-esportata"
        content={
          <span className="registro-fattura-esportata">
            <i className="pi pi-lock" aria-hidden="true" />
            <span>{t('fatturazione.esportataBloccata')}</span>
            {permesso && isMaiConsegnata(documento.statoSdi) && <Button type="button" label={t('fatturazione.riapri')} icon="pi pi-lock-open" size="small" outlined onClick={() => setAperto(true)} />}
          </span>
        }
      />
      <RiapriFatturaDialog
        visible={aperto}
        numero={documento.numeroDocumento}
        onAnnulla={() => setAperto(false)}
        onConferma={async (motivo) => {
          const ok = await riapri(documento.id, motivo);
          if (ok) onRiaperta?.();
          return ok;
        }}
      />
    </>
  );
}
