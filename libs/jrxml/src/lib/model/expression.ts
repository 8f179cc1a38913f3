/**
 * A JasperReports expression kept as Java source text (e.g. `$F{Freight} * 2`).
 * It is parsed and evaluated later by the expression evaluator, never executed here.
 */
export interface Expression {
  text: string;
  /** Declared value class (6.x `class` attribute on the expression tag), e.g. "java.lang.String". */
  valueClass?: string;
}

/** A name/value pair from `<property name value>`. */
export interface Property {
  name: string;
  value: string;
}

/** A `<propertyExpression name>`: a property whose value is computed at fill time. */
export interface PropertyExpression {
  name: string;
  expression: Expression;
  evaluationTime?: 'Early' | 'Late';
}
