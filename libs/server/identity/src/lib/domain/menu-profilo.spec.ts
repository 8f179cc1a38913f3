import { MENU_COMPLETO, appiattisciMenu, type VoceMenuGruppo } from '@registro/contracts';
import { menuProfilo } from './menu-profilo';
import { normalizzaMenu } from './group.aggregate';

const voce = (routeId: string, idPadre: string | null, selezionato: boolean): VoceMenuGruppo => ({
  routeId,
  idPadre,
  text: routeId,
  selezionato,
});

describe('menuProfilo', () => {
  it('nests the full flat menu back into the catalogue', () => {
    expect(menuProfilo(appiattisciMenu(MENU_COMPLETO))).toEqual(MENU_COMPLETO);
  });

  it('keeps only selected entries and drops children of unselected parents', () => {
    const menu = [
      voce('home', null, true),
      voce('amministrazione', null, false),
      voce('users', 'amministrazione', true),
      voce('demo', null, true),
      voce('test', 'demo', false),
      voce('testlist', 'demo', true),
    ];
    expect(menuProfilo(menu).map((v) => [v.routeId, v.viewId, v.children?.map((c) => c.routeId)])).toEqual([
      ['home', '/home', undefined],
      ['demo', undefined, ['testlist']],
    ]);
  });

  it('drops a parent with no page of its own and no selected child', () => {
    expect(menuProfilo([voce('demo', null, true), voce('test', 'demo', false)])).toEqual([]);
  });
});

describe('normalizzaMenu', () => {
  it('turns off the children of an entry that is off (spec 1 §4, group menu)', () => {
    const menu = normalizzaMenu([voce('demo', null, false), voce('test', 'demo', true), voce('home', null, true)]);
    expect(menu.map((v) => v.selezionato)).toEqual([false, false, true]);
  });
});
