import { ExpressionError } from './expression-error';

export type TokenKind =
  | 'string'
  | 'char'
  | 'integer'
  | 'floating'
  | 'reference'
  | 'identifier'
  | 'punctuator'
  | 'end';

export interface Token {
  kind: TokenKind;
  /** Source text, except: decoded text for string/char, `F|P|V|R` for references. */
  text: string;
  /** 0-based offset in the source. */
  offset: number;
  /** For references: the name inside the braces. */
  name?: string;
  /** `L` for long integer literals; `f` or `d` for floating literals with that suffix. */
  suffix?: string;
}

// Longest first, so that `>=` wins over `>`.
const PUNCTUATORS = [
  '>>>=',
  '<<=',
  '>>=',
  '>>>',
  '...',
  '->',
  '::',
  '++',
  '--',
  '&&',
  '||',
  '==',
  '!=',
  '<=',
  '>=',
  '+=',
  '-=',
  '*=',
  '/=',
  '%=',
  '&=',
  '|=',
  '^=',
  '<<',
  '>>',
  '(',
  ')',
  '[',
  ']',
  '{',
  '}',
  '.',
  ',',
  ';',
  '?',
  ':',
  '+',
  '-',
  '*',
  '/',
  '%',
  '!',
  '~',
  '<',
  '>',
  '=',
  '&',
  '|',
  '^',
  '@',
];

const ESCAPES: Record<string, string> = {
  b: '\b',
  t: '\t',
  n: '\n',
  f: '\f',
  r: '\r',
  s: ' ',
  '"': '"',
  "'": "'",
  '\\': '\\',
};

const WHITESPACE = /\s+/y;
const LINE_COMMENT = /\/\/[^\n]*/y;
const REFERENCE = /\$([FPVR])\{([^}]*)\}/y;
const OTHER_REFERENCE = /\$[A-Za-z]\{/y;
const NUMBER =
  /0[xX][0-9a-fA-F_]+[lL]?|0[bB][01_]+[lL]?|(?:\d[\d_]*\.?[\d_]*|\.\d[\d_]*)(?:[eE][+-]?\d+)?[lLfFdD]?/y;
const IDENTIFIER = /[A-Za-z_$][\w$]*/y;
const OCTAL_ESCAPE = /[0-3][0-7]{2}|[0-7]{1,2}/y;

class Tokenizer {
  private pos = 0;
  private readonly tokens: Token[] = [];

  constructor(private readonly source: string) {}

  run(): Token[] {
    while (this.pos < this.source.length) {
      if (
        this.skip(WHITESPACE) ||
        this.skip(LINE_COMMENT) ||
        this.skipBlockComment()
      )
        continue;
      const ch = this.source[this.pos];
      if (ch === '$') this.reference();
      else if (ch === '"' || ch === "'") this.quoted(ch);
      else if (
        /\d/.test(ch) ||
        (ch === '.' && /\d/.test(this.source[this.pos + 1] ?? ''))
      )
        this.number();
      else if (this.match(IDENTIFIER))
        this.push('identifier', this.match(IDENTIFIER)![0]);
      else this.punctuator();
    }
    this.tokens.push({ kind: 'end', text: '', offset: this.source.length });
    return this.tokens;
  }

  private reference(): void {
    const reference = this.match(REFERENCE);
    if (reference) {
      this.tokens.push({
        kind: 'reference',
        text: reference[1],
        name: reference[2],
        offset: this.pos,
      });
      this.pos += reference[0].length;
    } else if (this.match(OTHER_REFERENCE)) {
      this.fail(
        `Riferimento non supportato: ${this.source.slice(this.pos, this.pos + 3)}...}`,
      );
    } else {
      this.push('identifier', this.match(IDENTIFIER)![0]);
    }
  }

  private quoted(quote: string): void {
    const start = this.pos;
    if (this.source.startsWith('"""', start))
      this.fail('Costrutto non supportato: text block (""")');
    let text = '';
    this.pos++;
    while (this.source[this.pos] !== quote) {
      const ch = this.source[this.pos];
      if (ch === undefined || ch === '\n')
        this.fail('Stringa non chiusa', start);
      if (ch === '\\') {
        text += this.escape();
      } else {
        text += ch;
        this.pos++;
      }
    }
    this.pos++;
    if (quote === "'" && text.length !== 1)
      this.fail('Carattere letterale non valido', start);
    this.tokens.push({
      kind: quote === '"' ? 'string' : 'char',
      text,
      offset: start,
    });
  }

  /** Decodes the escape sequence at pos (which is on the backslash). */
  private escape(): string {
    const next = this.source[this.pos + 1] ?? '';
    if (next === 'u') {
      let p = this.pos + 1;
      while (this.source[p] === 'u') p++;
      const hex = this.source.slice(p, p + 4);
      if (!/^[0-9a-fA-F]{4}$/.test(hex)) this.fail('Sequenza \\u non valida');
      this.pos = p + 4;
      return String.fromCharCode(parseInt(hex, 16));
    }
    this.pos++;
    const octal = this.match(OCTAL_ESCAPE);
    if (octal) {
      this.pos += octal[0].length;
      return String.fromCharCode(parseInt(octal[0], 8));
    }
    if (!(next in ESCAPES))
      this.fail(`Sequenza di escape non valida: \\${next}`, this.pos - 1);
    this.pos++;
    return ESCAPES[next];
  }

  private number(): void {
    const start = this.pos;
    const text = this.match(NUMBER)![0];
    this.pos += text.length;
    if (/[\w$]/.test(this.source[this.pos] ?? ''))
      this.fail('Numero non valido', start);
    const last = text[text.length - 1];
    const decimal = !/^0[xXbB]/.test(text);
    if (/[lL]/.test(last)) {
      this.tokens.push({
        kind: 'integer',
        text: text.slice(0, -1),
        suffix: 'L',
        offset: start,
      });
    } else if (decimal && /[fFdD]/.test(last)) {
      const suffix = last.toLowerCase();
      this.tokens.push({
        kind: 'floating',
        text: text.slice(0, -1),
        suffix,
        offset: start,
      });
    } else {
      this.tokens.push({
        kind: decimal && /[.eE]/.test(text) ? 'floating' : 'integer',
        text,
        offset: start,
      });
    }
  }

  private punctuator(): void {
    const punctuator = PUNCTUATORS.find((p) =>
      this.source.startsWith(p, this.pos),
    );
    if (!punctuator) this.fail(`Carattere inatteso: ${this.source[this.pos]}`);
    this.push('punctuator', punctuator!);
  }

  private push(kind: TokenKind, text: string): void {
    this.tokens.push({ kind, text, offset: this.pos });
    this.pos += text.length;
  }

  private skip(regex: RegExp): boolean {
    const match = this.match(regex);
    if (match) this.pos += match[0].length;
    return match !== null;
  }

  private skipBlockComment(): boolean {
    if (!this.source.startsWith('/*', this.pos)) return false;
    const end = this.source.indexOf('*/', this.pos + 2);
    if (end < 0) this.fail('Commento non chiuso');
    this.pos = end + 2;
    return true;
  }

  private match(regex: RegExp): RegExpExecArray | null {
    regex.lastIndex = this.pos;
    return regex.exec(this.source);
  }

  private fail(message: string, at = this.pos): never {
    throw new ExpressionError(message, at + 1);
  }
}

/** Splits a Java expression into tokens; `$F{name}`-style references are single tokens. */
export function tokenize(source: string): Token[] {
  return new Tokenizer(source).run();
}
