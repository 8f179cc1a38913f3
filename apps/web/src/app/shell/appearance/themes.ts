import type { ThemeCatalog } from './appearance';

/**
 * Every PrimeReact theme the build knows: Vite builds each theme.css (with its fonts) as a file of
 * its own and this map gives its URL on demand, so only the configured theme is ever fetched.
 */
const FILE_TEMI = import.meta.glob<string>('../../../../../../node_modules/primereact/resources/themes/*/theme.css', { query: '?url', import: 'default' });

export const THEMES: ThemeCatalog = Object.fromEntries(
  Object.entries(FILE_TEMI).map(([percorso, url]) => [percorso.split('/').at(-2) as string, url]),
);
