import { MENU_COMPLETO, appiattisciMenu, type VoceMenuGruppo } from '@registro/contracts';
import { profileMenu } from './profile-menu';
import { normalizeMenu } from './group.aggregate';

const voce = (routeId: string, idPadre: string | null, selezionato: boolean): VoceMenuGruppo => ({
  routeId,
  idPadre,
  text: routeId,
  selezionato,
});

describe('profileMenu', () => {
  it('nests the full flat menu back into the catalogue', () => {
    expect(profileMenu(appiattisciMenu(MENU_COMPLETO))).toEqual(MENU_COMPLETO);
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
    expect(profileMenu(menu).map((v) => [v.routeId, v.viewId, v.children?.map((c) => c.routeId)])).toEqual([
      ['home', '/home', undefined],
      ['demo', undefined, ['testlist']],
    ]);
  });

  it('drops a parent with no page of its own and no selected child', () => {
    expect(profileMenu([voce('demo', null, true), voce('test', 'demo', false)])).toEqual([]);
  });

  it('answers the catalogue\'s labels and drops entries it no longer lists (a group stored before issue 25)', () => {
    const memorizzato: VoceMenuGruppo[] = [
      { routeId: 'cruscotti', idPadre: null, text: 'Cruscotti', selezionato: true },
      { routeId: 'dashboard', idPadre: 'cruscotti', text: 'Dashboard', selezionato: true },
      { routeId: 'contabilita', idPadre: null, text: 'Contabilità', selezionato: true },
      { routeId: 'fatturazionenumeratori', idPadre: 'contabilita', text: 'Numeratori Fatturazione', selezionato: true },
      { routeId: 'numeratori', idPadre: 'contabilita', text: 'Numeratori', selezionato: true },
      { routeId: 'documentazione', idPadre: null, text: 'Documenti e Ordini', selezionato: true },
      { routeId: 'papercleandocumentotipi', idPadre: 'documentazione', text: 'Documenti', selezionato: true },
      { routeId: 'analisidati', idPadre: null, text: 'Analisi Dati', selezionato: true },
      { routeId: 'dataanalysisdashboards', idPadre: 'analisidati', text: 'Dashboard', selezionato: true },
      { routeId: 'querybuilder', idPadre: 'analisidati', text: 'Query Builder', selezionato: true },
    ];
    const etichette = (voci: ReturnType<typeof profileMenu>): string[] => voci.flatMap((v) => [v.text, ...etichette(v.children ?? [])]);
    expect(etichette(profileMenu(memorizzato))).toEqual([
      'Cruscotti',
      'Dashboard',
      'Contabilità',
      'Numeratori',
      'Documenti e Ordini',
      'Documenti Commerciali',
      'Analisi Dati',
      'Gestione Dashboard',
    ]);
  });

  it("keeps a patient group's single homepaziente entry, whose page is the patient home", () => {
    expect(profileMenu([voce('homepaziente', null, true)]).map((v) => v.routeId)).toEqual(['homepaziente']);
  });
});

describe('normalizeMenu', () => {
  it('turns off the children of an entry that is off (spec 1 §4, group menu)', () => {
    const menu = normalizeMenu([voce('demo', null, false), voce('test', 'demo', true), voce('home', null, true)]);
    expect(menu.map((v) => v.selezionato)).toEqual([false, false, true]);
  });

  it('hides an entry whose section the group may not see (invoices without fatturazione), keeping the rest', () => {
    const menu = [voce('home', null, true), voce('contabilita', null, true), voce('fatturazione', 'contabilita', true), voce('tipidocumento', 'contabilita', true)];
    const permessi = [{ id: 'tipidocumento', permessi: [{ permesso: 'visualizza' as const, attivo: true }] }];
    expect(profileMenu(menu, permessi).map((v) => [v.routeId, v.children?.map((c) => c.routeId)])).toEqual([
      ['home', undefined],
      ['contabilita', ['tipidocumento']],
    ]);
    expect(profileMenu(menu, []).map((v) => v.routeId)).toEqual(['home']);
  });
});
