import { SEZIONE } from '@registro/contracts';
import { streamIdOf, type Event } from '@registro/server-event-store';

/** Events of a business-integration request: stream `integrazionebusiness-<id>`, type `integrazionebusiness`. */
export const SEZIONE_INTEGRAZIONE = SEZIONE.integrazionebusiness;
export const streamRichiesta = (id: number) => streamIdOf(SEZIONE_INTEGRAZIONE, id);

export const RICHIESTA_REGISTRATA = 'IntegrationRequestRegistered';
export const STATO_RICHIESTA_CAMBIATO = 'IntegrationRequestStatusChanged';
export const ESITO_RICHIESTA_REGISTRATO = 'IntegrationRequestOutcomeRecorded';
export const RICHIESTA_ELIMINATA = 'IntegrationRequestDeleted';

/** The usual statuses of a request; a service may use others. */
export const STATI_RICHIESTA = {
  ricevuta: 'RICEVUTA',
  inElaborazione: 'IN ELABORAZIONE',
  completata: 'COMPLETATA',
  errore: 'ERRORE',
} as const;

export type RichiestaRegistrataData = {
  servizio: string;
  metodo: string;
  /** ISO instant */
  dataRichiesta: string;
  stato: string;
  corpoRichiesta: unknown;
};

export type StatoRichiestaCambiatoData = {
  stato: string;
  /** ISO instant */
  dataOra: string;
};

export type EsitoRichiestaRegistratoData = {
  esitoBusiness: string;
  rispostaBusiness: unknown;
  messaggioInviato: unknown;
};

export type RichiestaRegistrata = Event<typeof RICHIESTA_REGISTRATA, RichiestaRegistrataData>;
export type StatoRichiestaCambiato = Event<typeof STATO_RICHIESTA_CAMBIATO, StatoRichiestaCambiatoData>;
export type EsitoRichiestaRegistrato = Event<typeof ESITO_RICHIESTA_REGISTRATO, EsitoRichiestaRegistratoData>;
export type RichiestaEliminata = Event<typeof RICHIESTA_ELIMINATA, Record<string, never>>;
export type IntegrazioneEvent = RichiestaRegistrata | StatoRichiestaCambiato | EsitoRichiestaRegistrato | RichiestaEliminata;
