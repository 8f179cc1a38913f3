import { addLocale, locale, localeOptions } from 'primereact/api';

/** The names a screen reader gives PrimeReact's own buttons (the dialog's ✕, the paginator, the password's eye). */
const ARIA_IT: Record<string, string> = {
  ...(localeOptions('en') as { aria?: Record<string, string> }).aria,
  close: 'Chiudi la finestra',
  next: 'Successivo',
  previous: 'Precedente',
  firstPageLabel: 'Prima pagina',
  lastPageLabel: 'Ultima pagina',
  nextPageLabel: 'Pagina successiva',
  prevPageLabel: 'Pagina precedente',
  pageLabel: 'Pagina {page}',
  rowsPerPageLabel: 'Righe per pagina',
  jumpToPageDropdownLabel: 'Vai alla pagina',
  jumpToPageInputLabel: 'Vai alla pagina',
  selectAll: 'Tutti gli elementi selezionati',
  unselectAll: 'Nessun elemento selezionato',
  selectLabel: 'Seleziona',
  unselectLabel: 'Deseleziona',
  removeLabel: 'Rimuovi',
  trueLabel: 'Sì',
  falseLabel: 'No',
  nullLabel: 'Non selezionato',
  expandLabel: 'Espandi',
  collapseLabel: 'Comprimi',
  scrollTop: 'Torna su',
  listLabel: 'Elenco opzioni',
  navigation: 'Navigazione',
  passwordShow: 'Mostra password',
  passwordHide: 'Nascondi password',
  };

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
  // the calendar's own buttons, as a screen reader and a tooltip name them
  chooseDate: 'Scegli la data',
  chooseMonth: 'Scegli il mese',
  chooseYear: "Scegli l'anno",
  prevMonth: 'Mese precedente',
  nextMonth: 'Mese successivo',
  prevYear: 'Anno precedente',
  nextYear: 'Anno successivo',
  prevDecade: 'Decennio precedente',
  nextDecade: 'Decennio successivo',
  prevHour: 'Ora precedente',
  nextHour: 'Ora successiva',
  prevMinute: 'Minuto precedente',
  nextMinute: 'Minuto successivo',
  prevSecond: 'Secondo precedente',
  nextSecond: 'Secondo successivo',
  cancel: 'Annulla',
  emptyMessage: 'Nessun risultato',
  emptyFilterMessage: 'Nessun risultato',
  weekHeader: 'Sett',
  dateFormat: 'dd/mm/yy',
  upload: 'Carica',
  // FileUpload's badge on each chosen file and its sizes
  pending: 'Da caricare',
  // read by FileUpload though its LocaleOptions type does not list it
  ...({ completed: 'Caricato' } as object),
  fileSizeTypes: ['B', 'kB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'],
  weak: 'Debole',
  medium: 'Media',
  strong: 'Forte',
  passwordPrompt: 'Inserire una password',
  // in PrimeReact's own locale (the lists' screen-reader messages), though its LocaleOptions type does not list them
  ...({
    emptySearchMessage: 'Nessun risultato',
    emptySelectionMessage: 'Nessun elemento selezionato',
    searchMessage: '{0} risultati disponibili',
    selectionMessage: '{0} elementi selezionati',
  } as object),
  aria: ARIA_IT,
});

export function setPrimeLocale(lingua: string): void {
  locale(lingua === 'it' ? 'it' : 'en');
}
