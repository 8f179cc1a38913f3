import { calcolaTotali } from './calcola-documento';

describe('calcolaTotali', () => {
  const riga = (quantita: number | string, prezzoUnitario: number | string, aliquotaIva: number) => ({ quantita, prezzoUnitario, aliquotaIva }) as never;

  it('3 × 0.10 at 22% is exactly 0.30 + 0.07 (never 0.30000000000000004)', () => {
    expect(calcolaTotali([riga(3, 0.1, 22)])).toEqual({ importoNetto: 0.3, importoNettoAggiuntivo: 0, importoIva: 0.07, importoLordo: 0.37 });
  });

  it('computes the VAT on each rate total, half-up, not row by row', () => {
    // 0.05 + 0.05 at 22%: 0.022 → 0.02 (row by row would give 0.01 + 0.01)
    expect(calcolaTotali([riga(1, 0.05, 22), riga(1, 0.05, 22), riga(2, '12.345', 10)])).toEqual({
      importoNetto: 24.79,
      importoNettoAggiuntivo: 0,
      importoIva: 2.49,
      importoLordo: 27.28,
    });
  });

  it('rounds half-up: 0.125 × 1 at 0% → 0.13', () => {
    expect(calcolaTotali([riga(1, 0.125, 0)]).importoNetto).toBe(0.13);
  });
});
