import type { JavaValue } from '../expressions';

/** JasperReports' built-in parameters that mean nothing without a JVM: always null. */
const NULL_PARAMETERS = [
  'REPORT_CONTEXT',
  'REPORT_CONNECTION',
  'REPORT_MAX_COUNT',
  'REPORT_DATA_SOURCE',
  'REPORT_SCRIPTLET',
  'REPORT_RESOURCE_BUNDLE',
  'REPORT_FORMAT_FACTORY',
  'REPORT_CLASS_LOADER',
  'REPORT_URL_HANDLER_FACTORY',
  'REPORT_FILE_RESOLVER',
  'REPORT_TEMPLATES',
  'REPORT_VIRTUALIZER',
  'SORT_FIELDS',
  'FILTER',
  'JASPER_REPORT',
  'JASPER_REPORTS_CONTEXT',
  // The json and jsonql query executers' parameters.
  'JSON_INPUT_STREAM',
  'JSON_LOCALE',
  'JSON_TIME_ZONE',
  'net.sf.jasperreports.json.source',
  'net.sf.jasperreports.json.sources',
  'net.sf.jasperreports.json.date.pattern',
  'net.sf.jasperreports.json.number.pattern',
  'net.sf.jasperreports.json.locale.code',
  'net.sf.jasperreports.json.timezone.id',
];

/**
 * Values of the built-in parameters every report has. A Locale and a TimeZone are given as
 * their Java toString()/ID text ("it_IT", "Europe/Rome"), which is what templates print.
 */
export function builtInParameters(timeZone: string): Map<string, JavaValue> {
  return new Map<string, JavaValue>([
    ...NULL_PARAMETERS.map((name): [string, JavaValue] => [name, null]),
    ['REPORT_LOCALE', 'it_IT'],
    ['REPORT_TIME_ZONE', timeZone],
    ['IS_IGNORE_PAGINATION', false],
  ]);
}
