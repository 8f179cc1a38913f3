/** The first (lowest id) task whose classeJava is `nomeClasse`; answers Task | null. */
export class TrovaTaskPerClasseQuery {
  constructor(readonly nomeClasse: string) {}
}
