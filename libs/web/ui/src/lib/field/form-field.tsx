import type { ReactNode } from 'react';
import './form-field.css';

interface FormFieldProps {
  /** the id of the input the label is for (omit for a control that is not an input) */
  id?: string;
  etichetta: string;
  /** the field's validation message, shown under it as an alert */
  errore?: string;
  /** a hint shown under the field when there is no error */
  nota?: string;
  className?: string;
  children: ReactNode;
}

/** A form field: label, control, then its error (or a hint). */
export function FormField({
  id,
  etichetta,
  errore,
  nota,
  className,
  children,
}: FormFieldProps) {
  return (
    <div
      className={className ? `registro-campo ${className}` : 'registro-campo'}
    >
      <label htmlFor={id}>{etichetta}</label>
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
