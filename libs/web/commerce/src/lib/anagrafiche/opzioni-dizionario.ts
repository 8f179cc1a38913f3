import type { SezioneDizionario } from '@registro/contracts';

/** Spec 3 §9: store options P = PRINCIPALE, A = ARCHIVIO. */
export const OPZIONI_TIPO = [
  { label: 'PRINCIPALE', value: 'P' },
  { label: 'ARCHIVIO', value: 'A' },
];

/** Spec 3 §9: movement options C = CARICO, S = SCARICO, I = INVARIATO. */
export const OPZIONI_TIPO_MOVIMENTO = [
  { label: 'CARICO', value: 'C' },
  { label: 'SCARICO', value: 'S' },
  { label: 'INVARIATO', value: 'I' },
];

export const OPZIONI_SEZIONE: { label: string; value: SezioneDizionario }[] = [
  { label: 'ANAGRAFICA', value: 'ANAGRAFICA' },
  { label: 'DOCUMENTO', value: 'DOCUMENTO' },
  { label: 'DOCUMENTOMOBILE', value: 'DOCUMENTOMOBILE' },
];

/** Movement and follow-on type are asked only for the document sections (§2 Dictionaries). */
export const sezioneConMovimento = (sezione: SezioneDizionario | '' | null | undefined) => sezione === 'DOCUMENTO' || sezione === 'DOCUMENTOMOBILE';

/** The link of a type row: its path with codiceTipo and tipo (§2), e.g. /papercleandocumentotipi/documenti?codiceTipo=DDT&tipo=P. */
export const linkDelTipo = (tipo: { path: string | null; codiceTipo: string; tipo: string }) =>
  tipo.path ? `/${tipo.path}?${new URLSearchParams({ codiceTipo: tipo.codiceTipo, tipo: tipo.tipo }).toString()}` : null;
