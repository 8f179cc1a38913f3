import { VoceMenu } from './menu';
import { PermessiGruppo } from './permissions';

/** GET /api/users/profile (spec 1 §3). */
export interface ProfiloUtente {
  id: number;
  username: string;
  firstname: string;
  lastname: string;
  email?: string;
  /** the group (role) name */
  profilo: string;
  /** 'A' for a normal application session, 'S' for SPID (spec 1 §2 shell) */
  sessionType?: string;
  gruppo: {
    id: number;
    nome: string;
    menuGruppo: VoceMenu[];
    permessi: PermessiGruppo[];
  };
  /** entries of the user menu, from the parameters MENU_CAMBIO_PASSWORD and MENU_PROFILO */
  opzioniMenu?: { cambioPassword: boolean; profilo: boolean };
}

/**
 * The characters a username may have (the user form, the registration): letters, digits and
 * . _ - @. Answers why a (trimmed) username cannot be used, for each side's message: 'spazi' when
 * it holds a blank ("Lo Username non può contenere spazi"), 'caratteri' for any other character;
 * null when it may be used.
 */
export function problemaUsername(username: string): 'spazi' | 'caratteri' | null {
  if (/\s/u.test(username)) return 'spazi';
  return /^[\p{L}\p{N}._@-]*$/u.test(username) ? null : 'caratteri';
}

/** POST /api/token answer. On a failed sign-in: 4xx with messaggio and tipoErrore. */
export interface RispostaToken {
  access_token?: string;
  token_type?: 'Bearer';
  expires_in?: number;
  code?: string;
  urlCallback?: string;
}

export type TipoErroreLogin =
  | 'PASSWORD_EXPIRED'
  | 'PASSWORD_TEMPORANY'
  | 'TWO_FACTORY_AUTHENTICATOR'
  | 'USER_BLOCKED'
  | 'CREDENZIALI_ERRATE';

export interface ErroreLogin {
  messaggio: string;
  tipoErrore?: TipoErroreLogin;
}

/** A row of the session list (spec 1 §3). */
export interface SessioneUtente {
  username: string;
  expiresIn: number;
  createToken: string;
  expiresToken: string;
  tokenType: string;
  session: string;
  sessionType: string;
  accessToken: string;
}

export interface Gruppo {
  id: number;
  nome: string;
  descrizione: string;
}

export interface UtenteLista {
  id: number;
  username: string;
  firstname: string;
  lastname: string;
  email: string;
  profilo: string;
  idGruppo: number;
  scadenzaUtenza: number | null;
  attivo: boolean;
  statoUtenza: string;
  /** GET users/{id} only: the version the user form sends back (another administrator's save in between is 409) */
  versione?: number;
}

/** A demo athlete as GET /api/test/atleti answers it (the rows of /testlist). */
export interface Atleta {
  id: number;
  nome: string;
  cognome: string;
  /** AAAA-MM-GG */
  dataNascita: string;
  sport: string;
  societa: string;
  citta: string;
}
