import type { Expression, Property, PropertyExpression } from '../model';
import type { NodeCursor } from './node-cursor';

/** Reads `<tag>source</tag>` as an expression; empty text means no expression. */
export function readExpression(
  parent: NodeCursor,
  tag: string,
): Expression | undefined {
  const cursor = parent.child(tag);
  if (!cursor) return undefined;
  const valueClass = cursor.string('class');
  cursor.finish();
  const text = cursor.text().trim();
  if (text === '') return undefined;
  return valueClass === undefined ? { text } : { text, valueClass };
}

export function readProperties(parent: NodeCursor): Property[] {
  return parent.children('property').map((cursor) => {
    const property = {
      name: cursor.requiredString('name'),
      value: cursor.string('value') ?? cursor.text(),
    };
    cursor.finish();
    return property;
  });
}

export function readPropertyExpressions(
  parent: NodeCursor,
): PropertyExpression[] {
  return parent.children('propertyExpression').flatMap((cursor) => {
    const name = cursor.requiredString('name');
    const evaluationTime = cursor.oneOf('evaluationTime', [
      'Early',
      'Late',
    ] as const);
    cursor.finish();
    const text = cursor.text().trim();
    if (text === '') return [];
    return [
      {
        name,
        expression: { text },
        ...(evaluationTime ? { evaluationTime } : {}),
      },
    ];
  });
}

/**
 * The `<text>` of a static text. A CDATA section is taken exactly as written, trailing spaces
 * included (JasperReports' compiled orders.jasper keeps "Es wurden keine Daten gefunden "); plain
 * text around it, i.e. the indentation, is dropped.
 */
export function readStaticText(parent: NodeCursor): string {
  const cursor = parent.child('text');
  if (!cursor) return '';
  cursor.finish();
  return cursor.node.cdata ?? cursor.text().trim();
}
