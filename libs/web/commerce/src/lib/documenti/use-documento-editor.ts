import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Anagrafica, Articolo, DocumentoCommerciale, RigaDocumentoCommerciale, StatoDocumento } from '@registro/contracts';
import { api, useFeedback, useIdempotencyKeys, useReloadPrompt } from '@registro/web-ui';
import { queryKeys } from '../query-keys';
import { RIGA_NON_COMPLETA, conAnagrafica, conRigaVuota, conTotali, documentiPath, nuovoDocumento, rigaCompleta, rigaVuota, type StoreDocumento } from './documento';
import { useIva } from './use-documenti-lookups';

/** What the list opens: a new document of a type, or an existing one to edit or view. */
export interface AperturaDocumento {
  id: number;
  tipo: string;
  solaLettura: boolean;
}

/** The editor's steps (spec 3 §4): 0 the form, 1 the article search, 2 the counterparty search. */
export type StepEditor = 0 | 1 | 2;

const ELABORA = '/paperclean/documenti/elabora';

/** The document editor modal's state: the document with its entry row, the steps, elabora and the saves. */
export function useDocumentoEditor(store: StoreDocumento, apertura: AperturaDocumento | null, onChiudi: () => void) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const iva = useIva();
  const [documento, setDocumento] = useState<DocumentoCommerciale | null>(null);
  const [step, setStep] = useState<StepEditor>(0);
  const chiaveLista = store === 'A' ? queryKeys.documentiArchivio : queryKeys.documenti;

  const caricato = useQuery({
    queryKey: chiaveLista.record(apertura?.id),
    queryFn: async ({ signal }) => (await api.get<DocumentoCommerciale>(`${documentiPath(store)}/${apertura?.id}`, undefined, signal)).data,
    enabled: !!apertura && apertura.id > 0,
    gcTime: 0,
  });

  useEffect(() => {
    setStep(0);
    if (!apertura) setDocumento(null);
    else if (apertura.id <= 0) setDocumento(nuovoDocumento(apertura.tipo));
    else if (caricato.data) setDocumento(apertura.solaLettura ? caricato.data : conRigaVuota(caricato.data));
  }, [apertura, caricato.data]);

  /** The totals through elabora, over the complete rows (the entry row stays out). */
  const ricalcola = async (doc: DocumentoCommerciale) => {
    try {
      const calcolato = (await api.post<DocumentoCommerciale>(ELABORA, { ...doc, listaRighe: doc.listaRighe.slice(0, -1) })).data;
      setDocumento((d) => (d ? conTotali(d, calcolato) : d));
    } catch (errore) {
      console.error(errore);
    }
  };

  const cambiaRighe = (righe: RigaDocumentoCommerciale[], ricalcolare: boolean) => {
    if (!documento) return;
    const nuovo = { ...documento, listaRighe: righe };
    setDocumento(nuovo);
    if (ricalcolare) void ricalcola(nuovo);
  };

  const ultima = (documento?.listaRighe.length ?? 0) - 1;
  const chiavi = useIdempotencyKeys();
  const chiediRicarica = useReloadPrompt();
  const salva = useMutation({
    mutationFn: async (statoAttuale: StatoDocumento) => {
      const corpo = { ...documento, statoAttuale };
      return (await api.post<DocumentoCommerciale>(documentiPath(store), corpo, chiavi.headerPer(corpo))).data;
    },
    onSuccess: () => {
      feedback.successo(t('documentiCommerciali.salvataggioOk'), t('documentiCommerciali.successo'));
      void queryClient.invalidateQueries({ queryKey: chiaveLista.all });
      onChiudi();
    },
    // another user's save since it was opened: Aggiorna reloads the document into the editor
    onError: (errore) => chiediRicarica(errore, () => void caricato.refetch()) || feedback.mostraErrore(errore),
  });

  return {
    documento,
    caricamento: !!apertura && !documento,
    step,
    setStep,
    iva: iva.data ?? [],
    invio: salva.isPending,
    salva: (stato: StatoDocumento) => salva.mutate(stato),
    onCambia: (indice: number, campi: Partial<RigaDocumentoCommerciale>, ricalcola: boolean) =>
      documento && cambiaRighe(documento.listaRighe.map((r, i) => (i === indice ? { ...r, ...campi } : r)), ricalcola && indice < ultima),
    onFineModifica: (indice: number) => {
      if (documento && indice < ultima) void ricalcola(documento);
    },
    onAggiungi: () => {
      if (!documento) return;
      if (!rigaCompleta(documento.listaRighe[ultima])) {
        feedback.mostraMessaggio([RIGA_NON_COMPLETA], t('ui.attenzione'));
        return;
      }
      cambiaRighe([...documento.listaRighe, rigaVuota()], true);
    },
    onElimina: (indice: number) =>
      feedback.conferma({
        messaggio: t('documentiCommerciali.confermaCancellazione'),
        etichette: 'SI/NO',
        onAccetta: () => setDocumento((d) => {
          if (!d) return d;
          const nuovo = { ...d, listaRighe: d.listaRighe.filter((_, i) => i !== indice) };
          void ricalcola(nuovo);
          return nuovo;
        }),
      }),
    /** The article chosen in step 1 fills the entry row (its VAT code and base price when the article has them). */
    scegliArticolo: async (articolo: Pick<Articolo, 'id' | 'descrizione'> & Partial<Articolo>) => {
      setStep(0);
      let dettaglio: Partial<Articolo> = articolo;
      try {
        dettaglio = { ...articolo, ...(await api.get<Articolo>(`/articoli/${articolo.id}`)).data };
      } catch {
        // the list's fields are enough
      }
      setDocumento((d) => {
        if (!d) return d;
        const righe = [...d.listaRighe];
        const codiceIva = dettaglio.codiceIva ?? '';
        const aliquota = iva.data?.find((i) => i.codice === codiceIva)?.aliquota ?? dettaglio.aliquotaIva ?? 0;
        righe[righe.length - 1] = {
          ...righe[righe.length - 1],
          idArticolo: articolo.id,
          descrizioneArticolo: articolo.descrizione,
          aliquotaIvaDescrizione: codiceIva,
          aliquotaIva: Number(aliquota),
          prezzoUnitario: Number(dettaglio.listino?.prezzoBase ?? righe[righe.length - 1].prezzoUnitario ?? 0),
          quantita: righe[righe.length - 1].quantita || 1,
        };
        return { ...d, listaRighe: righe };
      });
    },
    scegliAnagrafica: (anagrafica: Anagrafica) => {
      setStep(0);
      setDocumento((d) => (d ? conAnagrafica(d, anagrafica) : d));
    },
  };
}
