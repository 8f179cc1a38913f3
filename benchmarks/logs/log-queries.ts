import type { LogFilters } from '@registro/server-operations/bench';
import { utente } from './fill-logs';

export interface QueryLog {
  nome: string;
  filtri: LogFilters;
  page: number;
}

const GIORNO = 24 * 3600 * 1000;

/** What the logs screen asks: first page, each filter alone, a combination, deep pages. */
export function queryLog(fine: Date): QueryLog[] {
  const prima = (giorni: number) => new Date(fine.getTime() - giorni * GIORNO);
  const q = (nome: string, filtri: LogFilters, page = 0): QueryLog => ({ nome, filtri, page });
  return [
    q('prima-pagina', {}),
    q('intervallo-date-7-giorni', { dataDal: prima(7), dataAl: fine }),
    q('intervallo-date-un-mese-fa', { dataDal: prima(60), dataAl: prima(30) }),
    q('sezione', { sezione: 'fatture' }),
    q('username', { username: utente(42) }),
    q('username-parziale', { username: 'bianchi' }),
    q('descrizione-evento', { descrizioneEvento: 'non riuscito' }),
    q('ip', { ip: '10.2.42.' }),
    q('user-agent', { userAgent: 'Firefox' }),
    q('stato-error', { stato: 'ERROR' }),
    q('stato-info', { stato: 'INFO' }),
    q('id-risorsa', { idRisorsa: '4217' }),
    q('combinazione', { sezione: 'users', stato: 'WARNING', username: 'rossi', dataDal: prima(90) }),
    q('pagina-profonda-100', {}, 100),
    q('pagina-profonda-10000', {}, 10_000),
    q('ultima-pagina', {}, 19_999),
    q('ultima-pagina-stato-info', { stato: 'INFO' }, 19_000),
    q('ultima-pagina-filtrata', { stato: 'WARNING' }, 600),
  ];
}
