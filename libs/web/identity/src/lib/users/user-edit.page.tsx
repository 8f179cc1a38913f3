import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { Controller, useForm } from 'react-hook-form';
import { InputText } from 'primereact/inputtext';
import { Dropdown } from 'primereact/dropdown';
import { InputSwitch } from 'primereact/inputswitch';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import type { UtenteLista } from '@registro/contracts';
import { DayField, FormField, PageLayout, errorLines, useEditPage, useRegolaGiorno, PasswordField } from '@registro/web-ui';
import { useGruppiOptions } from './use-gruppi-opzioni';
import { erroreUsername, saveBody, userFormFrom, newUserForm, type UserForm } from './user-form';

/** /users/edit/:id and /users/view/:id: the same user form (-1 = new), read-only on view. */
export function UserEditPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const solaLettura = pathname.startsWith('/users/view/');
  const gruppi = useGruppiOptions();
  const { nuovo, record, salva } = useEditPage<UtenteLista>({ risorsa: '/users', id, vuoto: {} as UtenteLista, dopoSalvataggio: () => navigate('/users') });
  const { register, control, handleSubmit, reset, setFocus, formState } = useForm<UserForm>({ defaultValues: newUserForm() });

  const { isDirty } = formState;
  /** what the form was filled from (a new form's id, or the loaded record): filled once, never over what the user typed */
  const origine = useRef<unknown>(undefined);
  useEffect(() => {
    const da = nuovo ? `nuovo:${id}` : record.data;
    if (!da || da === origine.current) return;
    if (nuovo) {
      // the form starts empty (defaultValues): only another page's values are cleared, never what was typed here
      if (origine.current !== undefined) reset(newUserForm());
      origine.current = da;
    } else if (record.data && !isDirty) {
      reset(userFormFrom(record.data));
      origine.current = da;
    }
  }, [nuovo, id, record.data, isDirty, reset]);

  // a new user starts at its first field: the keyboard is where the typing begins
  useEffect(() => {
    if (nuovo) setFocus('lastname');
  }, [nuovo, id, setFocus]);

  const obbligatorio = (campo: string) => ({ validate: (v: unknown) => (v !== null && v !== undefined && String(v).trim() !== '') || t('validazione.obbligatorio', { campo }) });
  const regolaScadenza = useRegolaGiorno();
  /** required, and only the characters a username may have (the server's rule) */
  const regolaUsername = (etichetta: string) => ({
    validate: (v: unknown) => {
      const richiesto = obbligatorio(etichetta).validate(v);
      const chiave = erroreUsername(String(v ?? ''));
      return richiesto !== true ? richiesto : chiave ? t(chiave) : true;
    },
  });
  const regola = (campo: 'lastname' | 'firstname' | 'username' | 'email', etichetta: string) => (campo === 'username' ? regolaUsername(etichetta) : obbligatorio(etichetta));
  const salvaUtente = handleSubmit((m) => salva.mutate(saveBody(m) as unknown as UtenteLista));
  const errore = (campo: keyof UserForm) => formState.errors[campo]?.message as string | undefined;
  // required fields carry their asterisk before the user tries to save (not on the read-only view)
  const campoTesto = (campo: 'lastname' | 'firstname' | 'username' | 'email', etichetta: string, tipo = 'text') => (
    <FormField id={`utente-${campo}`} etichetta={etichetta} errore={errore(campo)} obbligatorio={!solaLettura} className="col-12 md:col-6 mb-3">
      <InputText id={`utente-${campo}`} type={tipo} disabled={solaLettura} invalid={!!errore(campo)} {...register(campo, regola(campo, etichetta))} />
    </FormField>
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
            <FormField id="utente-idGruppo" etichetta={t('utenti.gruppo')} errore={errore('idGruppo')} obbligatorio={!solaLettura} className="col-12 md:col-6 mb-3">
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
            </FormField>
            <div className="col-12 md:col-6 registro-campo mb-3">
              <label htmlFor="utente-scadenzaUtenza">{t('utenti.scadenzaUtenza')}</label>
              <Controller
                name="scadenzaUtenza"
                control={control}
                rules={regolaScadenza}
                render={({ field }) => (
                  <DayField inputId="utente-scadenzaUtenza" value={field.value} onChange={field.onChange} onBlur={field.onBlur} disabled={solaLettura} invalid={!!errore('scadenzaUtenza')} />
                )}
              />
              {errore('scadenzaUtenza') && <small className="p-error">{errore('scadenzaUtenza')}</small>}
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
