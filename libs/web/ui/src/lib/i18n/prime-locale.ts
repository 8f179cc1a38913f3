import { addLocale, locale } from 'primereact/api';

/** PrimeReact's own texts (calendar, paginator): Italian; other languages use its English built-ins. */
addLocale('it', {
  firstDayOfWeek: 1,
  dayNames: ['domenica', 'lunedì', 'martedì', 'mercoledì', 'giovedì', 'venerdì', 'sabato'],
  dayNamesShort: ['dom', 'lun', 'mar', 'mer', 'gio', 'ven', 'sab'],
  dayNamesMin: ['D', 'L', 'M', 'M', 'G', 'V', 'S'],
  monthNames: ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'],
  monthNamesShort: ['gen', 'feb', 'mar', 'apr', 'mag', 'giu', 'lug', 'ago', 'set', 'ott', 'nov', 'dic'],
  today: 'Oggi',
  clear: 'Pulisci',
  now: 'Adesso',
  accept: 'Sì',
  reject: 'No',
  choose: 'Scegli',
  cancel: 'Annulla',
  emptyMessage: 'Nessun risultato',
  emptyFilterMessage: 'Nessun risultato',
  weekHeader: 'Sett',
  dateFormat: 'dd/mm/yy',
});

export function setPrimeLocale(lingua: string): void {
  locale(lingua === 'it' ? 'it' : 'en');
}
