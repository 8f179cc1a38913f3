import { JavaValue } from './java-value';

/** Parsed expression. `offset` is the 0-based position in the source, for error messages. */
export type ExpressionNode =
  | { type: 'literal'; value: JavaValue; offset: number }
  | { type: 'reference'; kind: ReferenceKind; name: string; offset: number }
  | {
      type: 'unary';
      operator: '-' | '+' | '!' | '~';
      operand: ExpressionNode;
      offset: number;
    }
  | {
      type: 'binary';
      operator: BinaryOperator;
      left: ExpressionNode;
      right: ExpressionNode;
      offset: number;
    }
  | {
      type: 'conditional';
      test: ExpressionNode;
      consequent: ExpressionNode;
      alternate: ExpressionNode;
      offset: number;
    }
  | { type: 'cast'; className: string; operand: ExpressionNode; offset: number }
  | {
      type: 'instanceof';
      className: string;
      operand: ExpressionNode;
      offset: number;
    }
  | { type: 'new'; className: string; args: ExpressionNode[]; offset: number }
  | {
      type: 'staticCall';
      className: string;
      method: string;
      args: ExpressionNode[];
      offset: number;
    }
  | {
      type: 'methodCall';
      target: ExpressionNode;
      method: string;
      args: ExpressionNode[];
      offset: number;
    }
  /** JasperReports built-ins of the expression class: msg(pattern, args...) and str(key). */
  | {
      type: 'builtin';
      name: 'msg' | 'str';
      args: ExpressionNode[];
      offset: number;
    };

/** $F field, $P parameter, $V variable, $R resource bundle key. */
export type ReferenceKind = 'F' | 'P' | 'V' | 'R';

export type BinaryOperator =
  | '||'
  | '&&'
  | '|'
  | '^'
  | '&'
  | '=='
  | '!='
  | '<'
  | '>'
  | '<='
  | '>='
  | '+'
  | '-'
  | '*'
  | '/'
  | '%';
