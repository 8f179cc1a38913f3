import { useTranslation } from 'react-i18next';

/**
 * The first stop of the keyboard on every page: "Vai al contenuto" (shown when it has the focus)
 * takes the focus past the top bar and the sidebar to the page itself.
 */
export function SkipToContent({ destinazione }: { destinazione: string }) {
  const { t } = useTranslation();
  return (
    <a
      href={`#${destinazione}`}
      className="registro-salta"
      onClick={(e) => {
        // the focus moves, the address stays as it is
        e.preventDefault();
        document.getElementById(destinazione)?.focus();
      }}
    >
      {t('shell.vaiAlContenuto')}
    </a>
  );
}
