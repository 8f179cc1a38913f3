import type { VoceMenuGruppo } from '@registro/contracts';
import { menuTree, changeSelection, menuToSave, isSwitchDisabled, mergeCatalog, expandedKeys } from './menu-gruppo-switch';

const voce = (routeId: string, idPadre: string | null, selezionato: boolean): VoceMenuGruppo => ({ routeId, idPadre, text: routeId, selezionato });

const menu: VoceMenuGruppo[] = [
  voce('home', null, true),
  voce('amministrazione', null, true),
  voce('users', 'amministrazione', true),
  voce('gruppi', 'amministrazione', false),
  voce('demo', null, false),
  voce('test', 'demo', false),
];

describe('group menu switches (spec 1 §4)', () => {
  it('turning off a top-level entry turns off all its children', () => {
    const dopo = changeSelection(menu, 'amministrazione', false);
    expect(dopo.filter((v) => v.selezionato).map((v) => v.routeId)).toEqual(['home']);
  });

  it('turning an entry on leaves its children as they were', () => {
    const dopo = changeSelection(menu, 'demo', true);
    expect(dopo.find((v) => v.routeId === 'demo')?.selezionato).toBe(true);
    expect(dopo.find((v) => v.routeId === 'test')?.selezionato).toBe(false);
  });

  it('child switches are disabled while the parent is off', () => {
    expect(isSwitchDisabled(menu, 'test')).toBe(true);
    expect(isSwitchDisabled(menu, 'gruppi')).toBe(false);
    expect(isSwitchDisabled(menu, 'demo')).toBe(false);
    expect(isSwitchDisabled(changeSelection(menu, 'amministrazione', false), 'users')).toBe(true);
  });

  it('a top-level entry with any selected child is expanded', () => {
    expect(expandedKeys(menu)).toEqual(['amministrazione']);
    expect(expandedKeys(changeSelection(menu, 'amministrazione', false))).toEqual([]);
  });

  it('saves the flattened list without children', () => {
    const salvato = menuToSave(menuTree(menu).flatMap((n) => [{ ...n.voce, children: n.figli } as VoceMenuGruppo, ...n.figli.map((f) => f.voce)]));
    expect(salvato).toHaveLength(menu.length);
    for (const v of salvato) expect(Object.keys(v).sort()).toEqual(['iconCls', 'idPadre', 'routeId', 'selezionato', 'text']);
  });

  it('builds the tree from idPadre and switches the catalogue as the group has it', () => {
    expect(menuTree(menu).map((n) => [n.voce.routeId, n.figli.map((f) => f.voce.routeId)])).toEqual([
      ['home', []],
      ['amministrazione', ['users', 'gruppi']],
      ['demo', ['test']],
    ]);
    const catalogo = menu.map((v) => ({ ...v, selezionato: false }));
    expect(mergeCatalog(catalogo, [voce('users', 'amministrazione', true)]).filter((v) => v.selezionato).map((v) => v.routeId)).toEqual(['users']);
  });
});
