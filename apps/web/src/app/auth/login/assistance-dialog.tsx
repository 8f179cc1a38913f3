import { useMemo, useState } from 'react';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '@registro/web-ui';

function nuovaDomanda() {
  const a = 1 + Math.floor(Math.random() * 9);
  const b = 1 + Math.floor(Math.random() * 9);
  return { a, b, risultato: a + b };
}

/** Richiedi Assistenza: a small captcha, then the support e-mail and phone. */
export function AssistanceDialog({ visible, onHide }: { visible: boolean; onHide: () => void }) {
  const { t } = useTranslation();
  const { contattiAssistenza } = useAppConfig();
  const domanda = useMemo(nuovaDomanda, [visible]);
  const [risposta, setRisposta] = useState('');
  const [superato, setSuperato] = useState(false);
  const [errore, setErrore] = useState(false);

  const chiudi = () => {
    setRisposta('');
    setSuperato(false);
    setErrore(false);
    onHide();
  };

  return (
    <Dialog header={t('login.assistenza')} visible={visible} onHide={chiudi} modal style={{ width: 'min(26rem, 95vw)' }}>
      {superato ? (
        <dl className="registro-contatti">
          <dt>{t('assistenza.email')}</dt>
          <dd>
            <a href={`mailto:${contattiAssistenza.email}`}>{contattiAssistenza.email}</a>
          </dd>
          <dt>{t('assistenza.telefono')}</dt>
          <dd>
            <a href={`tel:${contattiAssistenza.telefono}`}>{contattiAssistenza.telefono}</a>
          </dd>
        </dl>
      ) : (
        <form
          noValidate
          className="registro-form-colonna"
          onSubmit={(e) => {
            e.preventDefault();
            const ok = Number(risposta) === domanda.risultato;
            setSuperato(ok);
            setErrore(!ok);
          }}
        >
          <div className="registro-campo">
            <label htmlFor="captcha">{t('assistenza.captcha', { a: domanda.a, b: domanda.b })}</label>
            <InputText id="captcha" value={risposta} onChange={(e) => setRisposta(e.target.value)} inputMode="numeric" invalid={errore} />
            {errore && <small className="p-error">{t('assistenza.captchaErrato')}</small>}
          </div>
          <Button type="submit" label={t('ui.conferma')} icon="pi pi-check" />
        </form>
      )}
    </Dialog>
  );
}
