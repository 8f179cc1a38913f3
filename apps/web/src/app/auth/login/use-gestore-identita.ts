import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import type { Risposta } from '@registro/contracts';
import { ApiError, request, useFeedback } from '@registro/web-ui';

/** GET /api/identitymanagerverify's data: the identity manager and where its sign-in starts. */
export interface GestoreIdentita {
  clientId: string;
  nome: string;
  authorizationUrl: string;
}

/** Leaves the single-page app for another page (the identity manager's sign-in). */
export type LeaveApp = (url: string) => void;

export const browserLeaveApp: LeaveApp = (url) => window.location.assign(url);

/** Each clientId is verified once per page load, whatever React re-runs (StrictMode). */
const clientIdGestiti = new Set<string>();

/**
 * ?clientId= on the login page (spec 1 §2): GET /api/identitymanagerverify?id=, then the whole
 * page goes to the identity manager's sign-in (it comes back as /login?code=, handled by
 * useAccessCode); a refusal shows the server's messaggio and the form stays.
 */
export function useGestoreIdentita(lasciaApp: LeaveApp = browserLeaveApp) {
  const feedback = useFeedback();
  const [parametri, setParametri] = useSearchParams();
  const clientId = parametri.get('clientId');
  // back from the identity manager: the code is exchanged, not a second trip to the provider
  const ritornoConCodice = parametri.has('code');

  useEffect(() => {
    if (!clientId || ritornoConCodice || clientIdGestiti.has(clientId)) return;
    clientIdGestiti.add(clientId);
    // so that Back from the identity manager shows the form instead of going there again
    const senzaClientId = new URLSearchParams(parametri);
    senzaClientId.delete('clientId');
    setParametri(senzaClientId, { replace: true });

    void (async () => {
      try {
        const risposta = await feedback.conCaricamento(
          request<Risposta<GestoreIdentita>>('GET', '/identitymanagerverify', { query: { id: clientId }, senzaToken: true }),
        );
        if (!risposta?.data?.authorizationUrl) throw new ApiError(200, undefined);
        lasciaApp(risposta.data.authorizationUrl);
      } catch (errore) {
        feedback.mostraErrore(errore);
      }
    })();
  }, [clientId]);
}
