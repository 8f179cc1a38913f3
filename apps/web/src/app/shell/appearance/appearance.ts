import { DEFAULT_CONFIG, type AppConfig, type SidebarStyle } from '@registro/web-ui';

/** A theme's stylesheet URL, by PrimeReact theme name (`lara-light-blue` → its built theme.css). */
export type ThemeCatalog = Record<string, () => Promise<string>>;

export const THEME_LINK_ID = 'registro-tema';
const STILI_SIDEBAR: readonly SidebarStyle[] = ['light', 'dark'];
/** A stylesheet that does not arrive in time must not keep the app from starting. */
const ATTESA_MASSIMA_TEMA_MS = 5000;

/** The theme to load: the configured one when it exists, else the default. */
export function validTheme(nome: string | undefined, catalogo: ThemeCatalog): string {
  return nome && Object.prototype.hasOwnProperty.call(catalogo, nome) ? nome : DEFAULT_CONFIG.theme;
}

export function validSidebarStyle(stile: string | undefined): SidebarStyle {
  return (STILI_SIDEBAR as readonly string[]).includes(stile ?? '') ? (stile as SidebarStyle) : DEFAULT_CONFIG.sidebarStyle;
}

/**
 * Spec 3 §9: theme and sidebar style come from config.json, applied before the first render. The
 * theme's stylesheet goes first in <head>, so the app's own styles still win over it; the sidebar
 * style is `data-sidebar` on <html>, which styles.css reads. Resolves when the theme has loaded
 * (or failed, or taken too long).
 */
export async function applyAppearance(config: Pick<AppConfig, 'theme' | 'sidebarStyle'>, catalogo: ThemeCatalog, doc: Document = document): Promise<void> {
  doc.documentElement.dataset['sidebar'] = validSidebarStyle(config.sidebarStyle);
  const tema = validTheme(config.theme, catalogo);
  doc.documentElement.dataset['tema'] = tema;
  const href = await catalogo[tema]();
  let link = doc.getElementById(THEME_LINK_ID) as HTMLLinkElement | null;
  if (!link) {
    link = doc.createElement('link');
    link.id = THEME_LINK_ID;
    link.rel = 'stylesheet';
    const primoStile = doc.head.querySelector('link[rel="stylesheet"], style');
    doc.head.insertBefore(link, primoStile);
  }
  const caricato = new Promise<void>((resolve) => {
    const fine = () => resolve();
    link.addEventListener('load', fine, { once: true });
    link.addEventListener('error', fine, { once: true });
    setTimeout(fine, ATTESA_MASSIMA_TEMA_MS);
  });
  link.href = href;
  await caricato;
}
