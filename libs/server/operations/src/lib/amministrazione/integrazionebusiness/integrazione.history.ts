import type { HistoryRegistry } from '@registro/server-audit';
import type { IntegrazioneEvent } from './integrazione.events';

/** How a request's events read in the modification history. */
export function registerIntegrazioneHistory(registry: HistoryRegistry): void {
  registry.registerDescribers<IntegrazioneEvent>({
    IntegrationRequestRegistered: ({ data: d }) => `Richiesta registrata\nservizio: ${d.servizio}\nmetodo: ${d.metodo}\nstato: ${d.stato}`,
    IntegrationRequestStatusChanged: ({ data }) => `Stato: ${data.stato}`,
    IntegrationRequestOutcomeRecorded: ({ data }) => `Esito business: ${data.esitoBusiness}`,
    IntegrationRequestDeleted: () => 'Richiesta eliminata',
  });
}
