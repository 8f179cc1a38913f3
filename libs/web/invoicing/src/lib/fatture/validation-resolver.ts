import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** The messages of a pure check, by field; a missing or empty message means the field is valid. */
export type MessaggiCampi<T> = Partial<Record<keyof T, string | undefined>>;

/**
 * A pure check as react-hook-form's resolver, so a form validates with the very rules its unit
 * tests cover. The check runs on the current values and returns the message of each invalid field
 * (or its i18n key, with `traduci`).
 */
export function resolverFrom<T extends FieldValues>(messaggi: (valori: T) => MessaggiCampi<T>, traduci: (messaggio: string) => string = (m) => m): Resolver<T> {
  return (valori) => {
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [campo, messaggio] of Object.entries(messaggi(valori))) {
      if (messaggio) errors[campo] = { type: 'validate', message: traduci(messaggio) };
    }
    return Object.keys(errors).length ? { values: {}, errors: errors as FieldErrors<T> } : { values: valori, errors: {} };
  };
}
