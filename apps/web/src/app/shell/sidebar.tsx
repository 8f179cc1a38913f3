import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { VoceMenu } from '@registro/contracts';
import { useAppConfig } from '@registro/web-ui';
import { offeredMenu, openGroups } from './menu';
import { SidebarItem } from './sidebar-item';

/**
 * The sidebar built from the group's menu; groups holding the current route open by themselves.
 * The "Demo" group shows only where config.json says `demo: true` (not in production).
 */
export function Sidebar({ menu: menuGruppo }: { menu: VoceMenu[] }) {
  const { t } = useTranslation();
  const { demo } = useAppConfig();
  const menu = useMemo(() => offeredMenu(menuGruppo, demo), [menuGruppo, demo]);
  const { pathname } = useLocation();
  const [aperti, setAperti] = useState<Set<string>>(() => new Set(openGroups(menu, pathname)));

  useEffect(() => {
    setAperti((attuali) => new Set([...attuali, ...openGroups(menu, pathname)]));
  }, [menu, pathname]);

  const alterna = (routeId: string) =>
    setAperti((attuali) => {
      const nuovi = new Set(attuali);
      if (nuovi.has(routeId)) nuovi.delete(routeId);
      else nuovi.add(routeId);
      return nuovi;
    });

  return (
    <nav id="registro-sidebar" className="registro-sidebar" aria-label={t('shell.menu')}>
      <ul className="registro-menu">
        {menu.map((voce) => (
          <SidebarItem key={voce.routeId} voce={voce} pathname={pathname} aperti={aperti} alterna={alterna} livello={0} />
        ))}
      </ul>
    </nav>
  );
}
