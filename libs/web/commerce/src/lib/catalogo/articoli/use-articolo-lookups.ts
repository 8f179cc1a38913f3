import type { Anagrafica, ArticoloGruppo, CodiceDescrizione, Iva, Marca } from '@registro/contracts';
import { useAllRows } from '@registro/web-ui';

/** The selects show every row of their plain list. */
const TUTTE = { forPage: 100000 };

/** The article editor's selects (spec 3 §3 Lookups): suppliers (FOR parties), VAT, groups, brands, units of measure, depots. */
export function useArticoloLookups() {
  const fornitori = useAllRows<Anagrafica>('/anagrafica', { ...TUTTE, codiceTipo: 'FOR' });
  const iva = useAllRows<Iva>('/iva', TUTTE);
  const gruppi = useAllRows<ArticoloGruppo>('/articoligruppi', TUTTE);
  const marche = useAllRows<Marca>('/marche', TUTTE);
  const unitaMisura = useAllRows<CodiceDescrizione>('/paperclean/unitamisura', TUTTE);
  const depositi = useAllRows<CodiceDescrizione>('/depositi', TUTTE);
  return {
    fornitori: (fornitori.data ?? []).map((f) => ({ label: `${f.codice} - ${f.nominativo}`, value: f.id })),
    iva: iva.data ?? [],
    gruppi: (gruppi.data ?? []).map((g) => ({ label: g.descrizione, value: g.codice })),
    marche: (marche.data ?? []).map((m) => ({ label: m.descrizone, value: m.codice })),
    unitaMisura: (unitaMisura.data ?? []).map((u) => ({ label: `${u.codice} - ${u.descrizione}`, value: u.codice })),
    depositi: (depositi.data ?? []).map((d) => ({ label: `${d.codice} - ${d.descrizione}`, value: d.codice })),
  };
}
