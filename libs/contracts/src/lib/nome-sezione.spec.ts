import { SEZIONI_PIATTAFORMA, nomeSezione } from './permissions';

describe('nomeSezione: the section as the logs and the history show it', () => {
  it('names the sections and the logged stream types in Italian, from one table', () => {
    expect(nomeSezione('users')).toBe('Utenti');
    expect(nomeSezione('signins')).toBe('Utenti');
    expect(nomeSezione('fatture')).toBe('Fatture');
    expect(nomeSezione('documenticommerciali')).toBe('Documenti Commerciali');
    expect(nomeSezione('taskmanager')).toBe('Task Schedulati');
    for (const s of SEZIONI_PIATTAFORMA) expect(nomeSezione(s.id)).toBe(s.descrizione);
  });

  it('leaves a section it does not know (a module installed at run time) as it is', () => {
    expect(nomeSezione('modulo_esterno')).toBe('modulo_esterno');
  });
});
