/** The Italian messaggio for a status when the error itself has no message for the user. */
export const MESSAGES_BY_STATUS: Record<number, string> = {
  400: 'Richiesta non valida',
  401: 'Sessione non valida o scaduta',
  403: 'Accesso negato',
  404: 'Risorsa non trovata',
  405: 'Metodo non consentito',
  406: 'Formato della risposta non disponibile',
  408: 'Tempo scaduto per la richiesta',
  409: 'Il record è stato modificato da un altro utente: ricaricare e riprovare',
  413: 'Il corpo della richiesta è troppo grande',
  414: 'Indirizzo della richiesta troppo lungo',
  415: 'Tipo di contenuto non supportato',
  422: 'Richiesta non valida',
  429: 'Troppe richieste: riprovare più tardi',
  500: 'Errore interno del server',
  503: 'Servizio non disponibile',
};

export const CONFLICT_MESSAGE = MESSAGES_BY_STATUS[409] as string;

/** A dependency (database, Redis) is down or restarting. */
export const UNAVAILABLE_MESSAGE = 'Servizio temporaneamente non disponibile: riprovare tra qualche secondo';

export function messageForStatus(status: number): string {
  return (
    MESSAGES_BY_STATUS[status] ??
    (status >= 500 ? 'Errore interno del server' : 'Richiesta non valida')
  );
}

/** body-parser / raw-body error types (the `type` field of their errors). */
export const BODY_MESSAGES: Record<
  string,
  { status: number; messaggio: string }
> = {
  'entity.parse.failed': {
    status: 400,
    messaggio: 'Il corpo della richiesta non è un JSON valido',
  },
  'entity.too.large': {
    status: 413,
    messaggio: 'Il corpo della richiesta è troppo grande',
  },
  'entity.verify.failed': {
    status: 400,
    messaggio: 'Il corpo della richiesta non è valido',
  },
  'encoding.unsupported': {
    status: 415,
    messaggio: 'Codifica del corpo della richiesta non supportata',
  },
  'charset.unsupported': {
    status: 415,
    messaggio: 'Set di caratteri del corpo della richiesta non supportato',
  },
  'request.aborted': {
    status: 400,
    messaggio: 'Richiesta interrotta dal client',
  },
  'request.size.invalid': {
    status: 400,
    messaggio: 'Lunghezza del corpo della richiesta non valida',
  },
  'stream.encoding.set': {
    status: 500,
    messaggio: 'Errore interno del server',
  },
  'parameters.too.many': {
    status: 413,
    messaggio: 'Troppi parametri nella richiesta',
  },
};
