import { useMemo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { VoceMenu } from '@registro/contracts';
import { useProfilo } from '@registro/web-ui';
import logo from '../../assets/registro-logo.svg';
import { itemPath, itemsWithPage } from './menu';
import { menuLabel } from './menu-label';
import { useContatoriScrivania } from './scrivania';

/** A section of the desk: a first-level entry of the group's menu and the pages it opens. */
interface SezioneScrivania {
  voce: VoceMenu;
  pagine: VoceMenu[];
}

/** The desk's shortcuts: the group's first-level entries (Home aside), each with the pages it opens. */
export function scorciatoie(menu: VoceMenu[]): SezioneScrivania[] {
  return menu
    .filter((v) => v.routeId !== 'home' && itemPath(v) !== '/home')
    .map((voce) => ({ voce, pagine: itemsWithPage([voce]) }))
    .filter((s) => s.pagine.length > 0);
}

/**
 * Home: the logo (spec 1: "/home | blank page with a logo") and below it the user's desk (issue 25):
 * what waits for the user (the counters their group may see, each a link to the filtered list) and
 * a shortcut to every page of the group's menu, grouped by first-level entry.
 */
export function HomePage() {
  const { t } = useTranslation();
  const profilo = useProfilo();
  const sezioni = useMemo(() => scorciatoie(profilo.data?.gruppo?.menuGruppo ?? []), [profilo.data]);
  const contatori = useContatoriScrivania(profilo.data?.gruppo?.permessi);
  return (
    <div className="registro-home">
      <div className="registro-home-logo">
        <img src={logo} alt="Registro" width={96} height={96} />
        <span className="registro-home-nome">Registro</span>
      </div>
      {contatori.length > 0 && (
        <section className="registro-scrivania" aria-label={t('home.daFare')}>
          <h2>{t('home.daFare')}</h2>
          <ul>
            {contatori.map((c) => (
              <li key={c.chiave}>
                <Link to={c.link} className="registro-scorciatoia registro-contatore">
                  <strong>{c.numero ?? '…'}</strong>
                  <span>{t(c.etichetta)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {sezioni.length > 0 && (
        <nav className="registro-scrivania" aria-label={t('home.scorciatoie')}>
          <h2>{t('home.scorciatoie')}</h2>
          {sezioni.map(({ voce, pagine }) => (
            <section key={voce.routeId} className="registro-scrivania-sezione" aria-label={menuLabel(t, voce)}>
              {pagine.length > 1 || pagine[0] !== voce ? <h3>{menuLabel(t, voce)}</h3> : null}
              <ul>
                {pagine.map((p) => (
                  <li key={p.routeId}>
                    <Link to={itemPath(p) ?? '/home'} className="registro-scorciatoia">
                      {p.iconCls ? <i className={p.iconCls} aria-hidden /> : null}
                      <span>{menuLabel(t, p)}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </nav>
      )}
    </div>
  );
}
