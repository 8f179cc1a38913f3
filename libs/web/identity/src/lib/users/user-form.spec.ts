import { saveBody, userFormFrom, newUserForm } from './user-form';

describe('user form defaults (spec 1 §4, user account)', () => {
  it('a new user is active and expires three months from now', () => {
    const utente = newUserForm(new Date(2026, 10, 21, 10, 30));
    expect(utente.id).toBe(-1);
    expect(utente.attivo).toBe(true);
    expect(utente.scadenzaUtenza).toEqual(new Date(2027, 1, 21, 10, 30));
  });

  it('three months from the end of a month lands on the last day of the target month', () => {
    expect(newUserForm(new Date(2026, 10, 30)).scadenzaUtenza).toEqual(new Date(2027, 1, 28));
  });

  it('sends the expiry as epoch ms and leaves an empty password out', () => {
    const modulo = userFormFrom({
      id: 7, username: 'mrossi', firstname: 'Mario', lastname: 'Rossi', email: 'm@r.it', profilo: 'Operatori',
      idGruppo: 2, scadenzaUtenza: 1_800_000_000_000, attivo: true, statoUtenza: 'ATTIVA',
    });
    const corpo = saveBody(modulo);
    expect(corpo.scadenzaUtenza).toBe(1_800_000_000_000);
    expect(corpo).not.toHaveProperty('password');
    expect(saveBody({ ...modulo, password: 'Segreta123', verificaPassword: 'Segreta123' })).toMatchObject({ password: 'Segreta123', verificaPassword: 'Segreta123' });
  });
});
