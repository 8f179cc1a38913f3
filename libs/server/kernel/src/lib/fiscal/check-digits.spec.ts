import fc from 'fast-check';
import { codiceFiscaleCheckChar, codiceFiscalePersonaValido, codiceFiscaleValido } from './codice-fiscale';
import { partitaIvaCheckDigit, partitaIvaValida } from './partita-iva';

describe('partitaIvaValida', () => {
  it('accepts real VAT numbers', () => {
    for (const piva of ['06363391001', '00743110157', '01234567897', '80001234568']) expect(partitaIvaValida(piva)).toBe(true);
  });

  it('refuses a wrong check digit, a wrong length, letters, spaces and all zeros', () => {
    for (const piva of ['06363391002', '0636339100', '063633910011', '0636339100A', ' 06363391001', '00000000000', '']) expect(partitaIvaValida(piva)).toBe(false);
  });

  it('accepts exactly one check digit for any 10 digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{10}$/), fc.integer({ min: 0, max: 9 }), (first10, last) => {
        fc.pre(!/^0+$/.test(first10));
        expect(partitaIvaValida(`${first10}${last}`)).toBe(last === partitaIvaCheckDigit(first10));
      }),
    );
  });

  it('catches any single changed digit', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{10}$/), fc.integer({ min: 0, max: 10 }), fc.integer({ min: 1, max: 9 }), (first10, pos, delta) => {
        fc.pre(!/^0+$/.test(first10));
        const valida = `${first10}${partitaIvaCheckDigit(first10)}`;
        const cambiata = valida.slice(0, pos) + String((Number(valida[pos]) + delta) % 10) + valida.slice(pos + 1);
        fc.pre(!/^0+$/.test(cambiata));
        expect(partitaIvaValida(cambiata)).toBe(false);
      }),
    );
  });
});

describe('codiceFiscaleValido', () => {
  it('accepts valid personal codes, in either case and with omocodia', () => {
    for (const cf of ['RSSMRA80A01H501U', 'rssmra80a01h501u', 'BNCLRA85M45F839O', 'RSSMRA80A01H50MU'.slice(0, 15) + codiceFiscaleCheckChar('RSSMRA80A01H50M')]) {
      expect(codiceFiscaleValido(cf)).toBe(true);
    }
  });

  it('accepts a company code of 11 digits only when it is a valid partita IVA', () => {
    expect(codiceFiscaleValido('06363391001')).toBe(true);
    expect(codiceFiscaleValido('06363391002')).toBe(false);
  });

  it('refuses a wrong check letter, a wrong shape or length', () => {
    for (const cf of ['RSSMRA80A01H501A', 'RSSMRA80A01H501', 'RSSMRA80A01H501UX', '1SSMRA80A01H501U', 'RSSMRA80Z01H501U', 'RSSMRA80A01H5O1U', '']) {
      expect(codiceFiscaleValido(cf)).toBe(false);
    }
  });

  it('accepts exactly the computed check letter for any well-shaped code', () => {
    const lettera = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ');
    const cifra = fc.constantFrom(...'0123456789');
    const corpo = fc
      .tuple(fc.array(lettera, { minLength: 6, maxLength: 6 }), fc.array(cifra, { minLength: 2, maxLength: 2 }), fc.constantFrom(...'ABCDEHLMPRST'), fc.array(cifra, { minLength: 2, maxLength: 2 }), lettera, fc.array(cifra, { minLength: 3, maxLength: 3 }))
      .map(([a, b, m, g, l, c]) => `${a.join('')}${b.join('')}${m}${g.join('')}${l}${c.join('')}`);
    fc.assert(
      fc.property(corpo, lettera, (first15, check) => {
        expect(codiceFiscaleValido(first15 + check)).toBe(check === codiceFiscaleCheckChar(first15));
      }),
    );
  });
});

describe('codiceFiscalePersonaValido', () => {
  it("accepts a person's code with omocodia and refuses a company's 11 digits", () => {
    for (const cf of ['RSSMRA80A01H501U', 'MRTMTT91D08F205J', 'RSSMRA80A01H50MM', 'rssmra80a01h501u']) expect(codiceFiscalePersonaValido(cf)).toBe(true);
    for (const cf of ['RSSMRA80A01H501A', 'RSSMRA80A01H501', '06363391001']) expect(codiceFiscalePersonaValido(cf)).toBe(false);
  });
});
