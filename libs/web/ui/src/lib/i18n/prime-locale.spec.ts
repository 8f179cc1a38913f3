import { localeOption, localeOptions } from 'primereact/api';
import { setPrimeLocale } from './prime-locale';

describe("PrimeReact's own words in Italian", () => {
  afterAll(() => setPrimeLocale('it'));

  it('names days, months, Oggi and the buttons a screen reader reads in Italian', () => {
    setPrimeLocale('it');
    expect(localeOption('today')).toBe('Oggi');
    expect(localeOption('clear')).toBe('Pulisci');
    expect(localeOption('monthNames')).toContain('novembre');
    expect(localeOption('dayNamesMin')).toEqual(['D', 'L', 'M', 'M', 'G', 'V', 'S']);
    expect(localeOption('emptyMessage')).toBe('Nessun risultato');
    // the calendar's icon and arrows
    expect(localeOption('chooseDate')).toBe('Scegli la data');
    expect(localeOption('prevMonth')).toBe('Mese precedente');
    expect(localeOption('nextMonth')).toBe('Mese successivo');
    expect(localeOption('chooseMonth')).toBe('Scegli il mese');
    const aria = (localeOptions('it') as { aria: Record<string, string> }).aria;
    expect(aria['close']).toBe('Chiudi la finestra');
    expect(aria['nextPageLabel']).toBe('Pagina successiva');
    expect(aria['passwordShow']).toBe('Mostra password');
    // every other label PrimeReact may read is still there (from its English set), none undefined
    expect(Object.keys(aria)).toEqual(expect.arrayContaining(Object.keys((localeOptions('en') as { aria: object }).aria)));
  });

  it('another language uses PrimeReact English built-ins', () => {
    setPrimeLocale('en');
    expect(localeOption('today')).toBe('Today');
  });
});
