import { useEffect, useRef, useState } from 'react';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useTranslation } from 'react-i18next';
import type { RispostaToken } from '@registro/contracts';
import { useFeedback } from '@registro/web-ui';
import { requestOtpToken } from './use-login';

/** Spec 1 §9: the OTP input gets focus 500 ms after the modal opens. */
export const OTP_FOCUS_DELAY_MS = 500;

interface OtpDialogProps {
  visible: boolean;
  username: string;
  onHide: () => void;
  onEntrato: (risposta: RispostaToken) => void;
}

export function OtpDialog({ visible, username, onHide, onEntrato }: OtpDialogProps) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const input = useRef<HTMLInputElement>(null);
  const [codice, setCodice] = useState('');
  const [errore, setErrore] = useState(false);

  useEffect(() => {
    if (!visible) return;
    setCodice('');
    setErrore(false);
    const timer = setTimeout(() => input.current?.focus(), OTP_FOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [visible]);

  const conferma = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!codice.trim()) {
      setErrore(true);
      return;
    }
    try {
      onEntrato(await requestOtpToken(username, codice.trim()));
    } catch (err) {
      feedback.mostraErrore(err);
    }
  };

  return (
    <Dialog header={t('otp.titolo')} visible={visible} onHide={onHide} modal style={{ width: 'min(24rem, 95vw)' }}>
      <form onSubmit={conferma} noValidate className="registro-form-colonna">
        <div className="registro-campo">
          <label htmlFor="secondFactor">{t('otp.codice')}</label>
          <InputText id="secondFactor" ref={input} value={codice} onChange={(e) => setCodice(e.target.value)} inputMode="numeric" autoComplete="one-time-code" invalid={errore} />
          {errore && <small className="p-error">{t('validazione.obbligatorio', { campo: t('otp.codice') })}</small>}
        </div>
        <Button type="submit" label={t('login.accedi')} icon="pi pi-sign-in" />
      </form>
    </Dialog>
  );
}
