import { expect, test } from '@playwright/test';
import { problemiDiTesto } from './support/testi-leggibili';

test('the text check catches what a reader trips on and lets Italian through', () => {
  expect(problemiDiTesto('Totale 14,40 € del 28/11/2026 17:01 — Nessun dato, Cerca, Salva, Dati')).toEqual([]);
  expect(problemiDiTesto('Totale 14,4 €')).toEqual(['importo con un decimale "14,4 €"']);
  expect(problemiDiTesto('Modificato il 2026-11-28T16:01:15.100Z')).toEqual(['istante grezzo "2026-11-28T16:01"']);
  expect(problemiDiTesto('Last Name')).toEqual(['parola tecnica "Last Name"']);
  expect(problemiDiTesto('Utente: undefined')).toEqual(['parola tecnica "undefined"']);
  expect(problemiDiTesto('Errore di rete')).toEqual([]);
  expect(problemiDiTesto('1.234,5 €')).toEqual(['importo con un decimale "1.234,5 €"']);
  expect(problemiDiTesto('1.234,50 €')).toEqual([]);
});
