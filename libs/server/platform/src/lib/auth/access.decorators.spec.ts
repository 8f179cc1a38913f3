import { SEZIONE, SEZIONI, type PermessiGruppo } from '@registro/contracts';
import { ACCESS_METADATA, RequiresPermission, grantsPermission, permissionDenied } from './access.decorators';

const permessi = (sezione: string, ...attivi: string[]): PermessiGruppo[] => [
  { id: sezione, permessi: attivi.map((p) => ({ permesso: p as 'visualizza', attivo: true })) },
];

describe('RequiresPermission with one or several sections', () => {
  it('stores the section, or the alternatives, as the handler rule', () => {
    class Prova {
      @RequiresPermission('numeratori', 'visualizza') una() {}
      @RequiresPermission(['numeratori', 'fatturazionenumeratori'], 'modifica') alternative() {}
    }
    expect(Reflect.getMetadata(ACCESS_METADATA, Prova.prototype.una)).toEqual({ tipo: 'permesso', sezione: 'numeratori', permesso: 'visualizza' });
    expect(Reflect.getMetadata(ACCESS_METADATA, Prova.prototype.alternative)).toEqual({
      tipo: 'permesso',
      sezione: ['numeratori', 'fatturazionenumeratori'],
      permesso: 'modifica',
    });
  });

  it('takes the sections of the contracts table, typed: SEZIONE.<id> is the id, an unknown id does not compile', () => {
    expect(Object.keys(SEZIONE)).toEqual(SEZIONI.map((s) => s.id));
    expect(Object.entries(SEZIONE).every(([nome, id]) => nome === id)).toBe(true);
    class Prova {
      @RequiresPermission(SEZIONE.ordini, 'visualizza') tabella() {}
      // @ts-expect-error 'segreti' is not a section of the table
      @RequiresPermission('segreti', 'visualizza') sconosciuta() {}
    }
    expect(Reflect.getMetadata(ACCESS_METADATA, Prova.prototype.tabella)).toEqual({ tipo: 'permesso', sezione: 'ordini', permesso: 'visualizza' });
  });

  it('grants a single section only with that permission active on it', () => {
    const regola = { sezione: 'numeratori', permesso: 'modifica' } as const;
    expect(grantsPermission(permessi('numeratori', 'visualizza', 'modifica'), regola)).toBe(true);
    expect(grantsPermission(permessi('numeratori', 'visualizza'), regola)).toBe(false);
    expect(grantsPermission(permessi('fatturazionenumeratori', 'modifica'), regola)).toBe(false);
    expect(grantsPermission([{ id: 'numeratori', permessi: [{ permesso: 'modifica', attivo: false }] }], regola)).toBe(false);
    expect(grantsPermission(undefined, regola)).toBe(false);
  });

  it('grants alternatives when any of the sections has the permission', () => {
    const regola = { sezione: ['numeratori', 'fatturazionenumeratori'], permesso: 'visualizza' } as const;
    expect(grantsPermission(permessi('numeratori', 'visualizza'), regola)).toBe(true);
    expect(grantsPermission(permessi('fatturazionenumeratori', 'visualizza'), regola)).toBe(true);
    expect(grantsPermission(permessi('fatturazione', 'visualizza'), regola)).toBe(false);
    expect(grantsPermission(permessi('fatturazionenumeratori', 'modifica'), regola)).toBe(false);
    expect(grantsPermission([], { sezione: [], permesso: 'visualizza' })).toBe(false);
  });

  it('names every alternative in the 403 message', () => {
    expect(permissionDenied({ sezione: 'strutture', permesso: 'modifica' })).toBe('Permesso negato: modifica su strutture');
    expect(permissionDenied({ sezione: ['strutture', 'fatturazione'], permesso: 'visualizza' })).toBe('Permesso negato: visualizza su strutture o fatturazione');
  });

  it('grants alternative permissions when any of them is active, and names them in the 403', () => {
    const regola = { sezione: 'ordini', permesso: ['visualizza', 'modifica'] } as const;
    expect(grantsPermission(permessi('ordini', 'modifica'), regola)).toBe(true);
    expect(grantsPermission(permessi('ordini', 'visualizza'), regola)).toBe(true);
    expect(grantsPermission(permessi('ordini', 'approva'), regola)).toBe(false);
    expect(permissionDenied(regola)).toBe('Permesso negato: visualizza o modifica su ordini');
  });
});
