import { BadRequestError } from '@registro/server-platform/errors';
import { Export730Query } from './export-730.query';

const GIORNO = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/;

function giorno(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const m = GIORNO.exec(value.trim());
  if (!m) return null;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]) ? value.trim() : null;
}

/** The query string of GET sistemats/730 checked: every problem in one 400. */
export function export730QueryFrom(query: Record<string, unknown>): Export730Query {
  const problemi: string[] = [];
  const codiceStruttura = typeof query['codiceStruttura'] === 'string' ? query['codiceStruttura'].trim() : '';
  if (!codiceStruttura) problemi.push('Il codice struttura è obbligatorio');
  const dataDal = giorno(query['dataDal']);
  const dataAl = giorno(query['dataAl']);
  if (!dataDal) problemi.push('Data Dal obbligatoria nel formato AAAA-MM-GG');
  if (!dataAl) problemi.push('Data Al obbligatoria nel formato AAAA-MM-GG');
  if (dataDal && dataAl && dataDal > dataAl) problemi.push('Data Dal successiva a Data Al');
  if (problemi.length) throw new BadRequestError(problemi);
  return new Export730Query(codiceStruttura, dataDal as string, dataAl as string);
}
