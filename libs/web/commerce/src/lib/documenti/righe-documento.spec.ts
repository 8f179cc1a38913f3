import type { TFunction } from 'i18next';
import type { RigaDocumentoCommerciale } from '@registro/contracts';
import { righeDocumento } from './righe-documento';

const t = ((chiave: string) => chiave) as unknown as TFunction;

describe("a commercial document's rows as the read-only tables write them", () => {
  const riga = { descrizioneArticolo: 'Carta A4', quantita: 1500, prezzoUnitario: 1234.5, aliquotaIvaDescrizione: 'R5', aliquotaIva: 5.5 } as RigaDocumentoCommerciale;
  const celle = (compatta: boolean) => {
    const { columns } = righeDocumento(t, { righe: [riga], ariaLabel: 'Righe', compatta });
    return (intestazione: string) => columns.find((c) => c.header === intestazione)?.body?.(riga, 0);
  };

  it.each([false, true])('quantities grouped and rates with a comma (compact: %s)', (compatta) => {
    const cella = celle(compatta);
    expect(cella('documentiCommerciali.quantita')).toBe('1.500');
    expect(cella('documentiCommerciali.aliquotaIva')).toBe('5,5%');
  });
});
