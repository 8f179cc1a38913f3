/**
 * A handler's parameter written in the task's Descrizione as `nome: valore` (or `nome=valore`),
 * e.g. "giorni: 30" or "proiezione=logs"; undefined when absent.
 */
export function descriptionParameter(descrizione: string, nome: string): string | undefined {
  const m = new RegExp(`(?:^|[\\s;,])${nome}\\s*[:=]\\s*([\\w.-]+)`, 'i').exec(descrizione);
  return m?.[1];
}
