import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { api, session } from '@registro/web-ui';
import { loginPath } from '../../auth/route-guard';

/** Spec 1 §9: the session is checked every 180000 ms. */
export const SESSION_CHECK_INTERVAL_MS = 180000;

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
        const lingua = session.lingua();
        session.pulisci();
        navigate(loginPath(lingua), { replace: true });
      }
    }, SESSION_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [esente, navigate]);
}
