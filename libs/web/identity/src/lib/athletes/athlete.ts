/** A demo athlete as GET /api/test/atleti answers it (the rows of /testlist). */
export interface Atleta {
  id: number;
  nome: string;
  cognome: string;
  /** AAAA-MM-GG */
  dataNascita: string;
  sport: string;
  societa: string;
  citta: string;
}

export const ATLETI_RISORSA = '/test/atleti';
