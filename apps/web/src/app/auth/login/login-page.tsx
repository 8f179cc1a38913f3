import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { session, validLanguage, useFeedback, useAppConfig } from '@registro/web-ui';
import logo from '../../../assets/registro-logo.svg';
import { LoginForm } from './login-form';
import { LoginFooter } from './login-footer';
import { ChangePasswordDialog } from './change-password-dialog';
import { OtpDialog } from './otp-dialog';
import { ResetPasswordDialog } from './reset-password-dialog';
import { AssistanceDialog } from './assistance-dialog';
import { RegistrationDialog } from './registration-dialog';
import { SpidDialog } from './spid-dialog';
import { NuovaPasswordDialog } from './nuova-password-dialog';
import { AttivaOtpDialog } from './attiva-otp-dialog';
import { useAccessCode } from './use-access-code';
import { useGestoreIdentita, type LeaveApp } from './use-gestore-identita';
import { outcomeFromError, requestToken, useSignIn, type Credentials } from './use-login';

type Modale = null | 'passwordScaduta' | 'passwordTemporanea' | 'otp' | 'reset' | 'assistenza' | 'registrazione' | 'spid';

/** lasciaApp: how the page goes to an identity manager (the browser's own navigation unless told). */
export function LoginPage({ lasciaApp }: { lasciaApp?: LeaveApp } = {}) {
  const { t } = useTranslation();
  const config = useAppConfig();
  const feedback = useFeedback();
  const entra = useSignIn();
  const [parametri, setParametri] = useSearchParams();
  const [modale, setModale] = useState<Modale>(null);
  const [username, setUsername] = useState('');
  const lingua = parametri.get('language');
  if (lingua) session.impostaLingua(validLanguage(lingua));
  useAccessCode();
  useGestoreIdentita(lasciaApp);
  const togliParametro = (nome: string) => {
    const rimasti = new URLSearchParams(parametri);
    rimasti.delete(nome);
    setParametri(rimasti, { replace: true });
  };

  const accedi = async (credenziali: Credentials) => {
    setUsername(credenziali.username);
    try {
      entra(await requestToken(credenziali));
    } catch (errore) {
      const esito = outcomeFromError(errore);
      if (esito.tipo === 'errore') feedback.mostraMessaggio([esito.messaggio || t('login.erroreSconosciuto')], t('ui.attenzioneEsclamativo'));
      else if (esito.tipo !== 'entrato') setModale(esito.tipo);
    }
  };

  return (
    <div className="registro-login">
      <div className="registro-login-card">
        <div className="registro-login-testata">
          <img src={logo} alt="" width={56} height={56} />
          <h1>{config.nomeApplicazione}</h1>
          <p>{t('login.sottotitolo')}</p>
        </div>
        <LoginForm onAccedi={accedi} />
        <div className="registro-login-azioni">
          {config.spid && (
            <Button label={t('login.spid')} icon="pi pi-id-card" outlined className="w-full" onClick={() => setModale('spid')} />
          )}
          {config.resetPassword && <Button label={t('login.resetPassword')} link onClick={() => setModale('reset')} />}
          {config.assistenza && <Button label={t('login.assistenza')} link onClick={() => setModale('assistenza')} />}
          {config.registrazione && <Button label={t('login.registrazione')} link onClick={() => setModale('registrazione')} />}
        </div>
        <LoginFooter />
      </div>
      <ChangePasswordDialog
        visible={modale === 'passwordScaduta' || modale === 'passwordTemporanea'}
        titolo={modale === 'passwordTemporanea' ? t('login.passwordTemporanea') : t('login.passwordScaduta')}
        username={username}
        onHide={() => setModale(null)}
      />
      <OtpDialog visible={modale === 'otp'} username={username} onHide={() => setModale(null)} onEntrato={entra} />
      <ResetPasswordDialog visible={modale === 'reset'} onHide={() => setModale(null)} />
      <AssistanceDialog visible={modale === 'assistenza'} onHide={() => setModale(null)} />
      <RegistrationDialog visible={modale === 'registrazione'} onHide={() => setModale(null)} />
      <SpidDialog visible={modale === 'spid'} onHide={() => setModale(null)} />
      <NuovaPasswordDialog token={parametri.get('resetPassword')} onHide={() => togliParametro('resetPassword')} />
      <AttivaOtpDialog token={parametri.get('attivaOtp')} onHide={() => togliParametro('attivaOtp')} />
    </div>
  );
}
