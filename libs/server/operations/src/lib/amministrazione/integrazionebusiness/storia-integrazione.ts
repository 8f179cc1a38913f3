import type { RecordedEvent } from '@registro/server-event-store';
import type { HistoryRegistry } from '@registro/server-audit';
import {
  ESITO_RICHIESTA_REGISTRATO,
  RICHIESTA_ELIMINATA,
  RICHIESTA_REGISTRATA,
  STATO_RICHIESTA_CAMBIATO,
  type EsitoRichiestaRegistratoData,
  type RichiestaRegistrataData,
  type StatoRichiestaCambiatoData,
} from './richiesta-integrazione.events';

const dati = <T>(e: RecordedEvent) => e.data as unknown as T;

/** How a request's events read in the modification history. */
export function registraStoriaIntegrazione(registry: HistoryRegistry): void {
  registry.registerDescriber(RICHIESTA_REGISTRATA, (e) => {
    const d = dati<RichiestaRegistrataData>(e);
    return `Richiesta registrata\nservizio: ${d.servizio}\nmetodo: ${d.metodo}\nstato: ${d.stato}`;
  });
  registry.registerDescriber(STATO_RICHIESTA_CAMBIATO, (e) => `Stato: ${dati<StatoRichiestaCambiatoData>(e).stato}`);
  registry.registerDescriber(ESITO_RICHIESTA_REGISTRATO, (e) => `Esito business: ${dati<EsitoRichiestaRegistratoData>(e).esitoBusiness}`);
  registry.registerDescriber(RICHIESTA_ELIMINATA, () => 'Richiesta eliminata');
}
