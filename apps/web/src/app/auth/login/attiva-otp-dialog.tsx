import { useEffect, useState } from 'react';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@registro/web-ui';
import { useAttivaOtp, type IscrizioneOtp } from './use-account';

/**
 * The two-factor enrolment link's page (?attivaOtp=<token>): the password shows the QR code and
 * the secret (POST /api/twofactor/enrol), a code from the app confirms it (POST /api/twofactor/conferma).
 */
export function AttivaOtpDialog({ token, onHide }: { token: string | null; onHide: () => void }) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const otp = useAttivaOtp();
  const [password, setPassword] = useState('');
  const [codice, setCodice] = useState('');
  const [iscrizione, setIscrizione] = useState<IscrizioneOtp | null>(null);
  const [mancante, setMancante] = useState(false);
  useEffect(() => {
    setPassword('');
    setCodice('');
    setIscrizione(null);
    setMancante(false);
  }, [token]);

  const mostraQr = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!password) return setMancante(true);
    setMancante(false);
    try {
      setIscrizione(await otp.iscrivi({ token, password }));
    } catch (errore) {
      feedback.mostraErrore(errore);
    }
  };

  const conferma = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!codice.trim()) return setMancante(true);
    setMancante(false);
    try {
      const risposta = await otp.conferma({ token, code: codice.trim() });
      onHide();
      feedback.mostraMessaggio([risposta?.messaggio ?? t('ui.operazioneOk')], t('ui.info'));
    } catch (errore) {
      feedback.mostraErrore(errore);
    }
  };

  return (
    <Dialog header={t('otp.attivazione')} visible={!!token} onHide={onHide} modal style={{ width: 'min(28rem, 95vw)' }}>
      {!iscrizione ? (
        <form onSubmit={mostraQr} noValidate className="registro-form-colonna">
          <p className="m-0">{t('otp.inserisciPassword')}</p>
          <div className="registro-campo">
            <label htmlFor="otp-password">{t('login.password')}</label>
            <input id="otp-password" type="password" autoComplete="current-password" className={`p-inputtext p-component${mancante ? ' p-invalid' : ''}`} value={password} onChange={(e) => setPassword(e.target.value)} />
            {mancante && <small className="p-error">{t('validazione.obbligatorio', { campo: t('login.password') })}</small>}
          </div>
          <Button type="submit" label={t('otp.mostraQr')} icon="pi pi-qrcode" />
        </form>
      ) : (
        <form onSubmit={conferma} noValidate className="registro-form-colonna">
          <p className="m-0">{t('otp.scansiona', { username: iscrizione.username })}</p>
          <img src={iscrizione.qrCode} alt={t('otp.qrCode')} className="registro-qr" width={200} height={200} />
          <div className="registro-campo">
            <span className="font-semibold">{t('otp.segreto')}</span>
            <code className="registro-segreto" data-testid="otp-segreto">{iscrizione.secret}</code>
          </div>
          <div className="registro-campo">
            <label htmlFor="otp-codice">{t('otp.codice')}</label>
            <InputText id="otp-codice" value={codice} onChange={(e) => setCodice(e.target.value)} inputMode="numeric" autoComplete="one-time-code" invalid={mancante} />
            {mancante && <small className="p-error">{t('validazione.obbligatorio', { campo: t('otp.codice') })}</small>}
          </div>
          <Button type="submit" label={t('ui.conferma')} icon="pi pi-check" />
        </form>
      )}
    </Dialog>
  );
}
