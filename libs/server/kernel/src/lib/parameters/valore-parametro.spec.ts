import { PARAMETRO } from '@registro/contracts';
import { PARAMETRI_NOTI } from './parametri-noti';
import { parseStoredParametro, resolveParametro } from './valore-parametro';

const soglia = PARAMETRI_NOTI.find((p) => p.nome === PARAMETRO.sogliaBlocco);

describe('configuration parameters', () => {
  it('parses the stored JSON, and keeps older text that is not JSON as it is', () => {
    expect(parseStoredParametro('5')).toBe(5);
    expect(parseStoredParametro('{"a": [1, true]}')).toEqual({ a: [1, true] });
    expect(parseStoredParametro('non json')).toBe('non json');
  });

  it('takes the environment variable when set, else the stored value, else the default', () => {
    const memorizzati = new Map<string, unknown>([[PARAMETRO.sogliaBlocco, 3]]);
    expect(resolveParametro(PARAMETRO.sogliaBlocco, soglia, { LOCKOUT_THRESHOLD: '7' }, memorizzati)).toEqual({ valore: '7', origine: 'ambiente' });
    expect(resolveParametro(PARAMETRO.sogliaBlocco, soglia, { LOCKOUT_THRESHOLD: '  ' }, memorizzati)).toEqual({ valore: 3, origine: 'parametro' });
    expect(resolveParametro(PARAMETRO.sogliaBlocco, soglia, {}, new Map())).toEqual({ valore: 5, origine: 'predefinito' });
  });

  it('answers null for an unknown parameter never stored, and no environment variable reaches it', () => {
    expect(resolveParametro('COLORI_TEMA', undefined, { COLORI_TEMA: 'x' }, new Map())).toEqual({ valore: null, origine: 'predefinito' });
  });

  it('knows each parameter once, with a default', () => {
    const nomi = PARAMETRI_NOTI.map((p) => p.nome);
    expect(new Set(nomi).size).toBe(nomi.length);
    expect(PARAMETRI_NOTI.every((p) => p.predefinito !== undefined)).toBe(true);
  });
});
