import { focusOnShow } from './focus-on-show';

describe('focusOnShow', () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <button id="apri">Aggiungi riga</button>
      <div role="dialog"><input id="riga-codice" /><input id="riga-descrizione" /></div>`;
  });

  it('puts the cursor in the first field when the dialog opens', () => {
    document.getElementById('apri')?.focus();
    focusOnShow('riga-codice')();
    expect(document.activeElement?.id).toBe('riga-codice');
  });

  it('leaves the cursor where the user already typed before the opening animation ended', () => {
    document.getElementById('riga-descrizione')?.focus();
    focusOnShow('riga-codice')();
    expect(document.activeElement?.id).toBe('riga-descrizione');
  });
});
