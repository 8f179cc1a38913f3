import { isJsonObject, jsonObjectOrEmpty } from '@registro/server-kernel';
import type { Consegna } from './consegne-caseificio';

const MASSIMO_CONSEGNE = 100_000;

/**
 * The deliveries in the source's answer: a JSON array, or an object carrying it as `list`,
 * `consegne` or `data`. Items without a usable id are counted as scartate.
 */
export function parseConsegne(body: unknown): { consegne: Consegna[]; scartate: number } {
  const o = jsonObjectOrEmpty(body);
  const elenco = Array.isArray(body) ? body : [o['list'], o['consegne'], o['data']].find(Array.isArray);
  if (!elenco) throw new Error('la risposta non contiene un elenco di consegne');
  if (elenco.length > MASSIMO_CONSEGNE) throw new Error(`la risposta contiene più di ${MASSIMO_CONSEGNE} consegne`);
  const visti = new Map<string, Consegna>();
  let scartate = 0;
  for (const c of elenco as unknown[]) {
    const id = isJsonObject(c) ? c['id'] : undefined;
    const valido = typeof id === 'number' || (typeof id === 'string' && id.trim() !== '');
    if (!valido || String(id).length > 200) {
      scartate++;
      continue;
    }
    // the same id twice: the last wins (one upsert per id)
    visti.set(String(id), c as Consegna);
  }
  return { consegne: [...visti.values()], scartate };
}
