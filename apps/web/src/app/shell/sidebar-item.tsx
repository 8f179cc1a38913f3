import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { VoceMenu } from '@registro/contracts';
import { submenuHeight, pathMatches, itemPath } from './menu';
import { menuLabel } from './menu-label';

interface SidebarItemProps {
  voce: VoceMenu;
  pathname: string;
  aperti: ReadonlySet<string>;
  alterna: (routeId: string) => void;
  livello: number;
}

function Etichetta({ voce }: { voce: VoceMenu }) {
  const { t } = useTranslation();
  return (
    <>
      {voce.iconCls && <i className={`${voce.iconCls} registro-menu-icona`} aria-hidden />}
      <span className="registro-menu-testo">{menuLabel(t, voce)}</span>
      {voce.badge && <span className="registro-menu-badge">{voce.badge}</span>}
    </>
  );
}

/** One sidebar entry: a link, or a group whose submenu opens to 42 px per child. */
export function SidebarItem({ voce, pathname, aperti, alterna, livello }: SidebarItemProps) {
  const percorso = itemPath(voce);
  const stile = { paddingLeft: `${0.75 + livello * 1}rem` };
  if (!voce.children?.length) {
    return (
      <li>
        <NavLink
          to={percorso ?? '#'}
          className={() => `registro-menu-voce${pathMatches(percorso, pathname) ? ' attiva' : ''}`}
          style={stile}
        >
          <Etichetta voce={voce} />
        </NavLink>
      </li>
    );
  }
  const aperto = aperti.has(voce.routeId);
  return (
    <li>
      <button
        type="button"
        className="registro-menu-voce registro-menu-gruppo"
        style={stile}
        aria-expanded={aperto}
        onClick={() => alterna(voce.routeId)}
      >
        <Etichetta voce={voce} />
        <i className={`pi ${aperto ? 'pi-chevron-down' : 'pi-chevron-right'} registro-menu-freccia`} aria-hidden />
      </button>
      <ul
        className="registro-sottomenu"
        data-testid={`sottomenu-${voce.routeId}`}
        style={{ height: aperto ? `${submenuHeight(voce, aperti)}px` : '0px' }}
        aria-hidden={!aperto}
      >
        {voce.children.map((figlio) => (
          <SidebarItem key={figlio.routeId} voce={figlio} pathname={pathname} aperti={aperti} alterna={alterna} livello={livello + 1} />
        ))}
      </ul>
    </li>
  );
}
