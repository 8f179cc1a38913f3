import { LINGUE } from '@registro/contracts';
import { BUNDLED_TRANSLATIONS } from '@registro/web-ui';

const italiano = BUNDLED_TRANSLATIONS.it;
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
