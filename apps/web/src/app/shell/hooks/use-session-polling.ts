import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { api, sessione } from '@registro/web-ui';
import { percorsoLogin } from '../../auth/route-guard';

/** Spec 1 §9: the session is checked every 180000 ms. */
export const INTERVALLO_CONTROLLO_SESSIONE_MS = 180000;

/** Checks the session periodically (never on /installation); on failure stops and goes to login. */
export function useSessionPolling() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const esente = pathname.startsWith('/installation');
  useEffect(() => {
    if (esente) return;
    const timer = setInterval(async () => {
      try {
        await api.get('/sessioncontrol');
      } catch {
        clearInterval(timer);
        const lingua = sessione.lingua();
        sessione.pulisci();
        navigate(percorsoLogin(lingua), { replace: true });
      }
    }, INTERVALLO_CONTROLLO_SESSIONE_MS);
    return () => clearInterval(timer);
  }, [esente, navigate]);
}
