import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Controller, useForm } from 'react-hook-form';
import { InputText } from 'primereact/inputtext';
import { Dropdown } from 'primereact/dropdown';
import { useTranslation } from 'react-i18next';
import { PageLayout } from '@registro/web-ui';
import { useEditableProfile, useSaveProfile, type Indirizzo, type EditableProfile } from './use-editable-profile';

const CAMPI_INDIRIZZO: (keyof Indirizzo)[] = ['indirizzo', 'civico', 'provincia', 'comune', 'frazione', 'cap'];

interface ModuloProfilo extends Omit<EditableProfile, 'latitudine' | 'longitudine'> {
  latitudine: string;
  longitudine: string;
}

function modulo(p: EditableProfile): ModuloProfilo {
  const indirizzo = (i?: Indirizzo) => Object.fromEntries(CAMPI_INDIRIZZO.map((c) => [c, i?.[c] ?? ''])) as Indirizzo;
  return {
    ...p,
    cellulare: p.cellulare ?? '',
    email: p.email ?? '',
    cognome: p.cognome ?? '',
    nome: p.nome ?? '',
    identificativo: p.identificativo ?? '',
    domicilio: indirizzo(p.domicilio),
    residenza: indirizzo(p.residenza),
    latitudine: p.latitudine === null || p.latitudine === undefined ? '' : String(p.latitudine),
    longitudine: p.longitudine === null || p.longitudine === undefined ? '' : String(p.longitudine),
  };
}

/** /profilo/edit/:id — the user's own profile; PUT /api/profilo, then back to the view. */
export function ProfileEditPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const { profilo, caricamento } = useEditableProfile();
  const { register, control, handleSubmit, reset } = useForm<ModuloProfilo>({ defaultValues: modulo({}) });
  useEffect(() => {
    if (!caricamento) reset(modulo(profilo));
  }, [caricamento, reset]);

  const vista = `/profilo/view/${profilo.id ?? id}`;
  const salva = useSaveProfile<ModuloProfilo>(() => navigate(vista));
  const invia = handleSubmit((valori) => salva.mutate(valori));

  const testo = (nome: Parameters<typeof register>[0], etichetta: string, tipo = 'text') => (
    <div className="col-12 md:col-4 registro-campo mb-3">
      <label htmlFor={`profilo-${nome}`}>{etichetta}</label>
      <InputText id={`profilo-${nome}`} type={tipo} {...register(nome)} />
    </div>
  );

  return (
    <PageLayout titolo={t('profilo.modifica')} onBack={() => navigate(vista)} onSave={() => void invia()}>
      <form className="registro-card" noValidate onSubmit={invia}>
        <div className="grid formgrid">
          <div className="col-12 md:col-4 registro-campo mb-3">
            <label htmlFor="profilo-username">{t('profilo.username')}</label>
            <InputText id="profilo-username" value={profilo.username ?? ''} disabled />
          </div>
          {testo('cellulare', t('profilo.cellulare'), 'tel')}
          {testo('email', t('profilo.email'), 'email')}
        </div>
        <h2 className="registro-sezione">{t('profilo.anagrafica')}</h2>
        <div className="grid formgrid">
          {testo('cognome', t('profilo.cognome'))}
          {testo('nome', t('profilo.nome'))}
          <div className="col-12 md:col-4 registro-campo mb-3">
            <label htmlFor="profilo-tipoIdentificativo">{t('profilo.tipoIdentificativo')}</label>
            <Controller
              name="tipoIdentificativo"
              control={control}
              render={({ field }) => (
                <Dropdown
                  inputId="profilo-tipoIdentificativo"
                  value={field.value ?? null}
                  onChange={(e) => field.onChange(e.value)}
                  showClear
                  options={[
                    { value: 'CI', label: t('profilo.tipoCI') },
                    { value: 'CF', label: t('profilo.tipoCF') },
                    { value: 'PS', label: t('profilo.tipoPS') },
                  ]}
                />
              )}
            />
          </div>
          {testo('identificativo', t('profilo.identificativo'))}
        </div>
        {(['domicilio', 'residenza'] as const).map((blocco) => (
          <div key={blocco}>
            <h2 className="registro-sezione">{t(`profilo.${blocco}`)}</h2>
            <div className="grid formgrid">{CAMPI_INDIRIZZO.map((c) => testo(`${blocco}.${c}`, t(`profilo.${c}`)))}</div>
          </div>
        ))}
        <div className="grid formgrid">
          {testo('latitudine', t('profilo.latitudine'))}
          {testo('longitudine', t('profilo.longitudine'))}
        </div>
        <button type="submit" hidden />
      </form>
    </PageLayout>
  );
}
