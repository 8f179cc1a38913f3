import type { Dataset, Field } from '../model';
import type { ExpressionContext, JavaValue } from '../expressions';
import { toJavaValue } from '../expressions';
import { compareValues } from './compare-values';
import { FillError } from './fill-error';
import { selectJsonPath } from './json-path';

const own = (record: object, key: string): boolean =>
  Object.prototype.hasOwnProperty.call(record, key);

const JSON_FIELD_EXPRESSION = 'net.sf.jasperreports.json.field.expression';

/**
 * A field's value in a data record, converted to the field's declared class: the JSON path of
 * its `net.sf.jasperreports.json.field.expression` property when it has one, else the record's
 * property named like the field, else the JSON path in its description (`<fieldDescription>`).
 */
export function fieldValue(record: unknown, field: Field): JavaValue {
  let raw: unknown = null;
  const jsonPath = field.properties.find(
    (p) => p.name === JSON_FIELD_EXPRESSION,
  )?.value;
  if (record !== null && typeof record === 'object') {
    if (jsonPath !== undefined) raw = selectJsonPath(record, jsonPath);
    else if (own(record, field.name))
      raw = (record as Record<string, unknown>)[field.name];
    else if (field.description) raw = selectJsonPath(record, field.description);
  }
  try {
    return toJavaValue(raw ?? null, field.valueClass);
  } catch (error) {
    throw new FillError(
      `Campo ${field.name}: ${(error as Error).message}`,
      field,
    );
  }
}

/** One record's field values by field name. */
export function recordFields(
  record: unknown,
  dataset: Dataset,
): Map<string, JavaValue> {
  return new Map(
    dataset.fields.map((field) => [field.name, fieldValue(record, field)]),
  );
}

/** Orders records by the dataset's sort fields (stable, like JasperReports' sorted data source). */
export function sortRecords(
  rows: Map<string, JavaValue>[],
  dataset: Dataset,
): Map<string, JavaValue>[] {
  if (dataset.sortFields.length === 0) return rows;
  for (const sort of dataset.sortFields) {
    if (
      sort.type !== 'Field' ||
      !dataset.fields.some((field) => field.name === sort.name)
    )
      throw new FillError(
        `Ordinamento non supportato: ${sort.type} ${sort.name}`,
        dataset,
      );
  }
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => {
      for (const sort of dataset.sortFields) {
        const order = compareValues(
          a.row.get(sort.name) ?? null,
          b.row.get(sort.name) ?? null,
        );
        if (order !== 0) return sort.order === 'Descending' ? -order : order;
      }
      return a.index - b.index;
    })
    .map(({ row }) => row);
}

/** Keeps the records for which the filter expression is true. */
export function filterRecords(
  rows: Map<string, JavaValue>[],
  accept: (context: ExpressionContext) => boolean,
  contextFor: (row: Map<string, JavaValue>) => ExpressionContext,
): Map<string, JavaValue>[] {
  return rows.filter((row) => accept(contextFor(row)));
}
