import type { TFunction } from 'i18next';
import type { RigaDocumento } from '@registro/contracts';
import { righeFattura } from './righe-fattura';

const t = ((chiave: string) => chiave) as unknown as TFunction;

describe("an invoice's lines as the table writes them", () => {
  it('quantities, discounts and rates the Italian way, thousands grouped, every decimal kept', () => {
    const riga = { descrizione: 'Visita', quantita: 1500, sconto: 12.5, aliquota: 22, prezzoUnitario: 1234.5, totaleRiga: 1620337.5 } as RigaDocumento;
    const { columns } = righeFattura(t, [riga]);
    const cella = (intestazione: string) => columns.find((c) => c.header === intestazione)?.body?.(riga, 0);
    expect(cella('fatturazione.quantita')).toBe('1.500');
    expect(cella('fatturazione.scontoPercentuale')).toBe('12,5%');
    expect(cella('fatturazione.iva')).toBe('22%');
    expect(cella('fatturazione.prezzoUnitario')).toMatch(/^1\.234,50\s€$/);
    expect(righeFattura(t, [{ ...riga, quantita: 0.125 }]).columns[3].body?.({ ...riga, quantita: 0.125 }, 0)).toBe('0,125');
  });
});
