import { BadRequestError, UnauthenticatedError } from '../errors/http-errors';
import { TextParam } from './text-param.pipe';

describe('TextParam', () => {
  const allegato = new TextParam({ max: 10, messaggio: "Il nome dell'allegato supera i 10 caratteri" });
  const sessione = new TextParam({ max: 4, pattern: /^[0-9a-f]{4}$/, messaggio: 'Sessione non valida' });

  it('hands the text on as sent, spaces and case kept', () => {
    expect(allegato.transform(' Nota.PDF ')).toBe(' Nota.PDF ');
    expect(sessione.transform('0a9f')).toBe('0a9f');
  });

  it("refuses a longer text with the rule's message instead of cutting it short", () => {
    expect(() => allegato.transform('abcdefghijk')).toThrow(new BadRequestError("Il nome dell'allegato supera i 10 caratteri"));
  });

  it('refuses a text of another shape, or no text at all', () => {
    for (const value of ['0A9F', '0a9', 'zzzz', undefined, 12]) expect(() => sessione.transform(value)).toThrow(new BadRequestError('Sessione non valida'));
  });

  it("refuses with the rule's own error when it names one", () => {
    const token = new TextParam({ max: 4, pattern: /^[a-z]{4}$/, messaggio: 'Sessione non valida o scaduta', errore: UnauthenticatedError });
    expect(() => token.transform('abc')).toThrow(UnauthenticatedError);
    expect(() => token.transform('abc')).toThrow('Sessione non valida o scaduta');
  });
});
