import type { ConditionalStyle, Style } from '../model';
import { flagName, type Dialect } from './dialect';
import type { NodeCursor } from './node-cursor';
import { readExpression } from './read-expression';
import { readFlatStyleAttributes } from './read-style-attributes';

/** `<style>`: 6.x `isDefault`/`isBold`..., 7.x `default`/`bold`...; both with conditional styles. */
export function readStyle(cursor: NodeCursor, dialect: Dialect): Style {
  const style: Style = {
    name: cursor.requiredString('name'),
    isDefault:
      cursor.boolean(dialect === 'jrxml6' ? 'isDefault' : 'default') ?? false,
    attributes: readFlatStyleAttributes(cursor, dialect),
    conditionalStyles: cursor
      .children('conditionalStyle')
      .map((child) => readConditionalStyle(child, dialect)),
    source: cursor.source(),
  };
  const parentStyle = cursor.string('style');
  if (parentStyle !== undefined) style.parentStyle = parentStyle;
  cursor.finish();
  return style;
}

/**
 * 6.x: `<conditionalStyle><conditionExpression/><style .../></conditionalStyle>`;
 * 7.x: the attributes sit on `<conditionalStyle>` itself.
 */
function readConditionalStyle(
  cursor: NodeCursor,
  dialect: Dialect,
): ConditionalStyle {
  const condition = readExpression(cursor, 'conditionExpression');
  if (!condition)
    cursor.fail(`<conditionExpression> mancante in <conditionalStyle>`);
  let attributes;
  if (dialect === 'jrxml6') {
    const nested = cursor.child('style');
    if (!nested) cursor.fail(`<style> mancante in <conditionalStyle>`);
    nested.ignore('name', flagName(dialect, 'default'));
    attributes = readFlatStyleAttributes(nested, dialect);
    nested.finish();
  } else {
    attributes = readFlatStyleAttributes(cursor, dialect);
  }
  cursor.finish();
  return { condition, attributes, source: cursor.source() };
}
