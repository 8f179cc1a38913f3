/** it-IT locale data as Java (CLDR) formats it. */
export const italianLocale = {
  decimalSeparator: ',',
  groupingSeparator: '.',
  minusSign: '-',
  percent: '%',
  perMille: '‰',
  currencySymbol: '€',
  currencyCode: 'EUR',
  infinity: '∞',
  notANumber: 'NaN',
  months: [
    'gennaio',
    'febbraio',
    'marzo',
    'aprile',
    'maggio',
    'giugno',
    'luglio',
    'agosto',
    'settembre',
    'ottobre',
    'novembre',
    'dicembre',
  ],
  shortMonths: [
    'gen',
    'feb',
    'mar',
    'apr',
    'mag',
    'giu',
    'lug',
    'ago',
    'set',
    'ott',
    'nov',
    'dic',
  ],
  /** Sunday first, like java.util.Calendar. */
  weekdays: [
    'domenica',
    'lunedì',
    'martedì',
    'mercoledì',
    'giovedì',
    'venerdì',
    'sabato',
  ],
  shortWeekdays: ['dom', 'lun', 'mar', 'mer', 'gio', 'ven', 'sab'],
  amPm: ['AM', 'PM'],
  eras: ['a.C.', 'd.C.'],
  zoneLocale: 'it-IT',
  /** NumberFormat.getInstance / getIntegerInstance / getPercentInstance / getCurrencyInstance. */
  numberPattern: '#,##0.###',
  integerPattern: '#,##0',
  percentPattern: '#,##0%',
  currencyPattern: '#,##0.00\u00a0¤',
  /** DateFormat SHORT/MEDIUM/LONG/FULL date and time styles. */
  dateStyles: {
    short: 'dd/MM/yy',
    medium: 'd MMM y',
    long: 'd MMMM y',
    full: 'EEEE d MMMM y',
  },
  timeStyles: {
    short: 'HH:mm',
    medium: 'HH:mm:ss',
    long: 'HH:mm:ss z',
    full: 'HH:mm:ss zzzz',
  },
} as const;

export interface DateTextNames {
  months: readonly string[];
  shortMonths: readonly string[];
  weekdays: readonly string[];
  shortWeekdays: readonly string[];
  amPm: readonly string[];
  eras: readonly string[];
  /** BCP 47 locale whose time zone names `z` uses. */
  zoneLocale: string;
}

/** English names, used only by java.util.Date.toString() which Java always writes in English. */
export const englishDateNames: DateTextNames = {
  months: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  shortMonths: [
    'Jan',
    'Feb',
    'Mar',
    'Apr',
    'May',
    'Jun',
    'Jul',
    'Aug',
    'Sep',
    'Oct',
    'Nov',
    'Dec',
  ],
  weekdays: [
    'Sunday',
    'Monday',
    'Tuesday',
    'Wednesday',
    'Thursday',
    'Friday',
    'Saturday',
  ],
  shortWeekdays: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  amPm: ['AM', 'PM'],
  eras: ['BC', 'AD'],
  zoneLocale: 'en-GB',
};
