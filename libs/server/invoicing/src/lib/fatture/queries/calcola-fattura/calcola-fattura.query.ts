/** POST /api/documenti/calcola: the editor's document recalculated (nothing is stored). */
export class CalcolaFatturaQuery {
  constructor(readonly body: unknown) {}
}
