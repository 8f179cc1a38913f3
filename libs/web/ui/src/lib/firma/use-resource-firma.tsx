import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentoRepository } from '@registro/contracts';
import { useFeedback } from '../feedback/feedback-context';
import { unsavedRecord } from './firma-key';
import { readActiveDocumento } from './read-active-documento';
import { loadChunk } from '../routing/lazy-page';

/** The signing dialog (and signature_pad with it) loads the first time a document is about to be signed. */
const FirmaDialog = lazy(() => loadChunk(() => import('./firma-dialog')).then((m) => ({ default: m.FirmaDialog })));

export interface FirmaOptions {
  /** API resource the signature is posted to: {risorsa}/firma/{id} */
  risorsa: string;
  /** the record id; missing, null or -1 means not saved yet */
  idRisorsa: number | string | null | undefined;
  metodo?: 'POST' | 'PUT';
  fieldName?: string;
  onFirmato?: () => void;
}

/**
 * What the toolbar's sign button does (spec 1 §4, §8): an unsaved record gets
 * "Salvare prima di effettuare la validazione."; a document that cannot be fetched gets
 * "Documento non firmato"; otherwise the signing dialog opens. Render `dialogo` once.
 */
export function useResourceFirma({
  risorsa,
  idRisorsa,
  metodo,
  fieldName,
  onFirmato,
}: FirmaOptions): { avvia: () => Promise<void>; dialogo: ReactNode } {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const [documento, setDocumento] = useState<DocumentoRepository | null>(null);
  const [dialogoCaricato, setDialogoCaricato] = useState(false);
  if (documento && !dialogoCaricato) setDialogoCaricato(true);

  const avvia = useCallback(async () => {
    if (unsavedRecord(idRisorsa)) {
      feedback.mostraMessaggio([t('firma.salvarePrima')]);
      return;
    }
    try {
      setDocumento(
        await feedback.conCaricamento(
          readActiveDocumento(
            idRisorsa as number | string,
            risorsa.replace(/^\/+/, ''),
          ),
        ),
      );
    } catch {
      feedback.mostraMessaggio([t('firma.documentoNonFirmato')]);
    }
  }, [idRisorsa, risorsa, feedback, t]);

  const dialogo = unsavedRecord(idRisorsa) || !dialogoCaricato ? null : (
    <Suspense fallback={null}>
      <FirmaDialog
        visible={!!documento}
        onHide={() => setDocumento(null)}
        risorsa={risorsa}
        idEvento={Number(idRisorsa)}
        documento={documento}
        metodo={metodo}
        fieldName={fieldName}
        onFirmato={onFirmato}
      />
    </Suspense>
  );
  return { avvia, dialogo };
}
