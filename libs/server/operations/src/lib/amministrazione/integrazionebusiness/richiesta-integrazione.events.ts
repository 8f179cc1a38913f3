/** Events of a business-integration request: stream `integrazionebusiness-<id>`, type `integrazionebusiness`. */
export const SEZIONE_INTEGRAZIONE = 'integrazionebusiness';
export const streamRichiesta = (id: number) => `${SEZIONE_INTEGRAZIONE}-${id}`;

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

export interface RichiestaRegistrataData {
  servizio: string;
  metodo: string;
  /** ISO instant */
  dataRichiesta: string;
  stato: string;
  corpoRichiesta: unknown;
}

export interface StatoRichiestaCambiatoData {
  stato: string;
  /** ISO instant */
  dataOra: string;
}

export interface EsitoRichiestaRegistratoData {
  esitoBusiness: string;
  rispostaBusiness: unknown;
  messaggioInviato: unknown;
}
