import { useForm } from 'react-hook-form';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { useFeedback, PasswordField } from '@registro/web-ui';
import { useNuovaPassword } from './use-account';

interface NuovaPassword {
  newPassword: string;
  verificaPassword: string;
}

/** The reset link's page (?resetPassword=<token>): new password twice, PUT /api/users/resetpassword/conferma. */
export function NuovaPasswordDialog({ token, onHide }: { token: string | null; onHide: () => void }) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const nuovaPassword = useNuovaPassword();
  const { register, handleSubmit, formState } = useForm<NuovaPassword>({ defaultValues: { newPassword: '', verificaPassword: '' } });
  const obbligatorio = (campo: string) => ({ required: t('validazione.obbligatorio', { campo }) });
  const conferma = handleSubmit(async (valori) => {
    try {
      const risposta = await nuovaPassword({ token, ...valori });
      onHide();
      feedback.mostraMessaggio([risposta?.messaggio ?? t('ui.operazioneOk')], t('ui.info'));
    } catch (errore) {
      feedback.mostraErrore(errore);
    }
  });
  return (
    <Dialog header={t('reset.nuovaPassword')} visible={!!token} onHide={onHide} modal style={{ width: 'min(28rem, 95vw)' }}>
      <form onSubmit={conferma} noValidate className="registro-form-colonna">
        <PasswordField id="reset-newPassword" etichetta={t('password.nuova')} errore={formState.errors.newPassword?.message} registrazione={register('newPassword', obbligatorio(t('password.nuova')))} />
        <PasswordField id="reset-verificaPassword" etichetta={t('password.verifica')} errore={formState.errors.verificaPassword?.message} registrazione={register('verificaPassword', obbligatorio(t('password.verifica')))} />
        <Button type="submit" label={t('ui.conferma')} icon="pi pi-check" loading={formState.isSubmitting} />
      </form>
    </Dialog>
  );
}
