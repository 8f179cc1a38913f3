import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DocumentoCommerciale } from '@registro/contracts';
import { api, useFeedback, useIdempotencyKeys } from '@registro/web-ui';
import { queryKeys } from '../query-keys';
import { conRigheTrasformate, conTotali, corpoTrasformazione, documentiPath, nuovoDocumento, type StoreDocumento } from './documento';
import { TIPI_DOCUMENTO_PATH } from './documenti-paths';

/** Indexes of the source rows neither transformed on the source nor carried yet, in order. */
const righeDaTrasformare = (origine: DocumentoCommerciale, portate: number[]): number[] =>
  origine.listaRighe.flatMap((r, i) => (r.trasformata || portate.includes(i) ? [] : [i]));

/**
 * The transformation page's state: the source document (query idDocumento, store from `tipo`), the
 * source rows carried so far (marked `trasformata` in the `ordineOrigine` the save sends) and the
 * new document of type nuovoTipo with those rows and the totals from elabora. An existing
 * transformation (id > 0) is shown read-only.
 */
export function useDocumentoTrasforma() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const { id = '-1' } = useParams();
  const [parametri] = useSearchParams();
  const store: StoreDocumento = parametri.get('tipo') === 'A' ? 'A' : 'P';
  const chiave = store === 'A' ? queryKeys.documentiArchivio : queryKeys.documenti;
  const esistente = Number(id) > 0 ? Number(id) : null;

  const destinazione = useQuery({
    queryKey: chiave.record(esistente ?? undefined),
    queryFn: async ({ signal }) => (await api.get<DocumentoCommerciale>(`${documentiPath(store)}/${esistente}`, undefined, signal)).data,
    enabled: esistente !== null,
  });
  const idOrigine = esistente ? destinazione.data?.documentoOrigine : Number(parametri.get('idDocumento'));
  const origine = useQuery({
    queryKey: chiave.record(idOrigine ?? undefined),
    queryFn: async ({ signal }) => (await api.get<DocumentoCommerciale>(`${documentiPath(store)}/${idOrigine}`, undefined, signal)).data,
    enabled: !!idOrigine,
  });

  const [portate, setPortate] = useState<number[]>([]);
  const [totali, setTotali] = useState<DocumentoCommerciale | null>(null);
  const nuovo = useMemo<DocumentoCommerciale | null>(() => {
    if (esistente) return destinazione.data ?? null;
    const o = origine.data;
    if (!o) return null;
    const base: DocumentoCommerciale = {
      ...nuovoDocumento(parametri.get('nuovoTipo') ?? ''),
      idAnagrafica: o.idAnagrafica,
      descrizioneAnagrafica: o.descrizioneAnagrafica,
      anagrafica: o.anagrafica,
      documentoOrigine: o.id,
      listaRighe: portate.map((i) => ({ ...o.listaRighe[i], trasformata: false })),
    };
    return totali ? conTotali(base, totali) : base;
  }, [esistente, destinazione.data, origine.data, portate, totali, parametri]);

  useEffect(() => {
    if (esistente || !nuovo) return;
    api
      .post<DocumentoCommerciale>('/paperclean/documenti/elabora', nuovo)
      .then((r) => setTotali(r.data))
      .catch((e) => console.error(e));
    // the totals follow the carried rows only
  }, [portate, origine.data]);

  const chiavi = useIdempotencyKeys();
  const salva = useMutation({
    mutationFn: async () => {
      if (!nuovo || !origine.data) throw new Error('the page saves once both documents are loaded');
      const corpo = corpoTrasformazione(nuovo, origine.data, portate);
      return (await api.post<DocumentoCommerciale>(documentiPath(store), corpo, chiavi.headerPer(corpo))).data;
    },
    onSuccess: () => {
      feedback.successo(t('documentiCommerciali.salvataggioOk'), t('documentiCommerciali.successo'));
      void queryClient.invalidateQueries({ queryKey: chiave.all });
      navigate(TIPI_DOCUMENTO_PATH);
    },
    onError: (errore) => feedback.mostraErrore(errore),
  });

  return {
    origine: origine.data ? conRigheTrasformate(origine.data, portate) : null,
    nuovo,
    solaLettura: esistente !== null,
    trasforma: (indice: number) => setPortate((p) => (p.includes(indice) ? p : [...p, indice])),
    /** how many source rows are neither transformed before nor carried yet */
    daTrasformare: origine.data ? righeDaTrasformare(origine.data, portate).length : 0,
    /** "Trasforma tutte le righe": every row not transformed yet, after those already carried */
    trasformaTutte: () => origine.data && setPortate((p) => [...p, ...righeDaTrasformare(origine.data as DocumentoCommerciale, p)]),
    salva: () => salva.mutate(),
    invio: salva.isPending,
    annulla: () => navigate(TIPI_DOCUMENTO_PATH),
  };
}
