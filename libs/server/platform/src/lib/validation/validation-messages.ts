import type { ValidationError } from 'class-validator';

type Traduttore = (field: string, messaggioOriginale: string) => string;

const numero = (text: string) => text.match(/-?\d+(\.\d+)?/)?.[0] ?? '';

/** Italian text for class-validator's built-in constraints; others fall back to "non è valido". */
const TRADUZIONI: Record<string, Traduttore> = {
  whitelistValidation: (c) => `Il campo ${c} non è consentito`,
  isDefined: (c) => `Il campo ${c} è obbligatorio`,
  isNotEmpty: (c) => `Il campo ${c} è obbligatorio`,
  isString: (c) => `Il campo ${c} deve essere un testo`,
  isNumber: (c) => `Il campo ${c} deve essere un numero`,
  isNumberString: (c) => `Il campo ${c} deve essere un numero`,
  isDecimal: (c) => `Il campo ${c} deve essere un numero`,
  isInt: (c) => `Il campo ${c} deve essere un numero intero`,
  isPositive: (c) => `Il campo ${c} deve essere un numero positivo`,
  min: (c, m) => `Il campo ${c} deve essere almeno ${numero(m)}`,
  max: (c, m) => `Il campo ${c} deve essere al massimo ${numero(m)}`,
  minLength: (c, m) =>
    `Il campo ${c} deve contenere almeno ${numero(m)} caratteri`,
  maxLength: (c, m) =>
    `Il campo ${c} deve contenere al massimo ${numero(m)} caratteri`,
  isBoolean: (c) => `Il campo ${c} deve essere vero o falso`,
  isEmail: (c) => `Il campo ${c} deve essere un indirizzo email valido`,
  isDate: (c) => `Il campo ${c} deve essere una data valida`,
  isDateString: (c) => `Il campo ${c} deve essere una data valida`,
  isIso8601: (c) => `Il campo ${c} deve essere una data valida`,
  isIn: (c) => `Il campo ${c} ha un valore non consentito`,
  isEnum: (c) => `Il campo ${c} ha un valore non consentito`,
  isArray: (c) => `Il campo ${c} deve essere una lista`,
  isObject: (c) => `Il campo ${c} deve essere un oggetto`,
  nestedValidation: (c) => `Il campo ${c} deve essere un oggetto`,
};

/** The most telling constraint first: unknown or missing fields, then the type, then the rest. */
const PRIORITA = [
  'whitelistValidation',
  'isDefined',
  'isNotEmpty',
  'isString',
  'isNumber',
  'isInt',
  'isBoolean',
  'isDate',
  'isDateString',
  'isIso8601',
  'isArray',
  'isObject',
  'nestedValidation',
];

/** class-validator's default English messages start with the property name; custom ones do not. */
function isDefaultMessage(messaggio: string, property: string): boolean {
  return (
    messaggio.startsWith(`${property} `) ||
    messaggio.startsWith('property ') ||
    messaggio.startsWith('each value in ') ||
    messaggio.startsWith('nested property ')
  );
}

function fieldMessage(
  error: ValidationError,
  field: string,
): string | undefined {
  const constraints = error.constraints;
  if (!constraints) return undefined;
  const chiavi = Object.keys(constraints).sort((a, b) => rank(a) - rank(b));
  const chiave = chiavi[0];
  if (!chiave) return undefined;
  const originale = constraints[chiave] ?? '';
  if (!isDefaultMessage(originale, error.property)) return originale;
  const traduci = TRADUZIONI[chiave];
  return traduci ? traduci(field, originale) : `Il campo ${field} non è valido`;
}

function rank(key: string): number {
  const i = PRIORITA.indexOf(key);
  return i === -1 ? PRIORITA.length : i;
}

/** One Italian message per invalid field, nested fields named by their path (righe.0.importo). */
export function validationMessages(
  errors: ValidationError[],
  prefisso = '',
): string[] {
  return errors.flatMap((error) => {
    const campo = prefisso ? `${prefisso}.${error.property}` : error.property;
    const proprio = fieldMessage(error, campo);
    const figli = error.children?.length
      ? validationMessages(error.children, campo)
      : [];
    return proprio ? [proprio, ...figli] : figli;
  });
}
