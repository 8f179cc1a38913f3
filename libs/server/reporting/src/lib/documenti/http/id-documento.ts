import { BadRequestError } from '@registro/server-platform';

/** A positive integer id from the path; 400 "Id non valido" otherwise. */
export function idPositivo(valore: string | number | undefined | null): number {
  const testo = String(valore ?? '').trim();
  const id = /^\d{1,12}$/.test(testo) ? Number(testo) : NaN;
  if (!(id > 0) || !Number.isSafeInteger(id)) throw new BadRequestError('Id non valido');
  return id;
}

/** An optional epoch-ms date from the query string; 400 when present and not a number. */
export function dataMs(valore: unknown, nome: string): number | undefined {
  if (valore === undefined || valore === null || valore === '') return undefined;
  const n = typeof valore === 'string' && /^-?\d{1,15}$/.test(valore.trim()) ? Number(valore) : NaN;
  if (Number.isNaN(n)) throw new BadRequestError(`Il parametro ${nome} deve essere una data in millisecondi`);
  return n;
}
