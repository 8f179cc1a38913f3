import { ownProperty } from './own-property';
import { bigPow } from './big-integer-power';
import { BinaryOperator, ExpressionNode, ReferenceKind } from './ast';
import { BigDecimal } from './big-decimal';
import { checkConstructor } from './constructors';
import { ExpressionError } from './expression-error';
import { INSTANCE_METHOD_NAMES } from './instance-methods';
import { checkDatePattern } from './date-format';
import { checkNumberPattern } from './decimal-format';
import { canonicalClassName, PRIMITIVE_TYPES } from './java-classes';
import { JavaValue } from './java-value';
import { checkStaticMethod, staticField } from './static-members';
import { Token, tokenize } from './tokenizer';

/** Binary operators by precedence, lowest first (the ternary is below them all). */
const PRECEDENCE: BinaryOperator[][] = [
  ['||'],
  ['&&'],
  ['|'],
  ['^'],
  ['&'],
  ['==', '!='],
  ['<', '>', '<=', '>='],
  ['+', '-'],
  ['*', '/', '%'],
];

/** Nesting limit (parentheses, arguments, ternaries), so hostile input cannot overflow the stack. */
const MAX_DEPTH = 100;

/** Tree height limit, which bounds the evaluator's recursion. */
const MAX_HEIGHT = 1000;

/** Level of the relational operators, where `instanceof` also belongs. */
const RELATIONAL_LEVEL = PRECEDENCE.findIndex((operators) =>
  operators.includes('<'),
);

/** Java constructs recognised only to refuse them with their name. */
const UNSUPPORTED_PUNCTUATORS: Record<string, string> = {
  '=': 'assegnamento (=)',
  '+=': 'assegnamento (+=)',
  '-=': 'assegnamento (-=)',
  '*=': 'assegnamento (*=)',
  '/=': 'assegnamento (/=)',
  '%=': 'assegnamento (%=)',
  '&=': 'assegnamento (&=)',
  '|=': 'assegnamento (|=)',
  '^=': 'assegnamento (^=)',
  '<<=': 'assegnamento (<<=)',
  '>>=': 'assegnamento (>>=)',
  '>>>=': 'assegnamento (>>>=)',
  '++': 'incremento (++)',
  '--': 'decremento (--)',
  '->': 'espressione lambda (->)',
  '::': 'riferimento a metodo (::)',
  '<<': 'scorrimento di bit (<<)',
  '>>': 'scorrimento di bit (>>)',
  '>>>': 'scorrimento di bit (>>>)',
  '[': 'array ([ ])',
  '{': 'blocco o inizializzatore ({ })',
  ';': 'più istruzioni (;)',
  '@': 'annotazione (@)',
  '...': 'argomenti variabili (...)',
};

const UNSUPPORTED_KEYWORDS: Record<string, string> = {
  this: 'this',
  super: 'super',
  class: 'letterale di classe (.class)',
  switch: 'switch',
  return: 'return',
  var: 'dichiarazione di variabile',
  final: 'dichiarazione di variabile',
  if: 'if',
  for: 'for',
  while: 'while',
  do: 'do',
  try: 'try',
  throw: 'throw',
};

class Parser {
  private position = 0;
  private depth = 0;

  constructor(private readonly tokens: Token[]) {}

  parse(): ExpressionNode {
    if (this.peek().kind === 'end')
      throw this.error('Espressione vuota', this.peek());
    const node = this.expression();
    const next = this.peek();
    if (next.kind !== 'end') throw this.unexpected(next);
    return node;
  }

  private expression(): ExpressionNode {
    return this.nested(() => this.conditional());
  }

  /** Runs a recursive step, refusing input nested deeper than MAX_DEPTH. */
  private nested(step: () => ExpressionNode): ExpressionNode {
    if (++this.depth > MAX_DEPTH) {
      throw this.error('Espressione troppo annidata', this.peek());
    }
    try {
      return step();
    } finally {
      this.depth--;
    }
  }

  private conditional(): ExpressionNode {
    const test = this.binary(0);
    if (!this.isPunctuator('?')) return test;
    const offset = this.next().offset;
    const consequent = this.expression();
    this.expect(':');
    const alternate = this.expression();
    return { type: 'conditional', test, consequent, alternate, offset };
  }

  private binary(level: number): ExpressionNode {
    if (level === PRECEDENCE.length) return this.unary();
    let left = this.binary(level + 1);
    for (;;) {
      const token = this.peek();
      if (
        level === RELATIONAL_LEVEL &&
        token.kind === 'identifier' &&
        token.text === 'instanceof'
      ) {
        this.next();
        left = {
          type: 'instanceof',
          className: this.className(),
          operand: left,
          offset: token.offset,
        };
        continue;
      }
      const operator = PRECEDENCE[level].find((op) => this.isPunctuator(op));
      if (!operator) return left;
      this.next();
      const right = this.binary(level + 1);
      left = { type: 'binary', operator, left, right, offset: token.offset };
    }
  }

  private unary(): ExpressionNode {
    return this.nested(() => this.unaryStep());
  }

  private unaryStep(): ExpressionNode {
    const token = this.peek();
    if (
      token.kind === 'punctuator' &&
      ['-', '+', '!', '~'].includes(token.text)
    ) {
      this.next();
      const operand = this.unary();
      if (token.text === '-' && operand.type === 'literal') {
        const negated = negateLiteral(operand.value);
        if (negated !== undefined)
          return { type: 'literal', value: negated, offset: token.offset };
      }
      return {
        type: 'unary',
        operator: token.text as '-' | '+' | '!' | '~',
        operand,
        offset: token.offset,
      };
    }
    const cast = this.tryCast();
    if (cast) return cast;
    return this.postfix(this.primary());
  }

  /** `(Type) operand`, told apart from a parenthesised expression by what follows the `)`. */
  private tryCast(): ExpressionNode | undefined {
    if (!this.isPunctuator('(')) return undefined;
    const start = this.position;
    let i = start + 1;
    const parts: string[] = [];
    while (this.tokens[i].kind === 'identifier') {
      parts.push(this.tokens[i].text);
      if (
        this.tokens[i + 1].text !== '.' ||
        this.tokens[i + 1].kind !== 'punctuator'
      )
        break;
      i += 2;
    }
    const close = this.tokens[i + 1];
    if (
      parts.length === 0 ||
      close?.kind !== 'punctuator' ||
      close.text !== ')'
    )
      return undefined;
    const name = parts.join('.');
    const after = this.tokens[i + 2];
    const primitive = parts.length === 1 && PRIMITIVE_TYPES.includes(name);
    const startsOperand =
      after.kind === 'identifier'
        ? after.text !== 'instanceof'
        : ['string', 'char', 'integer', 'floating', 'reference'].includes(
            after.kind,
          ) ||
          (after.kind === 'punctuator' &&
            ['(', '!', '~'].includes(after.text)) ||
          (primitive &&
            after.kind === 'punctuator' &&
            ['-', '+'].includes(after.text));
    if (!startsOperand) return undefined;
    const className = primitive ? name : canonicalClassName(name);
    if (!className)
      throw this.error(
        `Cast a una classe non supportata: (${name})`,
        this.tokens[start],
      );
    this.position = i + 2;
    return {
      type: 'cast',
      className,
      operand: this.unary(),
      offset: this.tokens[start].offset,
    };
  }

  private postfix(node: ExpressionNode): ExpressionNode {
    for (;;) {
      const token = this.peek();
      if (token.kind === 'punctuator' && token.text === '.') {
        this.next();
        const name = this.expectIdentifier();
        if (!this.isPunctuator('('))
          throw this.error(
            `Accesso a campo non supportato: .${name.text}`,
            name,
          );
        if (!INSTANCE_METHOD_NAMES.has(name.text))
          throw this.error(`Metodo non supportato: ${name.text}()`, name);
        node = {
          type: 'methodCall',
          target: node,
          method: name.text,
          args: this.arguments(),
          offset: name.offset,
        };
      } else if (
        token.kind === 'punctuator' &&
        (token.text === '[' || token.text === '++' || token.text === '--')
      ) {
        throw this.unexpected(token);
      } else {
        return node;
      }
    }
  }

  private primary(): ExpressionNode {
    const token = this.next();
    const offset = token.offset;
    switch (token.kind) {
      case 'string':
      case 'char':
        return { type: 'literal', value: token.text, offset };
      case 'integer':
        return { type: 'literal', value: this.integerLiteral(token), offset };
      case 'floating':
        return {
          type: 'literal',
          value: Number(token.text.replace(/_/g, '')),
          offset,
        };
      case 'reference':
        return {
          type: 'reference',
          kind: token.text as ReferenceKind,
          name: token.name ?? '',
          offset,
        };
      case 'punctuator':
        if (token.text === '(') {
          const inner = this.expression();
          this.expect(')');
          return inner;
        }
        throw this.unexpected(token);
      case 'identifier':
        return this.identifierPrimary(token);
      default:
        throw this.unexpected(token);
    }
  }

  private identifierPrimary(token: Token): ExpressionNode {
    const offset = token.offset;
    switch (token.text) {
      case 'true':
      case 'false':
        return { type: 'literal', value: token.text === 'true', offset };
      case 'null':
        return { type: 'literal', value: null, offset };
      case 'new': {
        const className = this.className();
        if (this.isPunctuator('['))
          throw this.error(
            'Costrutto non supportato: array ([ ])',
            this.peek(),
          );
        const args = this.arguments();
        this.check(() => checkConstructor(className, args.length), token);
        const [pattern] = args;
        if (pattern?.type === 'literal' && typeof pattern.value === 'string') {
          if (className === 'DecimalFormat')
            this.check(
              () => checkNumberPattern(pattern.value as string),
              token,
            );
          if (className === 'SimpleDateFormat')
            this.check(() => checkDatePattern(pattern.value as string), token);
        }
        return { type: 'new', className, args, offset };
      }
      case 'msg':
      case 'str':
        if (this.isPunctuator('(')) {
          const args = this.arguments();
          if (token.text === 'str' ? args.length !== 1 : args.length < 1) {
            throw this.error(
              `${token.text}() con un numero di argomenti errato`,
              token,
            );
          }
          return { type: 'builtin', name: token.text, args, offset };
        }
        break;
    }
    const keyword = ownProperty(UNSUPPORTED_KEYWORDS, token.text);
    if (keyword)
      throw this.error(`Costrutto non supportato: ${keyword}`, token);
    // A class name (possibly qualified) followed by a static field or method.
    this.position--;
    const className = this.className(true);
    this.expect('.');
    const member = this.expectIdentifier();
    if (this.isPunctuator('(')) {
      const args = this.arguments();
      this.check(
        () => checkStaticMethod(className, member.text, args.length),
        member,
      );
      return {
        type: 'staticCall',
        className,
        method: member.text,
        args,
        offset,
      };
    }
    const value = staticField(className, member.text);
    if (value === undefined)
      throw this.error(
        `Campo statico non supportato: ${className}.${member.text}`,
        member,
      );
    return { type: 'literal', value, offset };
  }

  /** Reads the longest known (qualified) class name; `followedByMember` leaves the member dot. */
  private className(followedByMember = false): string {
    const first = this.expectIdentifier();
    const parts = [first.text];
    let known = canonicalClassName(first.text);
    let knownAt = known ? this.position : -1;
    while (
      this.isPunctuator('.') &&
      this.tokens[this.position + 1].kind === 'identifier'
    ) {
      this.position += 2;
      parts.push(this.tokens[this.position - 1].text);
      const candidate = canonicalClassName(parts.join('.'));
      if (candidate) {
        known = candidate;
        knownAt = this.position;
      }
    }
    if (!known || (!followedByMember && knownAt !== this.position)) {
      const name =
        followedByMember && parts.length > 1
          ? parts.slice(0, -1).join('.')
          : parts.join('.');
      const what =
        followedByMember && parts.length === 1 && !this.isPunctuator('.')
          ? 'Identificatore non supportato'
          : 'Classe non supportata';
      throw this.error(`${what}: ${name}`, first);
    }
    this.position = knownAt;
    return known;
  }

  private arguments(): ExpressionNode[] {
    this.expect('(');
    const args: ExpressionNode[] = [];
    if (this.isPunctuator(')')) {
      this.next();
      return args;
    }
    for (;;) {
      args.push(this.expression());
      if (this.isPunctuator(')')) break;
      this.expect(',');
    }
    this.next();
    return args;
  }

  private integerLiteral(token: Token): bigint {
    const text = token.text.replace(/_/g, '');
    const isLong = token.suffix === 'L';
    let value: bigint;
    if (/^0[0-7]+$/.test(text)) value = BigInt(`0o${text.slice(1)}`);
    else if (/^0[0-9]+$/.test(text))
      throw this.error(`Numero ottale non valido: ${text}`, token);
    else value = BigInt(text);
    // Hex and binary literals may use the sign bit; decimal ones may not exceed the positive maximum.
    const bits = isLong ? 64 : 32;
    const limit = /^0[xXbB]/.test(text)
      ? bigPow(BigInt(2), bits)
      : bigPow(BigInt(2), bits - 1) + BigInt(1);
    if (value >= limit)
      throw this.error(`Numero intero troppo grande: ${token.text}`, token);
    return /^0[xXbB]/.test(text) ? BigInt.asIntN(bits, value) : value;
  }

  private check(validate: () => void, at: Token): void {
    try {
      validate();
    } catch (error) {
      if (error instanceof ExpressionError) throw this.error(error.message, at);
      throw error;
    }
  }

  private peek(): Token {
    return this.tokens[this.position];
  }

  private next(): Token {
    return this.tokens[this.position++];
  }

  private isPunctuator(text: string): boolean {
    const token = this.peek();
    return token.kind === 'punctuator' && token.text === text;
  }

  private expect(text: string): Token {
    const token = this.peek();
    if (token.kind !== 'punctuator' || token.text !== text) {
      if (
        token.kind === 'punctuator' &&
        ownProperty(UNSUPPORTED_PUNCTUATORS, token.text)
      )
        throw this.unexpected(token);
      throw this.error(`Atteso "${text}" invece di ${describe(token)}`, token);
    }
    return this.next();
  }

  private expectIdentifier(): Token {
    const token = this.next();
    if (token.kind !== 'identifier')
      throw this.error(`Atteso un nome invece di ${describe(token)}`, token);
    return token;
  }

  private unexpected(token: Token): ExpressionError {
    if (
      token.kind === 'punctuator' &&
      ownProperty(UNSUPPORTED_PUNCTUATORS, token.text)
    ) {
      return this.error(
        `Costrutto non supportato: ${ownProperty(UNSUPPORTED_PUNCTUATORS, token.text)}`,
        token,
      );
    }
    return this.error(`Inatteso ${describe(token)}`, token);
  }

  private error(message: string, token: Token): ExpressionError {
    return new ExpressionError(message, token.offset + 1);
  }
}

function describe(token: Token): string {
  if (token.kind === 'end') return 'fine espressione';
  if (token.kind === 'string') return `"${token.text}"`;
  if (token.kind === 'reference') return `$${token.text}{${token.name}}`;
  return `"${token.text}"`;
}

function negateLiteral(value: JavaValue): JavaValue | undefined {
  if (typeof value === 'bigint') return -value;
  if (typeof value === 'number') return -value;
  if (value instanceof BigDecimal) return value.negate();
  return undefined;
}

/** Parses a JasperReports Java expression into an AST; throws ExpressionError on bad input. */
export function parseExpression(source: string): ExpressionNode {
  const ast = new Parser(tokenize(source)).parse();
  if (height(ast) > MAX_HEIGHT) {
    throw new ExpressionError(
      `Espressione troppo lunga: più di ${MAX_HEIGHT} operazioni concatenate`,
    );
  }
  return ast;
}

/** Height of the tree, computed without recursion (long operator chains make deep trees). */
function height(root: ExpressionNode): number {
  let highest = 0;
  const pending: [ExpressionNode, number][] = [[root, 1]];
  while (pending.length > 0) {
    const [node, level] = pending.pop()!;
    highest = Math.max(highest, level);
    for (const child of children(node)) pending.push([child, level + 1]);
  }
  return highest;
}

function children(node: ExpressionNode): ExpressionNode[] {
  switch (node.type) {
    case 'unary':
    case 'cast':
    case 'instanceof':
      return [node.operand];
    case 'binary':
      return [node.left, node.right];
    case 'conditional':
      return [node.test, node.consequent, node.alternate];
    case 'methodCall':
      return [node.target, ...node.args];
    case 'new':
    case 'staticCall':
    case 'builtin':
      return node.args;
    default:
      return [];
  }
}
