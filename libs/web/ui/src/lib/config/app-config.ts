import { useQuery } from '@tanstack/react-query';

/** /config/config.json: deployment switches read at start (spec 3 §7, static file). */
export interface AppConfig {
  nomeApplicazione: string;
  theme: string;
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
}

export const CONFIG_PREDEFINITA: AppConfig = {
  nomeApplicazione: 'Registro',
  theme: 'lara-light-blue',
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
};

export async function caricaConfig(): Promise<AppConfig> {
  try {
    const risposta = await fetch('/config/config.json', { cache: 'no-cache' });
    if (!risposta.ok) return CONFIG_PREDEFINITA;
    return { ...CONFIG_PREDEFINITA, ...((await risposta.json()) as Partial<AppConfig>) };
  } catch {
    return CONFIG_PREDEFINITA;
  }
}

export function useAppConfig(): AppConfig {
  const { data } = useQuery({ queryKey: ['config'], queryFn: caricaConfig, staleTime: Infinity });
  return data ?? CONFIG_PREDEFINITA;
}
