import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { Controller, useForm } from 'react-hook-form';
import { InputText } from 'primereact/inputtext';
import { Dropdown } from 'primereact/dropdown';
import { Calendar } from 'primereact/calendar';
import { InputSwitch } from 'primereact/inputswitch';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import type { UtenteLista } from '@registro/contracts';
import { PageLayout, errorLines, useEditPage, PasswordField } from '@registro/web-ui';
import { useGruppiOptions } from './use-gruppi-opzioni';
import { saveBody, userFormFrom, newUserForm, type UserForm } from './user-form';

/** /users/edit/:id and /users/view/:id: the same user form (-1 = new), read-only on view. */
export function UserEditPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const solaLettura = pathname.startsWith('/users/view/');
  const gruppi = useGruppiOptions();
  const { nuovo, record, salva } = useEditPage<UtenteLista>({ risorsa: '/users', id, vuoto: {} as UtenteLista, dopoSalvataggio: () => navigate('/users') });
  const { register, control, handleSubmit, reset, formState } = useForm<UserForm>({ defaultValues: newUserForm() });

  useEffect(() => {
    if (nuovo) reset(newUserForm());
    else if (record.data) reset(userFormFrom(record.data));
  }, [nuovo, record.data, reset]);

  const obbligatorio = (campo: string) => ({ validate: (v: unknown) => (v !== null && v !== undefined && String(v).trim() !== '') || t('validazione.obbligatorio', { campo }) });
  const salvaUtente = handleSubmit((m) => salva.mutate(saveBody(m) as unknown as UtenteLista));
  const errore = (campo: keyof UserForm) => formState.errors[campo]?.message as string | undefined;
  const campoTesto = (campo: 'lastname' | 'firstname' | 'username' | 'email', etichetta: string, tipo = 'text') => (
    <div className="col-12 md:col-6 registro-campo mb-3">
      <label htmlFor={`utente-${campo}`}>{etichetta}</label>
      <InputText id={`utente-${campo}`} type={tipo} disabled={solaLettura} invalid={!!errore(campo)} {...register(campo, obbligatorio(etichetta))} />
      {errore(campo) && <small className="p-error">{errore(campo)}</small>}
    </div>
  );

  return (
    <PageLayout
      titolo={nuovo ? t('utenti.nuovo') : t('utenti.dettaglio')}
      onBack={() => navigate('/users')}
      onEdit={solaLettura && !nuovo ? () => navigate(`/users/edit/${id}`) : undefined}
      onSave={solaLettura ? undefined : () => void salvaUtente()}
      storico={nuovo || !id ? undefined : { sezione: 'users', idRisorsa: id }}
    >
      {record.isError && <Message severity="error" text={errorLines(record.error).join(' ')} />}
      {!record.isError && (
        <div className="registro-card">
          <form className="grid formgrid" noValidate onSubmit={salvaUtente}>
            {campoTesto('lastname', t('utenti.cognome'))}
            {campoTesto('firstname', t('utenti.nome'))}
            {campoTesto('username', t('utenti.username'))}
            {campoTesto('email', t('utenti.email'), 'email')}
            <div className="col-12 md:col-6 registro-campo mb-3">
              <label htmlFor="utente-idGruppo">{t('utenti.gruppo')}</label>
              <Controller
                name="idGruppo"
                control={control}
                rules={obbligatorio(t('utenti.gruppo'))}
                render={({ field }) => (
                  <Dropdown
                    inputId="utente-idGruppo"
                    value={field.value}
                    options={(gruppi.data ?? []).map((g) => ({ label: g.nome, value: g.id }))}
                    onChange={(e) => field.onChange(e.value)}
                    disabled={solaLettura}
                    invalid={!!errore('idGruppo')}
                    placeholder={t('utenti.selezionaGruppo')}
                  />
                )}
              />
              {errore('idGruppo') && <small className="p-error">{errore('idGruppo')}</small>}
            </div>
            <div className="col-12 md:col-6 registro-campo mb-3">
              <label htmlFor="utente-scadenzaUtenza">{t('utenti.scadenzaUtenza')}</label>
              <Controller
                name="scadenzaUtenza"
                control={control}
                render={({ field }) => (
                  <Calendar inputId="utente-scadenzaUtenza" value={field.value} onChange={(e) => field.onChange(e.value ?? null)} dateFormat="dd/mm/yy" showIcon showButtonBar disabled={solaLettura} />
                )}
              />
            </div>
            {!solaLettura && (
              <>
                <div className="col-12 md:col-6 mb-3">
                  <PasswordField id="utente-password" etichetta={t('login.password')} registrazione={register('password')} />
                </div>
                <div className="col-12 md:col-6 mb-3">
                  <PasswordField id="utente-verificaPassword" etichetta={t('password.verifica')} registrazione={register('verificaPassword')} />
                </div>
              </>
            )}
            <div className="col-12 md:col-6 registro-campo registro-campo-switch mb-3">
              <label htmlFor="utente-attivo">{t('utenti.attivo')}</label>
              <Controller name="attivo" control={control} render={({ field }) => <InputSwitch inputId="utente-attivo" checked={!!field.value} onChange={(e) => field.onChange(!!e.value)} disabled={solaLettura} />} />
            </div>
            <button type="submit" hidden />
          </form>
        </div>
      )}
    </PageLayout>
  );
}
