import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { request, useFeedback } from '@registro/web-ui';
import { pathWithToken, exchangeCode } from '../access-code';

/** Codes are single-use: each is handled once per page load, whatever React re-runs. */
const codiciGestiti = new Set<string>();

/**
 * ?code= on the login page: first a SPID sign-in code (GET /api/spidlogin → the session token →
 * the root with it); otherwise a registration validation code (GET /api/registration/valida), whose
 * messaggio is shown ("Utente non validato" when it fails). Other paths exchange the code before
 * the route guard and send here what is not a sign-in code (`exchangeCodeBeforeGuard`).
 */
export function useAccessCode() {
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
      const esito = await feedback.conCaricamento(exchangeCode(codice));
      if (esito.tipo === 'token') {
        navigate(pathWithToken(esito.token), { replace: true });
        return;
      }
      if (esito.tipo === 'messaggio') {
        feedback.mostraMessaggio([esito.messaggio], t('ui.attenzione'));
        return;
      }
      try {
        const risposta = await feedback.conCaricamento(request<{ messaggio?: string }>('GET', '/registration/valida', { query: { code: codice }, senzaToken: true }));
        feedback.mostraMessaggio([risposta?.messaggio ?? t('ui.operazioneOk')], t('ui.info'));
      } catch (errore) {
        console.warn(t('registrazione.nonValidato'), errore);
        feedback.mostraMessaggio([t('registrazione.nonValidato')], t('ui.attenzione'));
      }
    })();
  }, [codice]);
}
