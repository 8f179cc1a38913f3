import { codiceFiscaleValido, partitaIvaValida } from '@registro/server-kernel';
import { strutturaValues } from '../domain/struttura-values';
import { CLIENTI_DEMO, STRUTTURA_DEMO } from './invoicing-demo-data';

describe('the demo master data', () => {
  it('has a facility the structure screen accepts as it is', () => {
    expect(strutturaValues(STRUTTURA_DEMO)).toEqual(STRUTTURA_DEMO);
  });

  it('has customers with valid tax codes and SDI codes of the right length', () => {
    for (const c of CLIENTI_DEMO) {
      if (c.partitaIva) expect([c.cognome, partitaIvaValida(c.partitaIva)]).toEqual([c.cognome, true]);
      expect([c.cognome, codiceFiscaleValido(c.identificativo)]).toEqual([c.cognome, true]);
      expect(c.codiceDestinatario).toMatch(c.partitaIva ? /^[A-Z0-9]{6,7}$/ : /^0{7}$/);
    }
    expect(CLIENTI_DEMO.filter((c) => c.codiceDestinatario.length === 6)).toHaveLength(1);
  });
});
