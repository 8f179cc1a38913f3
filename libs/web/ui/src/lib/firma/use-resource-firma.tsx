import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentoRepository } from '@registro/contracts';
import { api } from '../api/api-client';
import { useFeedback } from '../feedback/feedback-context';
import { recordNonSalvato } from './firma-key';
import { loadChunk } from '../routing/lazy-page';

/** The signing dialog (and signature_pad with it) loads the first time a document is about to be signed. */
const DialogFirma = lazy(() => loadChunk(() => import('./firma-dialog')).then((m) => ({ default: m.DialogFirma })));

export interface OpzioniFirma {
  /** API resource the signature is posted to: {risorsa}/firma/{id} */
  risorsa: string;
  /** the record id; missing, null or -1 means not saved yet */
  idRisorsa: number | string | null | undefined;
  metodo?: 'POST' | 'PUT';
  fieldName?: string;
  onFirmato?: () => void;
}

/** The document repository's own resource: its ids are document ids. */
export const RISORSA_DOCUMENTI = 'documentrepository';

/**
 * GET documentrepository/lastactive/{id}: the document that is about to be signed. For a record
 * of another section, `?sezione=` makes {id} that record's id (its latest active document).
 */
export async function leggiDocumentoAttivo(
  id: number | string,
  sezione?: string,
  signal?: AbortSignal,
): Promise<DocumentoRepository> {
  const query =
    sezione && sezione !== RISORSA_DOCUMENTI ? { sezione } : undefined;
  return (
    await api.get<DocumentoRepository>(
      `/${RISORSA_DOCUMENTI}/lastactive/${id}`,
      query,
      signal,
    )
  ).data;
}

/**
 * What the toolbar's sign button does (spec 1 §4, §8): an unsaved record gets
 * "Salvare prima di effettuare la validazione."; a document that cannot be fetched gets
 * "Documento non firmato"; otherwise the signing dialog opens. Render `dialogo` once.
 */
export function useFirmaRisorsa({
  risorsa,
  idRisorsa,
  metodo,
  fieldName,
  onFirmato,
}: OpzioniFirma): { avvia: () => Promise<void>; dialogo: ReactNode } {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const [documento, setDocumento] = useState<DocumentoRepository | null>(null);
  const [dialogoCaricato, setDialogoCaricato] = useState(false);
  if (documento && !dialogoCaricato) setDialogoCaricato(true);

  const avvia = useCallback(async () => {
    if (recordNonSalvato(idRisorsa)) {
      feedback.mostraMessaggio([t('firma.salvarePrima')]);
      return;
    }
    try {
      setDocumento(
        await feedback.conCaricamento(
          leggiDocumentoAttivo(
            idRisorsa as number | string,
            risorsa.replace(/^\/+/, ''),
          ),
        ),
      );
    } catch {
      feedback.mostraMessaggio([t('firma.documentoNonFirmato')]);
    }
  }, [idRisorsa, risorsa, feedback, t]);

  const dialogo = recordNonSalvato(idRisorsa) || !dialogoCaricato ? null : (
    <Suspense fallback={null}>
      <DialogFirma
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
