import { useForm } from 'react-hook-form';
import { InputText } from 'primereact/inputtext';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import type { Credentials } from './use-login';

interface LoginFormProps {
  onAccedi: (credenziali: Credentials) => Promise<void>;
}

/** Username and password, both required, and the Accedi button. */
export function LoginForm({ onAccedi }: LoginFormProps) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Credentials>({ defaultValues: { username: '', password: '' } });
  return (
    <form onSubmit={handleSubmit(onAccedi)} className="registro-login-form" noValidate>
      <div className="registro-campo">
        <label htmlFor="username">{t('login.username')}</label>
        <InputText
          id="username"
          autoComplete="username"
          autoFocus
          invalid={!!errors.username}
          {...register('username', { required: t('validazione.obbligatorio', { campo: t('login.username') }) })}
        />
        {errors.username && <small className="p-error">{errors.username.message}</small>}
      </div>
      <div className="registro-campo">
        <label htmlFor="password">{t('login.password')}</label>
        <input
          id="password"
          type="password"
          autoComplete="current-password"
          className={`p-inputtext p-component${errors.password ? ' p-invalid' : ''}`}
          {...register('password', { required: t('validazione.obbligatorio', { campo: t('login.password') }) })}
        />
        {errors.password && <small className="p-error">{errors.password.message}</small>}
      </div>
      <Button type="submit" label={t('login.accedi')} icon="pi pi-sign-in" loading={isSubmitting} className="w-full" />
    </form>
  );
}

