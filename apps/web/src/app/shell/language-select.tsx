import { Dropdown } from 'primereact/dropdown';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { LINGUE } from '@registro/contracts';
import { changeLanguage, session } from '@registro/web-ui';

/** it, en, hr, sv, tr (spec 1 §1); the choice also goes to the server as the language parameter. */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <Dropdown
      value={i18n.language}
      options={LINGUE.map((l) => ({ value: l, label: l.toUpperCase() }))}
      onChange={async (e) => {
        session.impostaLingua(e.value);
        await changeLanguage(e.value);
        await queryClient.invalidateQueries();
      }}
      aria-label={t('shell.lingua')}
      className="registro-lingua"
    />
  );
}
