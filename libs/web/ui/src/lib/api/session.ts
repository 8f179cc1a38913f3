import { LINGUA_PREDEFINITA } from '@registro/contracts';

const CHIAVE_TOKEN = 'authToken';
const CHIAVE_LOGIN = 'loginData';
const CHIAVE_LINGUA = 'language';

/**
 * Where the signed-in session lives in the browser: token and login answer per tab (sessionStorage,
 * so a session opened as another user in a new window does not replace this one); the language
 * preference in localStorage.
 */
export const session = {
  token(): string | null {
    return sessionStorage.getItem(CHIAVE_TOKEN);
  },
  impostaToken(token: string): void {
    sessionStorage.setItem(CHIAVE_TOKEN, token);
  },
  salvaLogin(dati: unknown): void {
    sessionStorage.setItem(CHIAVE_LOGIN, JSON.stringify(dati));
  },
  lingua(): string {
    return localStorage.getItem(CHIAVE_LINGUA) ?? LINGUA_PREDEFINITA;
  },
  impostaLingua(lingua: string): void {
    localStorage.setItem(CHIAVE_LINGUA, lingua);
  },
  /** Forgets the session; the language preference stays. */
  pulisci(): void {
    const lingua = localStorage.getItem(CHIAVE_LINGUA);
    sessionStorage.clear();
    localStorage.clear();
    if (lingua) localStorage.setItem(CHIAVE_LINGUA, lingua);
  },
};
