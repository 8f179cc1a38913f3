import { tokenize } from './tokenizer';

describe('tokenize', () => {
  it('reads references, literals and punctuators', () => {
    const tokens = tokenize(
      "$F{Company Name}.x(1L, 2.5f, 'c', 0x1F, 1e3) >= -3 // comment",
    );
    expect(
      tokens.map((t) => [t.kind, t.text, t.name ?? t.suffix ?? '']),
    ).toEqual([
      ['reference', 'F', 'Company Name'],
      ['punctuator', '.', ''],
      ['identifier', 'x', ''],
      ['punctuator', '(', ''],
      ['integer', '1', 'L'],
      ['punctuator', ',', ''],
      ['floating', '2.5', 'f'],
      ['punctuator', ',', ''],
      ['char', 'c', ''],
      ['punctuator', ',', ''],
      ['integer', '0x1F', ''],
      ['punctuator', ',', ''],
      ['floating', '1e3', ''],
      ['punctuator', ')', ''],
      ['punctuator', '>=', ''],
      ['punctuator', '-', ''],
      ['integer', '3', ''],
      ['end', '', ''],
    ]);
  });

  it('decodes escapes', () => {
    expect(tokenize('"a\\tb\\u00e8\\\\\\101"')[0].text).toBe('a\tbè\\A');
  });

  it('names bad input with its column', () => {
    expect(() => tokenize('1 + #')).toThrow(
      'Carattere inatteso: # (colonna 5)',
    );
    expect(() => tokenize('$X{a}')).toThrow('Riferimento non supportato');
    expect(() => tokenize('"\\q"')).toThrow(
      'Sequenza di escape non valida: \\q',
    );
  });
});
