import { localeOption, localeOptions } from 'primereact/api';
import { setPrimeLocale } from './prime-locale';

/** PrimeReact's word in the language now set (its types ask for a language, its code takes the current one without). */
const parolaAttuale = (chiave: string): unknown => (localeOption as (chiave: string, lingua?: string) => unknown)(chiave);

describe("PrimeReact's own words in Italian", () => {
  afterAll(() => setPrimeLocale('it'));

  it('names days, months, Oggi and the buttons a screen reader reads in Italian', () => {
    setPrimeLocale('it');
    expect(parolaAttuale('today')).toBe('Oggi');
    expect(parolaAttuale('clear')).toBe('Pulisci');
    expect(parolaAttuale('monthNames')).toContain('novembre');
    expect(parolaAttuale('dayNamesMin')).toEqual(['D', 'L', 'M', 'M', 'G', 'V', 'S']);
    expect(parolaAttuale('emptyMessage')).toBe('Nessun risultato');
    // the calendar's icon and arrows
    expect(parolaAttuale('chooseDate')).toBe('Scegli la data');
    expect(parolaAttuale('prevMonth')).toBe('Mese precedente');
    expect(parolaAttuale('nextMonth')).toBe('Mese successivo');
    expect(parolaAttuale('chooseMonth')).toBe('Scegli il mese');
    const aria = (localeOptions('it') as { aria: Record<string, string> }).aria;
    expect(aria['close']).toBe('Chiudi la finestra');
    expect(aria['nextPageLabel']).toBe('Pagina successiva');
    expect(aria['passwordShow']).toBe('Mostra password');
    // every other label PrimeReact may read is still there (from its English set), none undefined
    expect(Object.keys(aria)).toEqual(expect.arrayContaining(Object.keys((localeOptions('en') as { aria: object }).aria)));
  });

  it('another language uses PrimeReact English built-ins', () => {
    setPrimeLocale('en');
    expect(parolaAttuale('today')).toBe('Today');
  });
});
