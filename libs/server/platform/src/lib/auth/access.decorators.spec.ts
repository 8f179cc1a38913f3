import { SEZIONE, SEZIONI, type PermessiGruppo } from '@registro/contracts';
import { Logger } from '@nestjs/common';
import { ACCESS_METADATA, PERMESSO_NEGATO, RequiresPermission, grantsPermission, permissionDenied } from './access.decorators';
import { ForbiddenError } from '../errors/http-errors';

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

  it('answers 403 in Italian without section or permission codes, and names them only in the log', () => {
    const avvisi = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    try {
      const errore = permissionDenied({ sezione: ['strutture', 'fatturazione'], permesso: 'visualizza' }, 'operatore');
      expect(errore).toBeInstanceOf(ForbiddenError);
      expect(errore.getStatus()).toBe(403);
      expect(errore.getResponse()).toEqual({ messaggio: 'Non hai i permessi per questa operazione' });
      expect(PERMESSO_NEGATO).not.toMatch(/strutture|fatturazione|visualizza/);
      expect(avvisi).toHaveBeenCalledWith(expect.objectContaining({ msg: 'Permesso negato: visualizza su strutture o fatturazione', username: 'operatore' }));
    } finally {
      avvisi.mockRestore();
    }
  });

  it('grants alternative permissions when any of them is active', () => {
    const regola = { sezione: 'ordini', permesso: ['visualizza', 'modifica'] } as const;
    expect(grantsPermission(permessi('ordini', 'modifica'), regola)).toBe(true);
    expect(grantsPermission(permessi('ordini', 'visualizza'), regola)).toBe(true);
    expect(grantsPermission(permessi('ordini', 'approva'), regola)).toBe(false);
  });
});
