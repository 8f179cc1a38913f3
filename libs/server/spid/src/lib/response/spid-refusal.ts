/** Why a SPID message was refused; each reason has the Italian message the user reads. */
export const REFUSAL_REASONS = {
  XML_NON_VALIDO: 'La risposta del gestore SPID non è un documento valido.',
  STRUTTURA_NON_VALIDA:
    'La risposta del gestore SPID ha una struttura non ammessa.',
  ASSERZIONE_NON_FIRMATA: "L'asserzione del gestore SPID non è firmata.",
  MESSAGGIO_NON_FIRMATO: 'Il messaggio del gestore SPID non è firmato.',
  FIRMA_NON_VALIDA:
    'La firma della risposta non corrisponde a un certificato del gestore SPID.',
  IDP_SCONOSCIUTO:
    'Il gestore SPID che ha risposto non è tra quelli riconosciuti.',
  STATO_NON_SUCCESSO:
    "Autenticazione SPID non riuscita presso il gestore dell'identità.",
  IN_RESPONSE_TO_SCONOSCIUTO:
    'La risposta non corrisponde a una richiesta di accesso in corso (scaduta o già usata).',
  RELAY_STATE_ERRATO:
    'La risposta non corrisponde alla richiesta di accesso di questo browser.',
  DESTINATION_ERRATA: 'La risposta è destinata a un altro servizio.',
  RECIPIENT_ERRATO: "L'asserzione è destinata a un altro servizio.",
  ISSUER_RISPOSTA_ERRATO:
    "La risposta non è stata emessa dal gestore SPID a cui è stato chiesto l'accesso.",
  ISSUER_ASSERZIONE_ERRATO:
    "L'asserzione non è stata emessa dal gestore SPID a cui è stato chiesto l'accesso.",
  NAMEID_NON_VALIDO:
    "L'identificativo dell'utente nella risposta non è conforme a SPID.",
  SOGGETTO_NON_VALIDO: "La conferma del soggetto nell'asserzione non è valida.",
  AUDIENCE_ERRATA: "L'asserzione è destinata a un altro servizio.",
  TEMPI_NON_VALIDI: 'La risposta è scaduta o non ancora valida.',
  EMESSA_PRIMA_DELLA_RICHIESTA:
    'La risposta risulta emessa prima della richiesta di accesso.',
  LIVELLO_INSUFFICIENTE:
    'Il livello di autenticazione SPID è inferiore a quello richiesto.',
  ATTRIBUTI_DIVERSI:
    'Gli attributi ricevuti non corrispondono a quelli richiesti.',
  CODICE_FISCALE_MANCANTE: 'La risposta non contiene un codice fiscale valido.',
} as const;

export type RefusalReason = keyof typeof REFUSAL_REASONS;

export class SpidRefusal extends Error {
  readonly messaggio: string;

  constructor(
    readonly motivo: RefusalReason,
    dettaglio?: string,
    messaggio?: string,
  ) {
    super(dettaglio ? `${motivo}: ${dettaglio}` : motivo);
    this.messaggio = messaggio ?? REFUSAL_REASONS[motivo];
  }
}

/** SPID anomaly codes the IdP puts in StatusMessage, with what the user should read. */
export const SPID_ANOMALIES: Record<string, string> = {
  'ErrorCode nr19':
    'Autenticazione SPID non riuscita: troppi tentativi con credenziali errate.',
  'ErrorCode nr20':
    'Autenticazione SPID non riuscita: credenziali non adatte al livello di sicurezza richiesto.',
  'ErrorCode nr21': 'Autenticazione SPID non riuscita: tempo scaduto.',
  'ErrorCode nr22':
    "Autenticazione SPID annullata: l'utente non ha dato il consenso all'invio dei dati.",
  'ErrorCode nr23':
    'Autenticazione SPID non riuscita: identità sospesa o revocata.',
  'ErrorCode nr25': "Autenticazione SPID annullata dall'utente.",
};
