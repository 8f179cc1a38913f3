import type { Located } from '../model';
import type {
  CompiledExpression,
  ExpressionContext,
  JavaValue,
} from '../expressions';
import { compileExpression, ExpressionError } from '../expressions';
import { FillError } from './fill-error';

/** The design's expressions, each parsed once; failures name the expression and its element. */
export class DesignExpressions {
  private readonly compiled = new Map<string, CompiledExpression>();

  compile(text: string, where: Located): CompiledExpression {
    let compiled = this.compiled.get(text);
    if (!compiled) {
      try {
        compiled = compileExpression(text);
      } catch (error) {
        throw wrap(error, text, where);
      }
      this.compiled.set(text, compiled);
    }
    return compiled;
  }

  evaluate(
    text: string,
    where: Located,
    context: ExpressionContext,
  ): JavaValue {
    const compiled = this.compile(text, where);
    try {
      return compiled.evaluate(context);
    } catch (error) {
      throw wrap(error, text, where);
    }
  }
}

function wrap(error: unknown, text: string, where: Located): unknown {
  if (!(error instanceof ExpressionError)) return error;
  return new FillError(`Espressione "${text.trim()}": ${error.message}`, where);
}
