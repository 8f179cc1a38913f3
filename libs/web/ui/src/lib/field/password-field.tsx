import type { UseFormRegisterReturn } from 'react-hook-form';

interface PasswordFieldProps {
  id: string;
  etichetta: string;
  errore?: string;
  registrazione: UseFormRegisterReturn;
  autoComplete?: string;
}

export function PasswordField({ id, etichetta, errore, registrazione, autoComplete = 'new-password' }: PasswordFieldProps) {
  return (
    <div className="registro-campo">
      <label htmlFor={id}>{etichetta}</label>
      <input id={id} type="password" autoComplete={autoComplete} className={`p-inputtext p-component${errore ? ' p-invalid' : ''}`} {...registrazione} />
      {errore && <small className="p-error">{errore}</small>}
    </div>
  );
}
