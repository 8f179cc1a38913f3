import type { RichiestaFirmaRisorsa } from '@registro/contracts';
import { richiesta } from '../api/api-client';
import { chiaveFirma } from './firma-key';

export interface DatiFirma {
  risorsa: string;
  idEvento: number;
  password: string;
  fieldName: string;
  codiceDispositivo: string;
  firmaGrafica: string | null;
  metodo: 'POST' | 'PUT';
}

/** POST (or PUT) {resource}/firma/{idEvento} with the password encoded twice. Answer: messaggio. */
export async function inviaFirma(dati: DatiFirma): Promise<{ messaggio?: string }> {
  const corpo: RichiestaFirmaRisorsa = {
    idEvento: dati.idEvento,
    key: chiaveFirma(dati.password),
    fieldName: dati.fieldName,
    firmaGrafica: dati.firmaGrafica,
    codiceDispositivo: dati.codiceDispositivo,
  };
  const percorso = `/${dati.risorsa.replace(/^\/+|\/+$/g, '')}/firma/${dati.idEvento}`;
  return richiesta<{ messaggio?: string }>(dati.metodo, percorso, { body: corpo });
}
