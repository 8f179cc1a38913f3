import { ETICHETTA_STATO_SDI, type TipoRicevutaSdi } from '@registro/contracts';
import { formatInstant } from '@registro/server-audit';
import type { StatoSdiRegistratoData } from '../domain/fattura.events';

/** Each receipt type as the history names it. */
const RICEVUTE: Record<TipoRicevutaSdi, string> = {
  RC: 'Ricevuta di consegna dallo SDI',
  MC: 'Notifica di mancata consegna dallo SDI',
  NS: 'Notifica di scarto dallo SDI',
  NE: 'Notifica di esito del committente dallo SDI',
  DT: 'Notifica di decorrenza termini dallo SDI',
  AT: 'Attestazione di avvenuta trasmissione dallo SDI',
};

/** "Ricevuta di consegna dallo SDI (identificativo 111)", the state it gives, its time, its errors. */
export function descriviStatoSdiRegistrato(data: StatoSdiRegistratoData): string {
  const righe = [
    `${RICEVUTE[data.tipo]} (identificativo ${data.identificativoSdi})`,
    `Stato SDI: ${ETICHETTA_STATO_SDI[data.stato]}`,
    `Data: ${formatInstant(data.dataOra)}`,
    `File: ${data.nomeFileRicevuta}`,
  ];
  if (data.esitoCommittente) righe.push(`Esito del committente: ${data.esitoCommittente.esito === 'EC01' ? 'accettata' : 'rifiutata'}${data.esitoCommittente.descrizione ? ` (${data.esitoCommittente.descrizione})` : ''}`);
  for (const e of data.errori ?? []) righe.push(`Errore ${e.codice}: ${e.descrizione}`);
  if (data.note && !data.esitoCommittente) righe.push(`Note: ${data.note}`);
  return righe.join('\n');
}
