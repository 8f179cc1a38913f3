import { useState } from 'react';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@registro/web-ui';
import { useResetPassword } from './use-account';

/** Asks for an e-mail; the server's answer is shown in an INFO dialog. */
export function ResetPasswordDialog({ visible, onHide }: { visible: boolean; onHide: () => void }) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const resetPassword = useResetPassword();
  const [email, setEmail] = useState('');
  const [errore, setErrore] = useState<string | null>(null);

  const conferma = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!email.trim()) {
      setErrore(t('reset.emailObbligatoria'));
      return;
    }
    try {
      const risposta = await resetPassword(email.trim());
      onHide();
      feedback.mostraMessaggio([risposta?.messaggio ?? t('ui.operazioneOk')], t('ui.info'));
    } catch (err) {
      feedback.mostraErrore(err);
    }
  };

  return (
    <Dialog header={t('login.resetPassword')} visible={visible} onHide={onHide} modal style={{ width: 'min(26rem, 95vw)' }}>
      <form onSubmit={conferma} noValidate className="registro-form-colonna">
        <div className="registro-campo">
          <label htmlFor="email-reset">{t('reset.email')}</label>
          <InputText id="email-reset" type="email" value={email} onChange={(e) => setEmail(e.target.value)} invalid={!!errore} />
          {errore && <small className="p-error">{errore}</small>}
        </div>
        <Button type="submit" label={t('ui.conferma')} icon="pi pi-envelope" />
      </form>
    </Dialog>
  );
}
