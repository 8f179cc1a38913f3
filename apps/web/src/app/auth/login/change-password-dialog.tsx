import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { useFeedback, PasswordField } from '@registro/web-ui';
import { useCambiaPassword } from './use-account';

interface CambioPassword {
  oldPassword: string;
  newPassword: string;
  verificaPassword: string;
}

const VUOTO: CambioPassword = { oldPassword: '', newPassword: '', verificaPassword: '' };

interface ChangePasswordDialogProps {
  visible: boolean;
  onHide: () => void;
  /** e.g. "Password Scaduta"; Cambia Password by default */
  titolo?: string;
  /** set at sign-in (expired or temporary password): the call then carries the username */
  username?: string;
}

/** Old, new and verify password, all required. */
export function ChangePasswordDialog({ visible, onHide, titolo, username }: ChangePasswordDialogProps) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const cambiaPassword = useCambiaPassword();
  const { register, handleSubmit, reset, formState } = useForm<CambioPassword>({ defaultValues: VUOTO });
  useEffect(() => {
    if (visible) reset(VUOTO);
  }, [visible, reset]);
  const obbligatorio = (campo: string) => ({ required: t('validazione.obbligatorio', { campo }) });

  const conferma = handleSubmit(async (valori) => {
    try {
      await cambiaPassword({ valori, username });
      feedback.successo(t('ui.operazioneOk'));
      onHide();
    } catch (errore) {
      feedback.mostraErrore(errore);
    }
  });

  return (
    <Dialog header={titolo ?? t('shell.cambiaPassword')} visible={visible} onHide={onHide} modal style={{ width: 'min(28rem, 95vw)' }}>
      <form onSubmit={conferma} noValidate className="registro-form-colonna">
        <PasswordField id="oldPassword" etichetta={t('password.vecchia')} errore={formState.errors.oldPassword?.message} registrazione={register('oldPassword', obbligatorio(t('password.vecchia')))} autoComplete="current-password" />
        <PasswordField id="newPassword" etichetta={t('password.nuova')} errore={formState.errors.newPassword?.message} registrazione={register('newPassword', obbligatorio(t('password.nuova')))} />
        <PasswordField id="verificaPassword" etichetta={t('password.verifica')} errore={formState.errors.verificaPassword?.message} registrazione={register('verificaPassword', obbligatorio(t('password.verifica')))} />
        <Button type="submit" label={t('ui.conferma')} icon="pi pi-check" loading={formState.isSubmitting} />
      </form>
    </Dialog>
  );
}
