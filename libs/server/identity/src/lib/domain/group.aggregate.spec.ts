import type { VoceMenuGruppo } from '@registro/contracts';
import { gruppoFromForm, updateGruppo, normalizeMenu } from './group.aggregate';
import { passwordErrors, defaultExpiry } from './user.aggregate';

const voce = (routeId: string, idPadre: string | null, selezionato: boolean): VoceMenuGruppo => ({ routeId, idPadre, text: routeId, selezionato });

describe('group rules', () => {
  it('turns off every entry below an entry that is off, at any depth and in any order', () => {
    const menu = normalizeMenu([voce('c', 'b', true), voce('b', 'a', true), voce('a', null, false), voce('x', null, true)]);
    expect(menu.map((v) => [v.routeId, v.selezionato])).toEqual([['c', false], ['b', false], ['a', false], ['x', true]]);
  });

  it('stores the whole catalogue and every section whatever the form leaves out', () => {
    const g = gruppoFromForm({ nome: ' Prova ', menu: [{ routeId: 'home', selezionato: true }], sezioni: [] });
    expect(g.nome).toBe('Prova');
    expect(g.menu.length).toBeGreaterThan(10);
    expect(g.menu.filter((v) => v.selezionato).map((v) => v.routeId)).toEqual(['home']);
    expect(g.sezioni.every((s) => s.permessi.length === 4 && s.permessi.every((p) => !p.attivo))).toBe(true);
  });

  it('describes no change as no event', () => {
    const g = gruppoFromForm({ nome: 'Prova', menu: [{ routeId: 'home', selezionato: true }] });
    expect(updateGruppo(g, gruppoFromForm({ nome: 'Prova', menu: [{ routeId: 'home', selezionato: true }] }))).toBeNull();
  });
});

describe('user rules', () => {
  it('wants matching passwords of 8+ characters with letters and digits', () => {
    expect(passwordErrors('Password1', 'Password1')).toEqual([]);
    expect(passwordErrors('Password1', 'Password2')).toEqual(['Le password non coincidono']);
    expect(passwordErrors('12345678', '12345678')).toEqual(['La password deve contenere almeno 8 caratteri, con lettere e numeri']);
    expect(passwordErrors('àèìòùàèì9', 'àèìòùàèì9')).toEqual([]);
    expect(passwordErrors('abc1', 'abc1')).toHaveLength(1);
  });

  it('puts a new user expiry three calendar months ahead', () => {
    expect(defaultExpiry(new Date(2026, 0, 15, 10)).getTime()).toBe(new Date(2026, 3, 15, 10).getTime());
  });
});
