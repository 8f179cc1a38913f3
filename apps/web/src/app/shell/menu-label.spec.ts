import italiano from '@registro/contracts/i18n/it.json';
import { createI18n, loadLanguage } from '@registro/web-ui';
import { menuLabel, menuLabelNow } from './menu-label';

describe('menu labels in the language chosen', () => {
  const i18n = createI18n('it', { it: italiano });
  afterAll(() => i18n.changeLanguage('it'));

  it("Italian shows the group menu's own text", async () => {
    await i18n.changeLanguage('it');
    expect(menuLabelNow({ routeId: 'users', text: 'Utenti' })).toBe('Utenti');
    expect(menuLabel(i18n.t, { routeId: 'papercleanconfigurazioneiva', text: 'I.V.A.' })).toBe('I.V.A.');
  });

  it('English translates every entry by its routeId, so the sidebar and the top bar do not stay Italian', async () => {
    await loadLanguage('en');
    expect(menuLabelNow({ routeId: 'users', text: 'Utenti' })).toBe('Users');
    expect(menuLabel(i18n.t, { routeId: 'amministrazione', text: 'Amministrazione' })).toBe('Administration');
    expect(menuLabel(i18n.t, { routeId: 'fatturazione', text: 'Fatturazione' })).toBe('Invoicing');
    // an entry a module added, with no translation yet: its own text
    expect(menuLabelNow({ routeId: 'moduloNuovo', text: 'Modulo Nuovo' })).toBe('Modulo Nuovo');
  });
});
