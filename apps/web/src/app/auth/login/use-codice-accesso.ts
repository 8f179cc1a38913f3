import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErroreApi, richiesta, sessione, useFeedback } from '@registro/web-ui';

/** The server's answer when the code is not a SPID sign-in code (it may be a registration code). */
export const MESSAGGIO_CODICE_SPID_NON_VALIDO = 'Codice non valido o scaduto';

/** Codes are single-use: each is sent once per page load, whatever React re-runs. */
const codiciGestiti = new Set<string>();

/**
 * ?code= on the login page: first a SPID sign-in code (GET /api/spidlogin → the session token →
 * Home); otherwise a registration validation code (GET /api/registration/valida), whose messaggio
 * is shown ("Utente non validato" when it fails).
 */
export function useCodiceAccesso() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const [parametri, setParametri] = useSearchParams();
  const codice = parametri.get('code');

  useEffect(() => {
    if (!codice || codiciGestiti.has(codice)) return;
    codiciGestiti.add(codice);
    const senzaCodice = new URLSearchParams(parametri);
    senzaCodice.delete('code');
    setParametri(senzaCodice, { replace: true });

    void (async () => {
      try {
        const { data: token } = await feedback.conCaricamento(richiesta<{ data: string }>('GET', '/spidlogin', { query: { code: codice }, senzaToken: true }));
        sessione.impostaToken(token);
        sessione.salvaLogin({ access_token: token, token_type: 'Bearer' });
        navigate(`/home?${new URLSearchParams({ language: sessione.lingua(), authToken: token }).toString()}`, { replace: true });
        return;
      } catch (errore) {
        const messaggio = errore instanceof ErroreApi ? errore.messaggio : undefined;
        if (messaggio && messaggio !== MESSAGGIO_CODICE_SPID_NON_VALIDO) {
          feedback.mostraMessaggio([messaggio], t('ui.attenzione'));
          return;
        }
      }
      try {
        const risposta = await feedback.conCaricamento(richiesta<{ messaggio?: string }>('GET', '/registration/valida', { query: { code: codice }, senzaToken: true }));
        feedback.mostraMessaggio([risposta?.messaggio ?? t('ui.operazioneOk')], t('ui.info'));
      } catch (errore) {
        console.warn(t('registrazione.nonValidato'), errore);
        feedback.mostraMessaggio([t('registrazione.nonValidato')], t('ui.attenzione'));
      }
    })();
  }, [codice]);
}
