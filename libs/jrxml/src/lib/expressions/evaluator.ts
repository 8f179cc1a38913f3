import { ExpressionNode } from './ast';
import { cast, isInstanceOf } from './casts';
import { construct } from './constructors';
import {
  DEFAULT_TIME_ZONE,
  ExpressionContext,
  undefinedReference,
} from './context';
import { nullPointer, toBoolean, toText, wrongType } from './conversions';
import { callMethod } from './instance-methods';
import { javaToString } from './java-string';
import { asJavaValue, JavaValue } from './java-value';
import { formatMessage } from './message-format';
import { applyBinary, applyUnary } from './operators';
import { parseExpression } from './parser';
import { callStaticMethod } from './static-members';

interface Environment {
  context: ExpressionContext;
  timeZone: string;
}

function condition(value: JavaValue, what: string): boolean {
  if (value === null) throw nullPointer(what);
  if (typeof value !== 'boolean') throw wrongType(what, value);
  return value;
}

function reference(
  node: Extract<ExpressionNode, { type: 'reference' }>,
  context: ExpressionContext,
): JavaValue {
  let value: unknown;
  switch (node.kind) {
    case 'F':
      value = context.field(node.name);
      break;
    case 'P':
      value = context.parameter(node.name);
      break;
    case 'V':
      value = context.variable(node.name);
      break;
    case 'R':
      return asJavaValue(context.resource?.(node.name) ?? null);
  }
  if (value === undefined) throw undefinedReference(node.kind, node.name);
  return asJavaValue(value);
}

function evaluateNode(node: ExpressionNode, env: Environment): JavaValue {
  const evaluate = (child: ExpressionNode): JavaValue =>
    evaluateNode(child, env);
  switch (node.type) {
    case 'literal':
      return node.value;
    case 'reference':
      return reference(node, env.context);
    case 'unary':
      return applyUnary(node.operator, evaluate(node.operand));
    case 'binary':
      if (node.operator === '&&') {
        return (
          condition(evaluate(node.left), '&&') &&
          toBoolean(evaluate(node.right), '&&')
        );
      }
      if (node.operator === '||') {
        return (
          condition(evaluate(node.left), '||') ||
          toBoolean(evaluate(node.right), '||')
        );
      }
      return applyBinary(
        node.operator,
        evaluate(node.left),
        evaluate(node.right),
        env.timeZone,
      );
    case 'conditional':
      return condition(evaluate(node.test), 'condizione ?:')
        ? evaluate(node.consequent)
        : evaluate(node.alternate);
    case 'cast':
      return cast(evaluate(node.operand), node.className);
    case 'instanceof':
      return isInstanceOf(evaluate(node.operand), node.className);
    case 'new':
      return construct(node.className, node.args.map(evaluate), {
        timeZone: env.timeZone,
        now: () => env.context.now?.() ?? new Date(),
      });
    case 'staticCall':
      return callStaticMethod(
        node.className,
        node.method,
        node.args.map(evaluate),
        env.timeZone,
      );
    case 'methodCall':
      return callMethod(
        evaluate(node.target),
        node.method,
        node.args.map(evaluate),
        env.timeZone,
      );
    case 'builtin': {
      const [first, ...rest] = node.args.map(evaluate);
      if (node.name === 'str')
        return asJavaValue(
          env.context.resource?.(toText(first, 'str()')) ?? null,
        );
      return formatMessage(toText(first, 'msg()'), rest, env.timeZone);
    }
  }
}

/** Evaluates a parsed expression against a context. Throws ExpressionError. */
export function evaluateExpression(
  node: ExpressionNode,
  context: ExpressionContext,
): JavaValue {
  return evaluateNode(node, {
    context,
    timeZone: context.timeZone ?? DEFAULT_TIME_ZONE,
  });
}

/** An expression parsed once and evaluated many times. */
export interface CompiledExpression {
  readonly source: string;
  readonly ast: ExpressionNode;
  evaluate(context: ExpressionContext): JavaValue;
  /** String.valueOf(result), null staying null (text fields with a pattern: formatTextFieldValue). */
  evaluateToText(context: ExpressionContext): string | null;
}

export function compileExpression(source: string): CompiledExpression {
  const ast = parseExpression(source);
  return {
    source,
    ast,
    evaluate: (context) => evaluateExpression(ast, context),
    evaluateToText(context) {
      const value = evaluateExpression(ast, context);
      return value === null
        ? null
        : javaToString(value, context.timeZone ?? DEFAULT_TIME_ZONE);
    },
  };
}
