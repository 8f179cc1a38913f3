import type { DashboardContent } from '@registro/contracts';
import { BadRequestError } from '@registro/server-platform/errors';
import { isJsonObject } from '@registro/server-kernel';

/** The responsive widths of an element (spec 2 §3): each 0 to 12. */
export const LARGHEZZE = ['cols', 'xs', 'sm', 'md', 'lg', 'xl'] as const;
const TIPI = ['graphic', 'numeric'];
const TIPI_GRAFICO = ['bar', 'line'];

const SEZIONI = [
  ['headerElements', 'Elementi di intestazione'],
  ['bodyElements', 'Elementi del corpo'],
] as const;


function problemiElemento(e: unknown, dove: string): string[] {
  if (!isJsonObject(e)) return [`${dove}: non è un elemento valido`];
  const problemi: string[] = [];
  for (const campo of LARGHEZZE) {
    const v = e[campo];
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > 12) problemi.push(`${dove}: il campo ${campo} deve essere un numero intero da 0 a 12`);
  }
  if (!TIPI.includes(e['type'] as string)) problemi.push(`${dove}: il campo type deve essere graphic o numeric`);
  if (!TIPI_GRAFICO.includes(e['graphicType'] as string)) problemi.push(`${dove}: il campo graphicType deve essere bar o line`);
  const idQuery = e['idQuery'];
  if (idQuery !== null && idQuery !== undefined && (typeof idQuery !== 'number' || !Number.isInteger(idQuery) || idQuery < 1))
    problemi.push(`${dove}: il campo idQuery deve essere l'id di una query`);
  if (e['position'] !== undefined && typeof e['position'] !== 'number') problemi.push(`${dove}: il campo position deve essere un numero`);
  return problemi;
}

/**
 * The `dashboard` string of a dashboard (spec 2 §3) parsed and checked: JSON with the arrays
 * headerElements and bodyElements, each element with widths 0..12, type graphic|numeric and
 * graphicType bar|line. Returns the content, or throws a BadRequestError with every problem.
 */
export function parseDashboardContent(testo: string): DashboardContent {
  let valore: unknown;
  try {
    valore = JSON.parse(testo);
  } catch {
    throw new BadRequestError('Il campo dashboard non contiene un JSON valido');
  }
  if (!isJsonObject(valore) || !Array.isArray(valore['headerElements']) || !Array.isArray(valore['bodyElements']))
    throw new BadRequestError('Il campo dashboard deve contenere gli elenchi headerElements e bodyElements');
  const problemi = SEZIONI.flatMap(([campo, nome]) =>
    (valore[campo] as unknown[]).flatMap((e, i) => problemiElemento(e, `${nome}, elemento ${i + 1}${isJsonObject(e) && e['title'] ? ` (${String(e['title'])})` : ''}`)),
  );
  if (problemi.length) throw new BadRequestError(problemi);
  return valore as unknown as DashboardContent;
}

/** The content of a new dashboard. */
export const DASHBOARD_VUOTA = JSON.stringify({ headerElements: [], bodyElements: [] } satisfies DashboardContent);
