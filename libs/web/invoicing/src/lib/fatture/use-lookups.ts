import { useQuery } from '@tanstack/react-query';
import type {
  AliquotaIva,
  CausaleDocumento,
  Cliente,
  Comune,
  Lista,
  MetodoPagamento,
  Moltiplicatore,
  Provincia,
  Struttura,
  Tariffa,
  TipoDocumento,
  TipoSpesa,
  UnitaMisura,
} from '@registro/contracts';
import { api, rowsOf, type Query } from '@registro/web-ui';
import { queryKeys } from '../query-keys';

/** A lookup answers `{list, recordsNumber}` (some plain arrays): the rows either way. */
export async function fetchRows<T>(percorso: string, query?: Query, signal?: AbortSignal): Promise<T[]> {
  return rowsOf((await api.get<T[] | Lista<T>>(percorso, query, signal)).data);
}

const STABILE = 5 * 60_000;

function useLookup<T>(queryKey: readonly unknown[], percorso: string, query?: Query, enabled = true) {
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchRows<T>(percorso, query, signal),
    staleTime: STABILE,
    enabled,
  });
}

export const useStrutture = () => useLookup<Struttura>(queryKeys.strutture.all, '/strutture');
export const useTipiDocumento = () => useLookup<TipoDocumento>(queryKeys.tipidocumento.all, '/tipidocumento');
export const useCausali = (idTipoDocumento: number | null | undefined) =>
  useLookup<CausaleDocumento>(queryKeys.causalidocumento.perTipo(idTipoDocumento), '/causalidocumento', { idTipoDocumento }, !!idTipoDocumento);
export const useAliquoteIva = () => useLookup<AliquotaIva>(queryKeys.lookups.tabellaIva, '/tabellaiva');
export const useUnitaMisura = () => useLookup<UnitaMisura>(queryKeys.lookups.unitaMisura, '/unitamisura');
export const useTipiSpesa = () => useLookup<TipoSpesa>(queryKeys.lookups.tipiSpesa, '/tipispesa');
export const useMoltiplicatori = () => useLookup<Moltiplicatore>(queryKeys.lookups.moltiplicatori, '/moltiplicatori');
export const useMetodiPagamento = () => useLookup<MetodoPagamento>(queryKeys.lookups.metodiPagamento, '/metodipagamento');
export const useProvince = () => useLookup<Provincia>(queryKeys.lookups.province, '/province');
export const useComuni = (siglaProvincia: string) =>
  useLookup<Comune>(queryKeys.lookups.comuni(siglaProvincia), `/comuni/provincia/${encodeURIComponent(siglaProvincia)}`, undefined, !!siglaProvincia);

/** Spec 2 §9: the tariffs are fetched 10000 at once. */
export const fetchTariffe = (signal?: AbortSignal) => fetchRows<Tariffa>('/leonidaaccettazionetariffe', { forPage: 10000, page: 1 }, signal);

/** GET clienti?ragioneSoggetto= (the recipient modal's search). */
export const fetchClienti = (ragioneSoggetto: string) => fetchRows<Cliente>('/clienti', { ragioneSoggetto });
