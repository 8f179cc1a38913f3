import type { Expression, Property, PropertyExpression, Query } from '../model';
import type { JasperNode } from './jasper-node';

/** JRExpressionChunk types: text and the $P{} $F{} $V{} $R{} references. */
const EXPRESSION_CHUNK_FORMATS: Readonly<Record<number, (text: string) => string>> = {
  1: (text) => text,
  2: (text) => `$P{${text}}`,
  3: (text) => `$F{${text}}`,
  4: (text) => `$V{${text}}`,
  5: (text) => `$R{${text}}`,
};

/** The source text of a JRBaseExpression, rebuilt from its chunks. */
export function expressionField(node: JasperNode, field: string): Expression | undefined {
  const expression = node.node(field);
  if (expression === undefined) return undefined;
  let text = '';
  for (const chunk of expression.nodes('chunks')) {
    const type = chunk.number('type') ?? 1;
    const format = EXPRESSION_CHUNK_FORMATS[type];
    if (format === undefined) chunk.fail(`tipo di frammento di espressione ${type} sconosciuto`);
    text += format(chunk.string('text') ?? '');
  }
  const valueClass = expression.string('valueClassName');
  return valueClass === undefined ? { text } : { text, valueClass };
}

/** The text of a JRBaseQuery: text, $P{param}, $P!{param} and $X{function, ...} chunks. */
export function queryField(node: JasperNode, field: string): Query | undefined {
  const query = node.node(field);
  if (query === undefined) return undefined;
  let text = '';
  for (const chunk of query.nodes('chunks')) {
    const chunkText = chunk.string('text') ?? '';
    switch (chunk.number('type') ?? 1) {
      case 1:
        text += chunkText;
        break;
      case 2:
        text += `$P{${chunkText}}`;
        break;
      case 3:
        text += `$P!{${chunkText}}`;
        break;
      case 4:
        text += `$X{${chunk.strings('tokens').join(', ')}}`;
        break;
      default:
        chunk.fail(`tipo di frammento di query ${chunk.number('type')} sconosciuto`);
    }
  }
  return { language: query.string('language') ?? 'sql', text };
}

/** A JRPropertiesMap field, in declaration order. */
export function propertiesField(node: JasperNode, field: string): Property[] {
  const properties = node.node(field);
  if (properties === undefined) return [];
  const values = properties.stringMap('propertiesMap');
  const names = properties.strings('propertiesList');
  return (names.length > 0 ? names : [...values.keys()])
    .filter((name) => values.has(name))
    .map((name) => ({ name, value: values.get(name) ?? '' }));
}

/** Element `propertyExpressions` (JRBasePropertyExpression: name + valueExpression). */
export function propertyExpressionsField(node: JasperNode, field: string): PropertyExpression[] {
  const result: PropertyExpression[] = [];
  for (const item of node.nodes(field)) {
    const expression = expressionField(item, 'valueExpression');
    const name = item.string('name');
    if (name !== undefined && expression !== undefined) result.push({ name, expression });
  }
  return result;
}
