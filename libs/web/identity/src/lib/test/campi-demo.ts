/** A field of the dynamic form: the page is built from a list of these. */
export interface FieldDefinition {
  nome: string;
  etichetta: string;
  tipo: 'testo' | 'numero' | 'data' | 'select' | 'checkbox' | 'textarea';
  obbligatorio?: boolean;
  opzioni?: { label: string; value: string }[];
  colonne?: 6 | 12;
}

/** The dummy form of /test; labels are translation keys. */
export const DEMO_FIELDS: FieldDefinition[] = [
  { nome: 'cognome', etichetta: 'demo.cognome', tipo: 'testo', obbligatorio: true, colonne: 6 },
  { nome: 'nome', etichetta: 'demo.nome', tipo: 'testo', obbligatorio: true, colonne: 6 },
  { nome: 'dataNascita', etichetta: 'demo.dataNascita', tipo: 'data', colonne: 6 },
  {
    nome: 'sesso', etichetta: 'demo.sesso', tipo: 'select', colonne: 6,
    opzioni: [{ label: 'M', value: 'M' }, { label: 'F', value: 'F' }],
  },
  { nome: 'altezza', etichetta: 'demo.altezza', tipo: 'numero', colonne: 6 },
  { nome: 'tesserato', etichetta: 'demo.tesserato', tipo: 'checkbox', colonne: 6 },
  { nome: 'note', etichetta: 'demo.note', tipo: 'textarea', colonne: 12 },
];
