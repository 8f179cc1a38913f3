import type { Atleta } from '@registro/contracts';

const NOMI = [
  'Marco', 'Giulia', 'Luca', 'Francesca', 'Alessandro', 'Chiara', 'Matteo', 'Sara', 'Lorenzo', 'Martina',
  'Andrea', 'Elena', 'Davide', 'Valentina', 'Simone', 'Federica', 'Riccardo', 'Alessia', 'Gabriele', 'Silvia',
  'Tommaso', 'Giorgia', 'Federico', 'Anna', 'Stefano', 'Laura', 'Pietro', 'Beatrice', 'Giovanni', 'Camilla',
];
const COGNOMI = [
  'Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco',
  'Bruno', 'Gallo', 'Conti', 'De Luca', 'Mancini', 'Costa', 'Giordano', 'Rizzo', 'Lombardi', 'Moretti',
  'Barbieri', 'Fontana', 'Santoro', 'Mariani', 'Rinaldi', 'Caruso', 'Ferrara', 'Galli', 'Martini', 'Leone',
];
const SPORT = [
  'Calcio', 'Pallavolo', 'Pallacanestro', 'Nuoto', 'Atletica leggera', 'Ciclismo', 'Tennis', 'Rugby',
  'Scherma', 'Ginnastica', 'Canottaggio', 'Judo',
];
const CITTA = [
  'Napoli', 'Roma', 'Milano', 'Torino', 'Bologna', 'Firenze', 'Bari', 'Palermo', 'Genova', 'Venezia',
  'Verona', 'Salerno', 'Caserta', 'Pescara', 'Perugia', 'Cagliari',
];
const TIPI_SOCIETA = ['A.S.D.', 'S.S.D.', 'Polisportiva', 'Circolo', 'Unione Sportiva'];

/** mulberry32: a small seeded PRNG, so every start produces the same athletes. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function generate(quanti: number, seed: number): Atleta[] {
  const r = prng(seed);
  const scegli = <T>(list: T[]): T => list[Math.floor(r() * list.length)];
  const due = (n: number) => String(n).padStart(2, '0');
  return Array.from({ length: quanti }, (_, i) => {
    const citta = scegli(CITTA);
    const sport = scegli(SPORT);
    const anno = 1970 + Math.floor(r() * 41);
    const mese = 1 + Math.floor(r() * 12);
    const giorno = 1 + Math.floor(r() * 28);
    return {
      id: i + 1,
      nome: scegli(NOMI),
      cognome: scegli(COGNOMI),
      dataNascita: `${anno}-${due(mese)}-${due(giorno)}`,
      sport,
      societa: `${scegli(TIPI_SOCIETA)} ${sport} ${citta}`,
      citta,
    };
  });
}

/** The 1000 demo athletes of spec 1 (/testlist), identical on every run. */
export const DEMO_ATHLETES: readonly Atleta[] = Object.freeze(generate(1000, 20251121));
