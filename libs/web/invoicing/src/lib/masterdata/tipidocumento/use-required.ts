import { useTranslation } from 'react-i18next';

/** The react-hook-form rule "filled in", with the message 'Il campo {campo} è obbligatorio'. */
export function useRequired() {
  const { t } = useTranslation();
  return (campo: string) => ({
    validate: (v: unknown) => (v !== null && v !== undefined && String(v).trim() !== '') || t('validazione.obbligatorio', { campo }),
  });
}
