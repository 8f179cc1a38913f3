import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LINGUE, LINGUA_PREDEFINITA, type Lingua } from '@registro/contracts';
import it from '@registro/contracts/i18n/it.json';
import en from '@registro/contracts/i18n/en.json';
import hr from '@registro/contracts/i18n/hr.json';
import sv from '@registro/contracts/i18n/sv.json';
import tr from '@registro/contracts/i18n/tr.json';
import { api } from '../api/api-client';
import { setPrimeLocale } from './prime-locale';

/** The translations bundled with the app: the fallback when GET /api/traduora does not answer. */
export const BUNDLED_TRANSLATIONS: Record<Lingua, Record<string, string>> = { it, en, hr, sv, tr };

export function validLanguage(lingua: string | null | undefined): Lingua {
  return (LINGUE as readonly string[]).includes(lingua ?? '') ? (lingua as Lingua) : LINGUA_PREDEFINITA;
}

/** Flat keys ("login.accedi"), Italian first and as the fallback for missing keys. */
export function createI18n(lingua: string = LINGUA_PREDEFINITA): i18n {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      lng: validLanguage(lingua),
      fallbackLng: LINGUA_PREDEFINITA,
      supportedLngs: [...LINGUE],
      keySeparator: false,
      nsSeparator: false,
      interpolation: { escapeValue: false },
      resources: Object.fromEntries(
        Object.entries(BUNDLED_TRANSLATIONS).map(([l, testi]) => [l, { translation: testi }]),
      ),
      initAsync: false,
    });
  }
  setPrimeLocale(i18next.language);
  return i18next;
}

/** Switches language, taking the server's translations over the bundled ones when they come. */
export async function changeLanguage(lingua: string): Promise<void> {
  const scelta = validLanguage(lingua);
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
