import { applyAppearance, THEME_LINK_ID, validSidebarStyle, validTheme, type ThemeCatalog } from './appearance';

const catalogo: ThemeCatalog = {
  'lara-light-blue': async () => '/assets/lara-light-blue.css',
  'saga-green': async () => '/assets/saga-green.css',
};

/** Applies the look and lets the theme's stylesheet "arrive" (jsdom loads no stylesheets by itself). */
async function applica(config: { theme: string; sidebarStyle: string }) {
  const fatto = applyAppearance(config as Parameters<typeof applyAppearance>[0], catalogo);
  await new Promise((r) => setTimeout(r, 0));
  document.getElementById(THEME_LINK_ID)?.dispatchEvent(new Event('load'));
  await fatto;
  return document.getElementById(THEME_LINK_ID) as HTMLLinkElement;
}

describe('theme and sidebar style from config.json (spec 3 §9)', () => {
  beforeEach(() => {
    document.head.innerHTML = '<meta charset="utf-8" /><style id="stili-app">body{}</style>';
    delete document.documentElement.dataset['sidebar'];
  });

  it('loads the configured PrimeReact theme before the app styles, so these still win', async () => {
    const link = await applica({ theme: 'saga-green', sidebarStyle: 'light' });
    expect(link.getAttribute('href')).toBe('/assets/saga-green.css');
    expect(link.rel).toBe('stylesheet');
    expect(link.nextElementSibling?.id).toBe('stili-app');
    expect(document.documentElement.dataset['tema']).toBe('saga-green');
  });

  it('falls back to the default theme for an unknown or missing name', async () => {
    expect((await applica({ theme: 'non-esiste', sidebarStyle: 'light' })).getAttribute('href')).toBe('/assets/lara-light-blue.css');
    expect(validTheme(undefined, catalogo)).toBe('lara-light-blue');
    expect(validTheme('toString', catalogo)).toBe('lara-light-blue');
  });

  it('switching theme reuses the one link', async () => {
    await applica({ theme: 'saga-green', sidebarStyle: 'light' });
    await applica({ theme: 'lara-light-blue', sidebarStyle: 'light' });
    expect(document.querySelectorAll(`#${THEME_LINK_ID}`)).toHaveLength(1);
    expect(document.getElementById(THEME_LINK_ID)?.getAttribute('href')).toBe('/assets/lara-light-blue.css');
  });

  it('sets the sidebar style on <html>: dark or light, light when unknown', async () => {
    await applica({ theme: 'lara-light-blue', sidebarStyle: 'dark' });
    expect(document.documentElement.dataset['sidebar']).toBe('dark');
    await applica({ theme: 'lara-light-blue', sidebarStyle: 'viola' });
    expect(document.documentElement.dataset['sidebar']).toBe('light');
    expect(validSidebarStyle(undefined)).toBe('light');
  });

  it('does not keep the app from starting when the stylesheet never arrives', async () => {
    jest.useFakeTimers();
    try {
      const fatto = applyAppearance({ theme: 'saga-green', sidebarStyle: 'light' }, catalogo);
      await jest.advanceTimersByTimeAsync(5000);
      await expect(fatto).resolves.toBeUndefined();
    } finally {
      jest.useRealTimers();
    }
  });
});
