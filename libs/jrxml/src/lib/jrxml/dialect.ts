import type { XmlNode } from './xml-tree';

/** The two JRXML formats: 6.x (`<band>`, `<reportElement>`, `isBold`) and 7.x (`<element kind>`, `bold`). */
export type Dialect = 'jrxml6' | 'jrxml7';

const JR6_NAMESPACE = 'http://jasperreports.sourceforge.net/jasperreports';
const JR6_ONLY_TAGS = new Set([
  'reportElement',
  'queryString',
  'variableExpression',
  'groupExpression',
]);

export function detectDialect(root: XmlNode): Dialect {
  if (root.attributes.get('xmlns') === JR6_NAMESPACE) return 'jrxml6';
  return containsTag(root, JR6_ONLY_TAGS) ? 'jrxml6' : 'jrxml7';
}

function containsTag(node: XmlNode, names: Set<string>): boolean {
  return (
    names.has(node.name) ||
    node.children.some((child) => containsTag(child, names))
  );
}

/**
 * 6.x spells boolean flags with an `is` prefix (`isBold`, `isBlankWhenNull`), 7.x without
 * (`bold`, `blankWhenNull`).
 */
export function flagName(dialect: Dialect, name: string): string {
  return dialect === 'jrxml6'
    ? `is${name[0].toUpperCase()}${name.slice(1)}`
    : name;
}
