import { useQuery } from '@tanstack/react-query';
import type { Anagrafica, ArticoloGruppo, CodiceDescrizione, Iva, Lista, Marca } from '@registro/contracts';
import { api } from '@registro/web-ui';
import { queryKeys } from '../../query-keys';

/** Every row of a plain list (the selects show them all). */
const tutte = async <T>(percorso: string, query: Record<string, string | number> = {}, signal?: AbortSignal) =>
  (await api.get<Lista<T>>(percorso, { page: 0, forPage: 100000, ...query }, signal)).data.list;

/** The article editor's selects (spec 3 §3 Lookups): suppliers (FOR parties), VAT, groups, brands, units of measure, depots. */
export function useArticoloLookups() {
  const fornitori = useQuery({
    queryKey: queryKeys.anagrafica.fornitori,
    queryFn: ({ signal }) => tutte<Anagrafica>('/anagrafica', { codiceTipo: 'FOR' }, signal),
  });
  const iva = useQuery({ queryKey: queryKeys.iva.elenco, queryFn: ({ signal }) => tutte<Iva>('/iva', {}, signal) });
  const gruppi = useQuery({ queryKey: queryKeys.articoligruppi.elenco, queryFn: ({ signal }) => tutte<ArticoloGruppo>('/articoligruppi', {}, signal) });
  const marche = useQuery({ queryKey: queryKeys.marche.elenco, queryFn: ({ signal }) => tutte<Marca>('/marche', {}, signal) });
  const unitaMisura = useQuery({ queryKey: queryKeys.lookups.unitaMisura, queryFn: ({ signal }) => tutte<CodiceDescrizione>('/paperclean/unitamisura', {}, signal) });
  const depositi = useQuery({ queryKey: queryKeys.lookups.depositi, queryFn: ({ signal }) => tutte<CodiceDescrizione>('/depositi', {}, signal) });
  return {
    fornitori: (fornitori.data ?? []).map((f) => ({ label: `${f.codice} - ${f.nominativo}`, value: f.id })),
    iva: iva.data ?? [],
    gruppi: (gruppi.data ?? []).map((g) => ({ label: g.descrizione, value: g.codice })),
    marche: (marche.data ?? []).map((m) => ({ label: m.descrizone, value: m.codice })),
    unitaMisura: (unitaMisura.data ?? []).map((u) => ({ label: `${u.codice} - ${u.descrizione}`, value: u.codice })),
    depositi: (depositi.data ?? []).map((d) => ({ label: `${d.codice} - ${d.descrizione}`, value: d.codice })),
  };
}
