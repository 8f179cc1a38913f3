import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LINGUE, LINGUA_PREDEFINITA, type Lingua } from '@registro/contracts';
import { api } from '../api/api-client';
import { setPrimeLocale } from './prime-locale';

type Testi = Record<string, string>;

/**
 * The translations bundled with the app, the fallback when GET /api/traduora does not answer: each
 * language a chunk of its own, Italian (the fallback) loaded with the chosen one before the first
 * render, alongside config.json; none is in the first load.
 */
const BUNDLED_TRANSLATIONS: Record<Lingua, () => Promise<Testi>> = {
  it: () => import('@registro/contracts/i18n/it.json').then((m) => m.default),
  en: () => import('@registro/contracts/i18n/en.json').then((m) => m.default),
  hr: () => import('@registro/contracts/i18n/hr.json').then((m) => m.default),
  sv: () => import('@registro/contracts/i18n/sv.json').then((m) => m.default),
  tr: () => import('@registro/contracts/i18n/tr.json').then((m) => m.default),
};

export function validLanguage(lingua: string | null | undefined): Lingua {
  return (LINGUE as readonly string[]).includes(lingua ?? '') ? (lingua as Lingua) : LINGUA_PREDEFINITA;
}

/**
 * Flat keys ("login.accedi"), Italian as the fallback for missing keys. The app starts without
 * texts and awaits `loadLanguage`; tests hand the dictionaries over (`{ it }`) to have them at once.
 */
export function createI18n(lingua: string = LINGUA_PREDEFINITA, testi: Partial<Record<Lingua, Testi>> = {}): i18n {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      lng: validLanguage(lingua),
      fallbackLng: LINGUA_PREDEFINITA,
      supportedLngs: [...LINGUE],
      keySeparator: false,
      nsSeparator: false,
      interpolation: { escapeValue: false },
      resources: Object.fromEntries(Object.entries(testi).map(([l, t]) => [l, { translation: t }])),
      initAsync: false,
    });
  }
  setPrimeLocale(i18next.language);
  return i18next;
}

/** Loads the bundled translations of a language (once) and switches to it; the first render waits for this. */
export async function loadLanguage(lingua: string): Promise<void> {
  const scelta = validLanguage(lingua);
  await Promise.all([...new Set([LINGUA_PREDEFINITA, scelta])].map(caricaTesti));
  await i18next.changeLanguage(scelta);
  setPrimeLocale(scelta);
}

async function caricaTesti(lingua: Lingua): Promise<void> {
  if (i18next.hasResourceBundle(lingua, 'translation')) return;
  try {
    i18next.addResourceBundle(lingua, 'translation', await BUNDLED_TRANSLATIONS[lingua](), true, false);
  } catch {
    // the chunk did not load: the fallback shows, or the server's translations when they come
  }
}

/** Switches language, taking the server's translations over the bundled ones when they come. */
export async function changeLanguage(lingua: string): Promise<void> {
  const scelta = validLanguage(lingua);
  await loadLanguage(scelta);
  try {
    const risposta = await api.get<Record<string, string>>('/traduora', { language: scelta });
    if (risposta?.data && typeof risposta.data === 'object') {
      i18next.addResourceBundle(scelta, 'translation', risposta.data, true, true);
    }
  } catch {
    // the bundled translations stay
  }
  await i18next.changeLanguage(scelta);
  setPrimeLocale(scelta);
}
