import { LINGUA_PREDEFINITA, LINGUE, type Lingua } from '@registro/contracts';

export type Translations = Record<string, string>;

/*
 * Each file is required by a literal path so the bundler embeds it in main.js; a language whose
 * file is missing is served as {} (the web app falls back to its Italian texts).
 */
function load(leggi: () => unknown): Translations {
  try {
    const modulo = leggi() as { default?: Translations } & Translations;
    return modulo.default ?? modulo;
  } catch {
    return {};
  }
}

const TRADUZIONI: Record<Lingua, Translations> = {
  it: load(() => require('@registro/contracts/i18n/it.json')),
  en: load(() => require('@registro/contracts/i18n/en.json')),
  hr: load(() => require('@registro/contracts/i18n/hr.json')),
  sv: load(() => require('@registro/contracts/i18n/sv.json')),
  tr: load(() => require('@registro/contracts/i18n/tr.json')),
};

/** The texts of a language; an unknown or missing language gets Italian. */
export function translations(lingua: unknown): Translations {
  const nota = (LINGUE as readonly unknown[]).includes(lingua)
    ? (lingua as Lingua)
    : LINGUA_PREDEFINITA;
  return TRADUZIONI[nota];
}
