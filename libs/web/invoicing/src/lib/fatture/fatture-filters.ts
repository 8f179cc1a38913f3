import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { STATI_SDI, type FiltriFatture } from '@registro/contracts';
import { giornoDaIso, giornoIso } from '@registro/web-ui';

/** Session-storage key of the invoice list's filter (spec 2 §2.1: kept between visits). */
export const FILTRI_FATTURE_KEY = 'registro.fatturazione.filtri';

/** The list's query: the text filters, and Data Dal/Data Al as days `AAAA-MM-GG` (the FilterBar's convention). */
export type FiltriFattureQuery = Pick<FiltriFatture, keyof FiltriFatture>;

const TESTI = ['codiceStruttura', 'numeroDocumento', 'tipoDocumentoDescrizione', 'cognomeRagioneSoggetto'] as const;
const DATE = ['dataDal', 'dataAl'] as const;

/** Only the known fields, of the right type: a damaged or stale entry gives an empty filter. */
export function cleanFiltri(valore: unknown): FiltriFattureQuery {
  if (!valore || typeof valore !== 'object') return {};
  const sorgente = valore as Record<string, unknown>;
  const filtri: FiltriFattureQuery = {};
  for (const campo of TESTI) {
    const testo = sorgente[campo];
    if (typeof testo === 'string' && testo.trim()) filtri[campo] = testo.trim();
  }
  if (sorgente['daEsportare'] === 'true') filtri.daEsportare = 'true';
  const statoSdi = sorgente['statoSdi'];
  if (typeof statoSdi === 'string' && (STATI_SDI as readonly string[]).includes(statoSdi)) filtri.statoSdi = statoSdi;
  for (const campo of DATE) {
    const giorno = sorgente[campo];
    // a number is an entry saved before the filters were days (epoch ms): its day
    if (typeof giorno === 'number' && Number.isFinite(giorno)) filtri[campo] = giornoIso(new Date(giorno));
    else if (typeof giorno === 'string' && giornoDaIso(giorno)) filtri[campo] = giorno;
  }
  return filtri;
}

export function loadFiltriFatture(storage: Storage = sessionStorage): FiltriFattureQuery {
  try {
    return cleanFiltri(JSON.parse(storage.getItem(FILTRI_FATTURE_KEY) ?? '{}'));
  } catch {
    return {};
  }
}

export function saveFiltriFatture(filtri: FiltriFattureQuery, storage: Storage = sessionStorage): FiltriFattureQuery {
  const puliti = cleanFiltri(filtri);
  storage.setItem(FILTRI_FATTURE_KEY, JSON.stringify(puliti));
  return puliti;
}

/** The FilterBar's starting values: the texts, and the days as Date. */
export function initialFilterValues(filtri: FiltriFattureQuery): Record<string, string | Date | null> {
  return {
    ...Object.fromEntries(TESTI.map((c) => [c, filtri[c] ?? ''])),
    statoSdi: filtri.statoSdi ?? '',
    ...Object.fromEntries(DATE.map((c) => [c, giornoDaIso(filtri[c] ?? '')])),
  };
}

/**
 * The query of GET documenti (and of its Excel export): Data Dal and Data Al as the days chosen,
 * which the server reads as from 00:00 of the first to the end of the last (Rome).
 */
export function listQuery(filtri: FiltriFattureQuery): FiltriFatture {
  return { ...filtri };
}

/**
 * The filter in session storage: read once, written on Cerca and on Resetta. Home's "Fatture da
 * esportare" opens the list with `?daEsportare=true`, which replaces the stored filter.
 */
export function useFiltriFatture(): [FiltriFattureQuery, (filtri: FiltriFattureQuery) => void] {
  const [parametri] = useSearchParams();
  const [filtri, setFiltri] = useState(() =>
    parametri.get('daEsportare') === 'true' ? saveFiltriFatture({ daEsportare: 'true' }) : loadFiltriFatture(),
  );
  return [filtri, (nuovi) => setFiltri(saveFiltriFatture(nuovi))];
}
