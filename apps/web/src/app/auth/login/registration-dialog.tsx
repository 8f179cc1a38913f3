import { useForm } from 'react-hook-form';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@registro/web-ui';
import { useRegistrazione } from './use-account';

interface DatiRegistrazione {
  firstname: string;
  lastname: string;
  email: string;
  username: string;
  comune: string;
  indirizzo: string;
  civico: string;
  cap: string;
}

/** Field name → label key, in display order; every one is required (spec 1 §5). */
const CAMPI: [keyof DatiRegistrazione, string, string?][] = [
  ['firstname', 'registrazione.nome'],
  ['lastname', 'registrazione.cognome'],
  ['email', 'registrazione.email', 'email'],
  ['username', 'registrazione.username'],
  ['comune', 'registrazione.comune'],
  ['indirizzo', 'registrazione.indirizzo'],
  ['civico', 'registrazione.civico'],
  ['cap', 'registrazione.cap'],
];

/** Self-registration: POST /api/registration with utenteBean and the address. */
export function RegistrationDialog({ visible, onHide }: { visible: boolean; onHide: () => void }) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const registra = useRegistrazione();
  const { register, handleSubmit, reset, formState } = useForm<DatiRegistrazione>();

  const invia = handleSubmit(async ({ firstname, lastname, email, username, ...indirizzo }) => {
    try {
      await registra({ utenteBean: { username, firstname, lastname, email }, ...indirizzo });
      feedback.successo(t('registrazione.creata'));
      reset();
      onHide();
    } catch (errore) {
      feedback.mostraErrore(errore);
    }
  });

  return (
    <Dialog header={t('login.registrazione')} visible={visible} onHide={onHide} modal style={{ width: 'min(36rem, 95vw)' }}>
      <form onSubmit={invia} noValidate className="grid formgrid">
        {CAMPI.map(([nome, etichetta, tipo]) => {
          const errore = formState.errors[nome]?.message;
          return (
            <div key={nome} className="col-12 md:col-6 registro-campo mb-2">
              <label htmlFor={`reg-${nome}`}>{t(etichetta)}</label>
              <InputText id={`reg-${nome}`} type={tipo ?? 'text'} invalid={!!errore} {...register(nome, { validate: (v) => !!v?.trim() || t('validazione.obbligatorio', { campo: t(etichetta) }) })} />
              {errore && <small className="p-error">{errore}</small>}
            </div>
          );
        })}
        <div className="col-12 flex justify-content-end">
          <Button type="submit" label={t('ui.conferma')} icon="pi pi-user-plus" loading={formState.isSubmitting} />
        </div>
      </form>
    </Dialog>
  );
}
