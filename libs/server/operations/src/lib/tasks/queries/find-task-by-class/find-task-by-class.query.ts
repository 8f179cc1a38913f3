/** The first (lowest id) task whose classeJava is `nomeClasse`; answers Task | null. */
export class FindTaskByClassQuery {
  constructor(readonly nomeClasse: string) {}
}
