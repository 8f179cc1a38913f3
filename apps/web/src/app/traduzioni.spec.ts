import { LINGUE, type Lingua } from '@registro/contracts';
import italiano from '@registro/contracts/i18n/it.json';
import en from '@registro/contracts/i18n/en.json';
import hr from '@registro/contracts/i18n/hr.json';
import sv from '@registro/contracts/i18n/sv.json';
import tr from '@registro/contracts/i18n/tr.json';

const BUNDLED_TRANSLATIONS: Record<Lingua, Record<string, string>> = { it: italiano, en, hr, sv, tr };
const altreLingue = LINGUE.filter((lingua) => lingua !== 'it');

/** {{numero}}, {first}: what the text interpolates, so a translation cannot drop a value. */
function segnaposti(testo: string): string[] {
  return (testo.match(/\{\{?\s*\w+\s*\}?\}/g) ?? []).map((s) => s.replace(/\s/g, '')).sort();
}

describe('bundled translations (libs/contracts/src/i18n)', () => {
  it.each(altreLingue)('%s has every key of it.json', (lingua) => {
    const mancanti = Object.keys(italiano).filter((chiave) => !(chiave in BUNDLED_TRANSLATIONS[lingua]));
    expect(mancanti).toEqual([]);
  });

  it.each(altreLingue)('%s translations are not empty and keep the placeholders of the Italian text', (lingua) => {
    const traduzioni = BUNDLED_TRANSLATIONS[lingua];
    const difformi = Object.entries(italiano)
      .filter(([chiave]) => chiave in traduzioni)
      .filter(([chiave, testo]) => !traduzioni[chiave].trim() || segnaposti(traduzioni[chiave]).join() !== segnaposti(testo).join())
      .map(([chiave]) => chiave);
    expect(difformi).toEqual([]);
  });
});
