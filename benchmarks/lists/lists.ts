import type { Client } from 'pg';
import type { AuthenticatedUser } from '@registro/server-platform';
import { ArticoloService, listDocumenti, type ArticoloFiltersDto, type ListDocumentiDto } from '@registro/server-commerce/bench';
import { fattureCountSql, fattureListSql, type FattureFilters } from '@registro/server-invoicing';
import { listLogs, type ListLogsFilters } from '@registro/server-operations/bench';
import { riempiLogs } from '../logs/fill-logs';
import { queryLog } from '../logs/log-queries';
import { fillArticoli } from './fill-articoli';
import { fillDocumenti } from './fill-documenti';
import { fillFatture } from './fill-fatture';
import type { DeclaredList } from './statements';

export type ListName = 'fatture' | 'articoli' | 'documenti' | 'logs';

/** One case of a list: its filters as the list's SQL reads them (dates as Date). */
export interface Case {
  nome: string;
  filtri: Record<string, unknown>;
}

/** A list the bench fills, loads and explains. */
export interface BenchList {
  nome: ListName;
  /** under /api */
  path: string;
  /** the list's page size (the declaration's forPage) */
  forPage: number;
  /** how many rows to generate for BENCH_LISTS_ROWS */
  righe: (rows: number) => number;
  riempi: (client: Client, righe: number, fine: Date) => Promise<void>;
  casi: (fine: Date) => Case[];
  /** the declared list for these filters (what statementsOf turns into the api's statements) */
  dichiarata: (filtri: Record<string, unknown>) => DeclaredList;
}

/** None of the lists measured here reads who asks. */
const ADMIN: AuthenticatedUser = { userId: 1, username: 'admin', gruppoId: 1, gruppoNome: 'admin', permessi: [], sessionType: 'A', sessionId: 'bench' };
const MESE = 30 * 86_400_000;
const indietro = (fine: Date, mesi: number) => new Date(fine.getTime() - mesi * MESE);

/** The articles' RecordController list: the service's own SQL, counted by count(*) (pagedRows). */
class ArticoliSql extends ArticoloService {
  constructor() {
    super(undefined as never, undefined as never);
  }
  sqlOf(filtri: ArticoloFiltersDto) {
    return this.listSql(filtri);
  }
}
const articoliSql = new ArticoliSql();

const fatture: BenchList = {
  nome: 'fatture',
  path: '/documenti',
  forPage: 100,
  righe: (rows) => rows,
  riempi: fillFatture,
  casi: (fine) => [
    { nome: 'nessun filtro', filtri: {} },
    { nome: 'codiceStruttura', filtri: { codiceStruttura: 'BENCH2' } },
    { nome: 'dataDal-dataAl (un mese)', filtri: { dataDal: indietro(fine, 13), dataAl: indietro(fine, 12) } },
    { nome: 'numeroDocumento', filtri: { numeroDocumento: '1234' } },
    { nome: 'tipoDocumentoDescrizione', filtri: { tipoDocumentoDescrizione: 'nota' } },
    { nome: 'cognomeRagioneSoggetto', filtri: { cognomeRagioneSoggetto: 'rossi' } },
    { nome: 'daEsportare', filtri: { daEsportare: 'true' } },
    { nome: 'statoSdi (raro)', filtri: { statoSdi: 'DA_INVIARE' } },
    { nome: 'cognomeRagioneSoggetto raro', filtri: { cognomeRagioneSoggetto: 'de luca giu' } },
    {
      nome: 'tutti i filtri',
      filtri: { codiceStruttura: 'BENCH1', dataDal: indietro(fine, 24), dataAl: fine, tipoDocumentoDescrizione: 'fatt', cognomeRagioneSoggetto: 'polisportiva', daEsportare: 'true' },
    },
  ],
  // listFatture declares exactly these (sql: fattureListSql, total: fattureCountSql)
  dichiarata: (filtri) => {
    const sql = fattureListSql(filtri as FattureFilters);
    return { sql, total: fattureCountSql(filtri as FattureFilters) };
  },
};

const articoli: BenchList = {
  nome: 'articoli',
  path: '/articoli',
  forPage: 50,
  righe: (rows) => Math.max(1000, Math.round(rows / 100)),
  riempi: (client, righe) => fillArticoli(client, righe),
  casi: () => [
    { nome: 'nessun filtro', filtri: {} },
    { nome: 'codice', filtri: { codice: 'BA00001' } },
    { nome: 'barcode', filtri: { barcode: '970000000' } },
    { nome: 'descrizione', filtri: { descrizione: 'carta' } },
    { nome: 'nominativo (fornitore)', filtri: { nominativo: 'cartiere' } },
    { nome: 'fornitore (id)', filtri: { fornitore: 13 } },
    { nome: 'codiceTipo', filtri: { codiceTipo: 'FOR' } },
    { nome: 'partitaIva', filtri: { partitaIva: '1367' } },
    { nome: 'codiceFiscale', filtri: { codiceFiscale: '1367' } },
    { nome: 'codice raro', filtri: { codice: 'BA0000777' } },
    {
      nome: 'tutti i filtri',
      filtri: { codice: 'BA', barcode: '97', descrizione: 'carta', nominativo: 'cartiere', fornitore: 13, codiceTipo: 'FOR', partitaIva: '1367', codiceFiscale: '1367' },
    },
  ],
  dichiarata: (filtri) => ({ sql: articoliSql.sqlOf(filtri as ArticoloFiltersDto) }),
};

const documenti: BenchList = {
  nome: 'documenti',
  path: '/paperclean/documenti',
  forPage: 50,
  righe: (rows) => rows,
  riempi: fillDocumenti,
  casi: () => [
    { nome: 'nessun filtro', filtri: {} },
    { nome: 'tipo', filtri: { tipo: 'FAT' } },
    { nome: 'numero', filtri: { numero: '1234' } },
    { nome: 'statoAttuale', filtri: { statoAttuale: 'BOZZA' } },
    { nome: 'tipo raro', filtri: { tipo: 'ORD' } },
    { nome: 'tutti i filtri', filtri: { tipo: 'FAT', numero: '1234', statoAttuale: 'COMPLETA' } },
  ],
  dichiarata: (filtri) => {
    const f = filtri as unknown as ListDocumentiDto;
    const sql = listDocumenti.sql(f, ADMIN);
    return { sql, total: listDocumenti.total?.(f, sql) };
  },
};

const logs: BenchList = {
  nome: 'logs',
  path: '/logs',
  forPage: 50,
  righe: (rows) => rows,
  riempi: async (client, righe, fine) => {
    const { rows } = await client.query<{ ultima: string }>(`SELECT coalesce(max(global_position), 0) AS ultima FROM events`);
    await riempiLogs(client, righe, fine, Number(rows[0].ultima) + 1_000_000_000);
  },
  casi: (fine) => [
    // bench:logs' queries of the first page: no filter, each filter, a rare one (id-risorsa)
    ...queryLog(fine)
      .filter((q) => q.page === 0)
      .map((q) => ({ nome: q.nome, filtri: q.filtri as Record<string, unknown> })),
    {
      nome: 'tutti i filtri',
      filtri: {
        dataDal: indietro(fine, 3), dataAl: fine, sezione: 'users', username: 'francesca', descrizioneEvento: 'Accesso',
        ip: '10.', userAgent: 'Mozilla', idRisorsa: '42', stato: 'INFO',
      },
    },
  ],
  dichiarata: (filtri) => {
    const f = filtri as unknown as ListLogsFilters;
    const sql = listLogs.sql(f, ADMIN);
    return { sql, total: listLogs.total?.(f, sql) };
  },
};

/** The four lists, in the order they are generated and measured. */
export const LISTE: readonly BenchList[] = [fatture, articoli, documenti, logs];
