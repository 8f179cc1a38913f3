import { Injectable } from '@nestjs/common';
import { PARAMETRO } from '@registro/contracts';
import { ParametriConfigurazione, ambienteDiSviluppo } from '@registro/server-platform';

/** Where the dairy import reads the deliveries: the configured address, or the demo source (development only). */
export type SorgenteConsegne = { tipo: 'indirizzo'; url: string } | { tipo: 'dimostrativa' };

export const DESCRIZIONE_SORGENTE_DIMOSTRATIVA = 'sorgente dimostrativa di sviluppo';
const DOVE = `in Parametri di Configurazione (parametro ${PARAMETRO.caseificioIndirizzoSorgente})`;
export const MESSAGGIO_SORGENTE_NON_CONFIGURATA = `Indirizzo della sorgente del caseificio non configurato: impostarlo ${DOVE}`;

/** The source is not configured, or not usable: the message says what the administrator sets, and where. */
export class SorgenteNonConfigurata extends Error {}

/**
 * The dairy's source, read at each import (a change in Parametri di Configurazione needs no
 * restart): the parameter CASEIFICIO_INDIRIZZO_SORGENTE (its environment override wins, see
 * PARAMETRI_NOTI); empty, outside production the bundled demo deliveries, in production a refusal.
 */
@Injectable()
export class SorgenteCaseificio {
  constructor(private readonly parametri: ParametriConfigurazione) {}

  risolvi(): SorgenteConsegne {
    const valore = this.parametri.read(PARAMETRO.caseificioIndirizzoSorgente).valore;
    const indirizzo = typeof valore === 'string' || typeof valore === 'number' ? String(valore).trim() : '';
    if (!indirizzo) {
      if (ambienteDiSviluppo()) return { tipo: 'dimostrativa' };
      throw new SorgenteNonConfigurata(MESSAGGIO_SORGENTE_NON_CONFIGURATA);
    }
    let url: URL | null = null;
    try {
      url = new URL(indirizzo);
    } catch {
      url = null;
    }
    if (!url || !['http:', 'https:'].includes(url.protocol))
      throw new SorgenteNonConfigurata(`Indirizzo della sorgente del caseificio non valido («${indirizzo.slice(0, 200)}»): impostare un indirizzo http o https ${DOVE}`);
    return { tipo: 'indirizzo', url: indirizzo };
  }
}
