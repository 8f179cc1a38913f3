import { useQuery } from '@tanstack/react-query';
import { resourceKeys } from '../api/query-keys';

/** /config/config.json: deployment switches read at start (spec 3 §7, static file). */
/** The sidebar's look (spec 3 §9): `light` is white with dark text (the default), `dark` is slate with light text. */
export type SidebarStyle = 'light' | 'dark';

export interface AppConfig {
  nomeApplicazione: string;
  /** a PrimeReact theme name (`lara-light-blue`, `saga-green`, …); an unknown one falls back to the default */
  theme: string;
  sidebarStyle: SidebarStyle;
  language: string;
  spid: boolean;
  resetPassword: boolean;
  assistenza: boolean;
  registrazione: boolean;
  cambioPassword: boolean;
  profilo: boolean;
  twoFactor: boolean;
  poweredBy: { testo: string; url: string };
  contattiAssistenza: { email: string; telefono: string };
  /**
   * The external analytics page the test route /testanalytics embeds (spec 1 §2), with the session's
   * `authToken` and `language` added to its query; default the product's own dashboards alone.
   */
  analyticsUrl: string;
  /**
   * The demonstration pages (the sidebar's "Demo" group): true in development and in the
   * end-to-end runs (apps/web/public), false in the production image (infra/docker/api.Dockerfile).
   */
  demo: boolean;
}

export const DEFAULT_CONFIG: AppConfig = {
  nomeApplicazione: 'Registro',
  theme: 'lara-light-blue',
  sidebarStyle: 'light',
  language: 'it',
  spid: false,
  resetPassword: false,
  assistenza: false,
  registrazione: false,
  cambioPassword: false,
  profilo: false,
  twoFactor: false,
  poweredBy: { testo: 'Registro', url: '/' },
  contattiAssistenza: { email: '', telefono: '' },
  analyticsUrl: '/dashboard?view=module',
  demo: false,
};

export async function loadConfig(): Promise<AppConfig> {
  try {
    const risposta = await fetch('/config/config.json', { cache: 'no-cache' });
    if (!risposta.ok) return DEFAULT_CONFIG;
    return { ...DEFAULT_CONFIG, ...((await risposta.json()) as Partial<AppConfig>) };
  } catch {
    return DEFAULT_CONFIG;
  }
}

/** The query key of the configuration: the app reads it once at start and seeds the cache with it. */
export const CONFIG_QUERY_KEY = resourceKeys('/config/config.json').all;

export function useAppConfig(): AppConfig {
  const { data } = useQuery({ queryKey: CONFIG_QUERY_KEY, queryFn: loadConfig, staleTime: Infinity });
  return data ?? DEFAULT_CONFIG;
}
