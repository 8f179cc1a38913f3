import { useRef } from 'react';
import { Button } from 'primereact/button';
import { Menu } from 'primereact/menu';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { LINGUE } from '@registro/contracts';
import { changeLanguage, session } from '@registro/web-ui';

/**
 * it, en, hr, sv, tr (spec 1 §1); the choice also goes to the server as the language parameter.
 * A button with a popup menu, like the user menu beside it (the shell loads no dropdown for it).
 */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const menu = useRef<Menu>(null);
  const scegli = async (lingua: string) => {
    session.impostaLingua(lingua);
    await changeLanguage(lingua);
    await queryClient.invalidateQueries();
  };
  return (
    <>
      <Menu
        model={LINGUE.map((l) => ({ label: l.toUpperCase(), icon: l === i18n.language ? 'pi pi-check' : 'pi pi-fw', command: () => void scegli(l) }))}
        popup
        ref={menu}
        id="menu-lingua"
      />
      <Button
        className="registro-lingua p-button-outlined p-button-secondary"
        label={i18n.language.toUpperCase()}
        icon="pi pi-angle-down"
        iconPos="right"
        onClick={(e) => menu.current?.toggle(e)}
        aria-controls="menu-lingua"
        aria-haspopup
        aria-label={t('shell.lingua')}
      />
    </>
  );
}
