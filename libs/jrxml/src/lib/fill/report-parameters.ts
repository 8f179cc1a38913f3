import type { Dataset } from '../model';
import type { ExpressionContext, JavaValue } from '../expressions';
import { toJavaValue } from '../expressions';
import { builtInParameters } from './built-in-parameters';
import type { DesignExpressions } from './design-expressions';
import { FillError } from './fill-error';

/**
 * Fills `parameters` with the built-in values, the given values (converted to each declared
 * class) and, for declared parameters not given, their default value expressions (which may
 * use the parameters before them through `context`).
 */
export function resolveParameters(
  parameters: Map<string, JavaValue>,
  dataset: Dataset,
  given: Record<string, unknown>,
  timeZone: string,
  expressions: DesignExpressions,
  context: ExpressionContext,
): void {
  const builtIn = builtInParameters(timeZone);
  for (const [name, value] of builtIn) parameters.set(name, value);
  for (const [name, raw] of Object.entries(given))
    parameters.set(name, raw as JavaValue);
  for (const parameter of dataset.parameters) {
    const has = Object.prototype.hasOwnProperty.call(given, parameter.name);
    if (has) {
      try {
        parameters.set(
          parameter.name,
          toJavaValue(given[parameter.name], parameter.valueClass),
        );
      } catch (error) {
        throw new FillError(
          `Parametro ${parameter.name}: ${(error as Error).message}`,
          parameter,
        );
      }
    } else if (!builtIn.has(parameter.name)) {
      const defaultValue = parameter.defaultValueExpression;
      parameters.set(
        parameter.name,
        defaultValue
          ? expressions.evaluate(defaultValue.text, parameter, context)
          : null,
      );
    }
  }
  parameters.set('REPORT_PARAMETERS_MAP', new Map(parameters));
}
