import { DEMO_ATHLETES } from './demo-athletes';

describe('DEMO_ATHLETES', () => {
  it('holds 1000 athletes with ids 1..1000 and every field filled', () => {
    expect(DEMO_ATHLETES).toHaveLength(1000);
    DEMO_ATHLETES.forEach((a, i) => {
      expect(a.id).toBe(i + 1);
      expect(a.dataNascita).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(a.nome && a.cognome && a.sport && a.societa && a.citta).toBeTruthy();
    });
  });

  it('is the same on every start (seeded generator)', () => {
    expect(DEMO_ATHLETES[0]).toEqual({
      id: 1,
      nome: DEMO_ATHLETES[0].nome,
      cognome: DEMO_ATHLETES[0].cognome,
      dataNascita: DEMO_ATHLETES[0].dataNascita,
      sport: DEMO_ATHLETES[0].sport,
      societa: DEMO_ATHLETES[0].societa,
      citta: DEMO_ATHLETES[0].citta,
    });
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { DEMO_ATHLETES: ancora } = require('./demo-athletes');
      expect(ancora).toEqual(DEMO_ATHLETES);
    });
  });
});
