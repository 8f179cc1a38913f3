import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './form-field.css';

interface FormFieldProps {
  /** the id of the input the label is for (omit for a control that is not an input) */
  id?: string;
  etichetta: string;
  /** the field's validation message, shown under it as an alert */
  errore?: string;
  /** a hint shown under the field when there is no error */
  nota?: string;
  /** a required field: its label carries an asterisk before the user tries to save */
  obbligatorio?: boolean;
  className?: string;
  children: ReactNode;
}

/** A form field: label (with an asterisk when required), control, then its error (or a hint). */
export function FormField({
  id,
  etichetta,
  errore,
  nota,
  obbligatorio = false,
  className,
  children,
}: FormFieldProps) {
  const { t } = useTranslation();
  return (
    <div
      className={className ? `registro-campo ${className}` : 'registro-campo'}
    >
      {/* the asterisk is drawn by CSS (::after), so the label's text stays the field's name */}
      <label htmlFor={id} className={obbligatorio ? 'registro-obbligatorio' : undefined} title={obbligatorio ? t('ui.campoObbligatorio') : undefined}>
        {etichetta}
      </label>
      {children}
      {errore ? (
        <small className="registro-errore-campo" role="alert">
          {errore}
        </small>
      ) : (
        nota && <small className="text-color-secondary">{nota}</small>
      )}
    </div>
  );
}
