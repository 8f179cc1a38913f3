import fc from 'fast-check';
import { calcolaFattura, calcolaTotaleRiga, toDecimal } from './calcola-fattura';

/**
 * Reference computation, independent of decimal.js: integers with BigInt.
 * quantita in thousandths, moltiplicatore in ten-thousandths, prezzo in cents, sconto in
 * hundredths of a percent, aliquota a whole percent; rounding half-up away from zero.
 */
interface RigaIntera {
  qMilli: bigint;
  mE4: bigint;
  pCent: bigint;
  sE2: bigint;
  aliquota: bigint;
}

const divHalfUp = (n: bigint, d: bigint): bigint => {
  const neg = n < 0n !== d < 0n;
  const an = n < 0n ? -n : n;
  const ad = d < 0n ? -d : d;
  const q = (2n * an + ad) / (2n * ad);
  return neg ? -q : q;
};

function riferimento(righe: RigaIntera[]) {
  const totaliRiga = righe.map((r) => divHalfUp(r.qMilli * r.mE4 * r.pCent * (10000n - r.sE2), 100_000_000_000n));
  const perAliquota = new Map<bigint, bigint>();
  righe.forEach((r, i) => perAliquota.set(r.aliquota, (perAliquota.get(r.aliquota) ?? 0n) + totaliRiga[i]));
  let imponibile = 0n;
  let imposta = 0n;
  let esente = 0n;
  for (const [a, base] of perAliquota) {
    imponibile += base;
    imposta += divHalfUp(base * a, 100n);
    if (a === 0n) esente += base;
  }
  const absEsente = esente < 0n ? -esente : esente;
  return { totaliRiga, imponibile, imposta, totale: imponibile + imposta, bollo: absEsente > 7747n ? 200n : 0n };
}

const cents = (n: number): bigint => BigInt(toDecimal(n)!.times(100).toFixed(0));

const comeRiga = (r: RigaIntera) => ({
  quantita: Number(r.qMilli) / 1000,
  moltiplicatore: Number(r.mE4) / 10000,
  prezzoUnitario: Number(r.pCent) / 100,
  sconto: Number(r.sE2) / 100,
  aliquota: Number(r.aliquota),
});

const rigaArb = (prezzi: fc.Arbitrary<bigint>) =>
  fc.record({
    qMilli: fc.bigInt({ min: 1n, max: 100_000n }),
    mE4: fc.oneof(fc.constant(10_000n), fc.bigInt({ min: 1n, max: 50_000n })),
    pCent: prezzi,
    sE2: fc.oneof(fc.constant(0n), fc.bigInt({ min: 0n, max: 10_000n })),
    aliquota: fc.constantFrom(0n, 4n, 5n, 10n, 22n),
  });

function confronta(righe: RigaIntera[]) {
  const atteso = riferimento(righe);
  const calcolo = calcolaFattura(righe.map(comeRiga));
  expect(calcolo.righe.map((r) => cents(r.totaleRiga))).toEqual(atteso.totaliRiga);
  expect(cents(calcolo.totali.totaleImponibileDocumento)).toBe(atteso.imponibile);
  expect(cents(calcolo.totali.totaleImpostaDocumento)).toBe(atteso.imposta);
  expect(cents(calcolo.totali.totaleDocumento)).toBe(atteso.totale);
  expect(cents(calcolo.totali.marcaBolloImporto)).toBe(atteso.bollo);
}

describe('calcolaFattura', () => {
  it('rounds a half cent up: 22% of 25.25 is 5.56, not 5.55', () => {
    const { totali } = calcolaFattura([{ quantita: 1, moltiplicatore: 1, prezzoUnitario: 25.25, sconto: 0, aliquota: 22 }]);
    expect(totali).toEqual({ totaleImponibileDocumento: 25.25, totaleImpostaDocumento: 5.56, totaleDocumento: 30.81, marcaBolloImporto: 0 });
  });

  it('rounds a credit note away from zero like an invoice', () => {
    const { totali } = calcolaFattura([{ quantita: 1, moltiplicatore: 1, prezzoUnitario: -25.25, sconto: 0, aliquota: 22 }]);
    expect(totali.totaleImpostaDocumento).toBe(-5.56);
    expect(totali.totaleDocumento).toBe(-30.81);
  });

  it('computes the VAT on the rate total, not line by line', () => {
    // three lines of 0.10 at 22%: 0.022 each would round to 0.02 ×3 = 0.06; on 0.30 it is 0.07
    const riga = { quantita: 1, moltiplicatore: 1, prezzoUnitario: 0.1, sconto: 0, aliquota: 22 };
    const { totali, riepilogo } = calcolaFattura([riga, riga, riga]);
    expect(totali.totaleImpostaDocumento).toBe(0.07);
    expect(riepilogo).toEqual([{ aliquota: 22, imponibile: 0.3, imposta: 0.07 }]);
  });

  it('applies quantity × multiplier × price less the discount, half-up to 2 decimals', () => {
    expect(calcolaTotaleRiga({ quantita: 3, moltiplicatore: 1, prezzoUnitario: 33.335, sconto: 0, aliquota: 0 }).toFixed(2)).toBe('100.01');
    expect(calcolaTotaleRiga({ quantita: 2, moltiplicatore: 0.5, prezzoUnitario: 10, sconto: 12.5, aliquota: 0 }).toFixed(2)).toBe('8.75');
    expect(calcolaTotaleRiga({ quantita: '1.5' as unknown as number, moltiplicatore: 1, prezzoUnitario: '0.07' as unknown as number, sconto: 0, aliquota: 0 }).toFixed(2)).toBe('0.11');
  });

  it('charges the 2.00 stamp only when the exempt amount exceeds 77.47, and does not add it to the total', () => {
    const esente = (prezzo: number) => ({ quantita: 1, moltiplicatore: 1, prezzoUnitario: prezzo, sconto: 0, aliquota: 0 });
    expect(calcolaFattura([esente(77.47)]).totali.marcaBolloImporto).toBe(0);
    const sopra = calcolaFattura([esente(77.48), { ...esente(100), aliquota: 22 }]).totali;
    expect(sopra).toEqual({ totaleImponibileDocumento: 177.48, totaleImpostaDocumento: 22, totaleDocumento: 199.48, marcaBolloImporto: 2 });
  });

  it('matches the integer-cents reference on 3000 random invoices', () => {
    fc.assert(
      fc.property(fc.array(rigaArb(fc.bigInt({ min: 1n, max: 1_000_000n })), { minLength: 1, maxLength: 12 }), confronta),
      { numRuns: 3000 },
    );
  });

  it('matches the reference on 2000 random credit notes and mixed-sign invoices', () => {
    const prezzi = fc.oneof(fc.bigInt({ min: -1_000_000n, max: -1n }), fc.bigInt({ min: 1n, max: 1_000_000n }));
    fc.assert(fc.property(fc.array(rigaArb(prezzi), { minLength: 1, maxLength: 8 }), confronta), { numRuns: 2000 });
  });

  it('matches the reference on 2000 half-cent cases (prices ending in 5 tenths of a cent after VAT)', () => {
    // prices x.x5 at 22% and 10% often land exactly on half a cent
    const prezzi = fc.bigInt({ min: 0n, max: 100_000n }).map((n) => n * 10n + 5n);
    const riga = fc.record({
      qMilli: fc.constant(1000n),
      mE4: fc.constant(10_000n),
      pCent: prezzi,
      sE2: fc.constant(0n),
      aliquota: fc.constantFrom(10n, 22n),
    });
    fc.assert(fc.property(fc.array(riga, { minLength: 1, maxLength: 4 }), confronta), { numRuns: 2000 });
  });
});

describe('toDecimal', () => {
  it('reads numbers and numeric strings, refuses the rest', () => {
    expect(toDecimal('25.25')?.toFixed(2)).toBe('25.25');
    expect(toDecimal('3,5')?.toFixed(1)).toBe('3.5');
    expect(toDecimal(7)?.toFixed(0)).toBe('7');
    expect(toDecimal('abc')).toBeNull();
    expect(toDecimal('')).toBeNull();
    expect(toDecimal(NaN)).toBeNull();
    expect(toDecimal(null)).toBeNull();
  });
});
