import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AliquotaIva, DocumentoFattura, Moltiplicatore, RigaDocumento, TipoSpesa, UnitaMisura } from '@registro/contracts';
import { useEditPage, useFeedback } from '@registro/web-ui';
import { bodyOf, calcolaDocumento } from './fattura-api';
import { newDocumento } from './documento-fattura';
import { useFatturePaths } from './fatture-paths';
import { applyPrefill, clearPrefill, readPrefill } from './prefill';
import { righeCompilate, type RigaBozza } from './riga-documento';
import { fetchRows, fetchTariffe, useCausali, useStrutture, useTipiDocumento } from './use-lookups';
import { queryKeys } from '../query-keys';

/** The line the modal edits: its place (null = a new line) and its draft. */
export interface RigaInModifica {
  indice: number | null;
  bozza: RigaBozza;
}

/** A lookup for the prefill; a failed one is an empty list (the line then misses only that description). */
function useLookupLoader() {
  const queryClient = useQueryClient();
  return useCallback(
    <T,>(queryKey: readonly unknown[], percorso: string) =>
      queryClient.ensureQueryData({ queryKey, queryFn: () => fetchRows<T>(percorso) }).catch(() => [] as T[]),
    [queryClient],
  );
}

/**
 * The invoice editor's state and behaviour (spec 2 §2.1, §4): the document edited locally, the
 * structure, type and reason preselected when there is only one, the prefill from an admission,
 * the lines with recalculation on the server, and the save (POST/PUT; ATTENZIONE on failure).
 */
export function useFatturaEditor(id: string | undefined) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const navigate = useNavigate();
  const percorsi = useFatturePaths();
  const caricaLookup = useLookupLoader();
  const { nuovo, record, salva } = useEditPage<DocumentoFattura>({
    risorsa: '/documenti',
    id,
    vuoto: newDocumento(),
    dopoSalvataggio: (salvato) => navigate(salvato?.id && salvato.id > 0 ? percorsi.view(salvato.id) : percorsi.lista),
  });
  const [documento, setDocumento] = useState<DocumentoFattura | null>(null);
  const [errori, setErrori] = useState<{ codiceStruttura?: string; soggetto?: string; tipo?: string }>({});
  const [rigaInModifica, setRigaInModifica] = useState<RigaInModifica | null>(null);
  const prefillApplicato = useRef(false);
  const strutture = useStrutture();
  const tipi = useTipiDocumento();
  const causali = useCausali(documento?.idTipoDocumento);

  useEffect(() => {
    setDocumento(null);
    prefillApplicato.current = false;
  }, [id]);
  // the record as the server has it now (a print or an export since the last load moved its version on)
  useEffect(() => {
    if (record.data && !documento && !record.isFetching) setDocumento(record.data);
  }, [record.data, record.isFetching, documento]);

  const aggiorna = useCallback((modifica: Partial<DocumentoFattura>) => setDocumento((d) => (d ? { ...d, ...modifica } : d)), []);

  /**
   * The whole document through POST documenti/calcola: line totals, totals and stamp duty as the
   * server computes them, applied to the document as it is by then (the descriptions filled in
   * meanwhile stay) unless its lines changed again; only the latest request counts.
   */
  const calcoloCorrente = useRef(0);
  const ricalcola = useCallback(
    async (da: DocumentoFattura) => {
      setDocumento(da);
      const numero = ++calcoloCorrente.current;
      try {
        const c = await feedback.conCaricamento(calcolaDocumento(da));
        if (numero !== calcoloCorrente.current) return;
        setDocumento((attuale) =>
          attuale && attuale.righeDocumento === da.righeDocumento
            ? {
                ...attuale,
                righeDocumento: c.righeDocumento,
                totaleImponibileDocumento: c.totaleImponibileDocumento,
                totaleImpostaDocumento: c.totaleImpostaDocumento,
                totaleDocumento: c.totaleDocumento,
                marcaBolloImporto: c.marcaBolloImporto,
              }
            : attuale,
        );
      } catch (errore) {
        feedback.mostraErrore(errore);
      }
    },
    [feedback],
  );

  // prefill from a patient admission: only a new invoice, once; the stored prefill is then removed
  useEffect(() => {
    if (!nuovo || !documento || prefillApplicato.current) return;
    prefillApplicato.current = true;
    const prefill = readPrefill();
    if (!prefill) return;
    void (async () => {
      const [tariffe, aliquote, unitaMisura, moltiplicatori, tipiSpesa] = await Promise.all([
        fetchTariffe().catch(() => []),
        caricaLookup<AliquotaIva>(queryKeys.lookups.tabellaIva, '/tabellaiva'),
        caricaLookup<UnitaMisura>(queryKeys.lookups.unitaMisura, '/unitamisura'),
        caricaLookup<Moltiplicatore>(queryKeys.lookups.moltiplicatori, '/moltiplicatori'),
        caricaLookup<TipoSpesa>(queryKeys.lookups.tipiSpesa, '/tipispesa'),
      ]);
      clearPrefill();
      await ricalcola(applyPrefill(documento, prefill, { tariffe, aliquote, unitaMisura, moltiplicatori, tipiSpesa }));
    })();
  }, [nuovo, documento, caricaLookup, ricalcola]);

  // exactly one structure: preselected
  const elencoStrutture = strutture.data ?? [];
  useEffect(() => {
    if (documento && !documento.codiceStruttura && elencoStrutture.length === 1) aggiorna({ codiceStruttura: elencoStrutture[0].codiceStruttura });
  }, [documento, elencoStrutture, aggiorna]);

  // a single type preselected; the type's description filled in (e.g. after the prefill's type 1)
  const elencoTipi = tipi.data ?? [];
  useEffect(() => {
    if (!documento) return;
    if (!documento.idTipoDocumento && elencoTipi.length === 1) {
      aggiorna({ idTipoDocumento: elencoTipi[0].id, tipoDocumentoDescrizione: elencoTipi[0].descrizioneTipoDocumento, idCausaleDocumento: null });
      return;
    }
    const tipo = elencoTipi.find((x) => x.id === documento.idTipoDocumento);
    if (tipo && !documento.tipoDocumentoDescrizione) aggiorna({ tipoDocumentoDescrizione: tipo.descrizioneTipoDocumento });
  }, [documento, elencoTipi, aggiorna]);

  // a single reason preselected; its description filled in
  const elencoCausali = causali.data ?? [];
  useEffect(() => {
    if (!documento?.idTipoDocumento) return;
    const descrizioneCausale = (c: { descrizioneCausale: string }) => ({ causaleDocumentoDescrizione: c.descrizioneCausale, causaleDocumento: { descrizioneCausale: c.descrizioneCausale } });
    if (!documento.idCausaleDocumento && elencoCausali.length === 1 && elencoCausali[0].idTipoDocumento === documento.idTipoDocumento) {
      aggiorna({ idCausaleDocumento: elencoCausali[0].id, ...descrizioneCausale(elencoCausali[0]) });
      return;
    }
    const causale = elencoCausali.find((c) => c.id === documento.idCausaleDocumento);
    if (causale && !documento.causaleDocumentoDescrizione) aggiorna(descrizioneCausale(causale));
  }, [documento, elencoCausali, aggiorna]);

  const confermaRiga = (riga: RigaDocumento) => {
    if (!documento || !rigaInModifica) return;
    const righe = righeCompilate(documento.righeDocumento);
    const { indice } = rigaInModifica;
    const nuove = indice === null || indice >= righe.length ? [...righe, riga] : righe.map((r, i) => (i === indice ? riga : r));
    setRigaInModifica(null);
    void ricalcola({ ...documento, righeDocumento: nuove });
  };

  const eliminaRiga = (indice: number) =>
    feedback.conferma({
      messaggio: t('fatturazione.confermaEliminaRiga'),
      onAccetta: () => {
        if (!documento) return;
        void ricalcola({ ...documento, righeDocumento: righeCompilate(documento.righeDocumento).filter((_, i) => i !== indice) });
      },
    });

  /** The line modal's total: the draft line alone through POST documenti/calcola. */
  const calcolaTotaleRiga = useCallback(
    async (riga: RigaDocumento): Promise<number> => {
      const base = documento ?? newDocumento();
      // the server computes only lines with a description: a draft still without one gets a stand-in
      const calcolato = await calcolaDocumento({ ...base, righeDocumento: [{ ...riga, descrizione: riga.descrizione.trim() || '-' }] });
      return Number(calcolato.righeDocumento[0]?.totaleRiga ?? 0);
    },
    [documento],
  );

  const salvaDocumento = () => {
    if (!documento) return;
    const problemi: typeof errori = {};
    if (!documento.codiceStruttura) problemi.codiceStruttura = t('fatturazione.erroreStruttura');
    if (!documento.cognomeRagioneSoggetto.trim()) problemi.soggetto = t('fatturazione.erroreSoggetto');
    if (!documento.idTipoDocumento) problemi.tipo = t('fatturazione.erroreTipoDocumento');
    setErrori(problemi);
    if (Object.keys(problemi).length) {
      feedback.mostraMessaggio(Object.values(problemi));
      return;
    }
    salva.mutate(bodyOf(documento));
  };

  return {
    nuovo,
    record,
    documento,
    aggiorna,
    errori,
    strutture: elencoStrutture,
    rigaInModifica,
    apriRiga: (indice: number | null, bozza: RigaBozza) => setRigaInModifica({ indice, bozza }),
    chiudiRiga: () => setRigaInModifica(null),
    confermaRiga,
    eliminaRiga,
    calcolaTotaleRiga,
    ricalcola,
    salva: salvaDocumento,
    salvataggio: salva.isPending,
    /** exported (issue 26): recipient, lines, totals and date locked, the editor read-only until reopened */
    bloccata: !nuovo && !!documento?.esportata,
    /** the document as the server has it now (after a reopening) */
    ricarica: () => setDocumento(null),
    indietro: () => navigate(nuovo || !id ? percorsi.lista : percorsi.view(id)),
  };
}
