import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsDefined, IsOptional, ValidateBy } from 'class-validator';
import { invalidDateMessage, readInstant, readInstantUpTo, readRomeDay, requiredDateMessage, type DateReading } from '@registro/server-kernel';

/**
 * The edge of the date codec (`readInstant`/`readRomeDay` of `@registro/server-kernel`): every DTO
 * field or filter the specs call a timestamp or a date is declared with one of these, and the
 * handler receives a `Date` (undefined when absent). Epoch ms (number or numeric string) and ISO
 * 8601 are accepted alike; a present value that is not a date is a 400 "La <Etichetta> non è una
 * data valida"; an absent one is refused only when `required` ("La <Etichetta> è obbligatoria",
 * or the field's own `requiredMessage`). `label` is the field's name as the screen shows it.
 */
export interface DateFieldOptions {
  required?: boolean;
  /** the field's own "obbligatorio" text, when the screen words it otherwise */
  requiredMessage?: string;
  /** the upper bound of a filter on instants (dataAl): a day without a time means up to its end in Rome */
  upTo?: boolean;
  /** a query parameter named as sent (`?al=`): "Il parametro al non è una data valida", "… è obbligatorio" */
  parametro?: boolean;
}

const NOT_A_DATE = new Date(Number.NaN);

/** The codec's reading as the handler's value: the Date, undefined when absent, an invalid Date to refuse. */
const asValue = (reading: DateReading): Date | undefined =>
  reading.kind === 'date' ? reading.value : reading.kind === 'absent' ? undefined : NOT_A_DATE;

const isValidDate = (value: unknown): boolean => value instanceof Date && !Number.isNaN(value.getTime());

function dateField(read: (value: unknown) => DateReading, label: string, options: DateFieldOptions): PropertyDecorator {
  const required = options.requiredMessage ?? (options.parametro ? `Il parametro ${label} è obbligatorio` : requiredDateMessage(label));
  const invalid = options.parametro ? `Il parametro ${label} non è una data valida` : invalidDateMessage(label);
  return applyDecorators(
    options.required ? IsDefined({ message: required }) : IsOptional(),
    // the raw value: the pipe's implicit conversion has already run `new Date(value)` on a Date property
    Transform(({ obj, key }: { obj: Record<string, unknown>; key: string }) => asValue(read(obj[key]))),
    ValidateBy({ name: 'isDate', validator: { validate: isValidDate, defaultMessage: () => invalid } }),
  );
}

/**
 * A body field the specs call a timestamp (dataDocumento, dataRefertazione, scadenzaUtenza…) or a
 * filter on an instant (date-time pickers: logs, invoices): the instant it names (with `upTo`, a
 * day without a time as the last millisecond of that day, for `<=`).
 */
export const TimestampField = (label: string, options: DateFieldOptions = {}) =>
  dateField(options.upTo ? readInstantUpTo : readInstant, label, options);

/**
 * A date-only filter (day pickers: dataDal/dataAl of the orders, the 730, the documents' counters):
 * the Rome day the value names, a timestamp read as its day in Rome; the handler receives the
 * instant that day begins (`romeDay(value)` is the day, `romeDayEnd(value)` the end of it).
 */
export const DayFilter = (label: string, options: DateFieldOptions = {}) => dateField(readRomeDay, label, options);
