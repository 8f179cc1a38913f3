import type { RichiestaFirmaRisorsa } from '@registro/contracts';
import { request } from '../api/api-client';
import { firmaKey } from './firma-key';

export interface FirmaData {
  risorsa: string;
  idEvento: number;
  password: string;
  fieldName: string;
  codiceDispositivo: string;
  firmaGrafica: string | null;
  metodo: 'POST' | 'PUT';
}

/** POST (or PUT) {resource}/firma/{idEvento} with the password encoded twice. Answer: messaggio. */
export async function sendFirma(dati: FirmaData): Promise<{ messaggio?: string }> {
  const corpo: RichiestaFirmaRisorsa = {
    idEvento: dati.idEvento,
    key: firmaKey(dati.password),
    fieldName: dati.fieldName,
    firmaGrafica: dati.firmaGrafica,
    codiceDispositivo: dati.codiceDispositivo,
  };
  const percorso = `/${dati.risorsa.replace(/^\/+|\/+$/g, '')}/firma/${dati.idEvento}`;
  return request<{ messaggio?: string }>(dati.metodo, percorso, { body: corpo });
}
