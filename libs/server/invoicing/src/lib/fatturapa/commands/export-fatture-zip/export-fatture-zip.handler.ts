import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { BadRequestError, HttpError, PG_POOL, UnitOfWork, UnprocessableEntityError, writeZip } from '@registro/server-platform';
import { fattureListSql } from '../../../fatture/list-fatture/fatture-list-sql';
import { dataItaliana } from '../../domain/date-roma';
import { isDestinatarioPrivato } from '../../domain/fattura-elettronica-builder';
import type { FatturaElettronicaEsportata } from '../export-fattura-elettronica/export-fattura-elettronica.command';
import { FatturaElettronicaExporter } from '../export-fattura-elettronica/fattura-elettronica-exporter';
import { ExportFattureZipCommand, MASSIMO_FATTURE_ZIP, type FattureZip } from './export-fatture-zip.command';

/** An invoice left out of the zip, and why: the 422's `rifiutate`. */
export interface FatturaRifiutata {
  id: number;
  numeroDocumento: string;
  messaggio: string;
}

interface Scelta {
  id: number;
  numero_documento: string;
  partita_iva_soggetto: string;
}

const etichetta = (f: { id: number; numeroDocumento: string }) => (f.numeroDocumento ? `Fattura n. ${f.numeroDocumento}` : `Fattura ${f.id}`);
const troppe = (n: string) => `Troppe fatture per uno zip: ${n}, al massimo ${MASSIMO_FATTURE_ZIP}; restringere i filtri o la selezione`;

/**
 * The zip for an intermediary: every chosen invoice exported (FatturaElettronicaExporter: a locked
 * one gives its file again, another a new export) in ONE transaction, each under its SDI name.
 * All or nothing: when any invoice fails its checks, 422 lists each refused invoice by number and
 * why (`rifiutate`), and nothing is recorded. Chosen by ids, an invoice to a private person (never
 * sent to the SDI) or an unknown id is refused; chosen by the filters, private ones are left out.
 */
@CommandHandler(ExportFattureZipCommand)
export class ExportFattureZipHandler implements ICommandHandler<ExportFattureZipCommand, FattureZip> {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly exporter: FatturaElettronicaExporter,
    private readonly uow: UnitOfWork,
  ) {}

  async execute({ richiesta, metadata }: ExportFattureZipCommand): Promise<FattureZip> {
    const { ids, rifiutate } = richiesta.ids ? await this.perIds(richiesta.ids) : await this.perFiltri(richiesta.filtri);
    if (rifiutate.length) throw this.rifiuto(rifiutate);
    if (!ids.length) throw new UnprocessableEntityError('Nessuna fattura da inviare allo SDI tra quelle scelte');

    const esportate = await this.uow.run(async (tx) => {
      const fatte: FatturaElettronicaEsportata[] = [];
      for (const id of ids) {
        try {
          const esito = await this.exporter.esporta(tx, id, metadata);
          if (esito.nomeFileSdi) fatte.push(esito);
          else rifiutate.push({ id, numeroDocumento: esito.numeroDocumento, messaggio: 'fattura senza storico: il nome SDI non è disponibile' });
        } catch (e) {
          // the checks refuse before writing anything: the transaction goes on and is rolled back below
          if (!(e instanceof HttpError) || e.getStatus() >= 500) throw e;
          rifiutate.push({ id, numeroDocumento: await this.numero(id), messaggio: e.messaggio.split('#').filter(Boolean).join('; ') });
        }
      }
      if (rifiutate.length) throw this.rifiuto(rifiutate);
      return fatte;
    });
    const zip = await writeZip(esportate.map((f) => ({ nome: f.nomeFileSdi as string, contenuto: f.xml })));
    return { zip, nomeFile: `fatture-sdi-${dataItaliana(new Date())}.zip` };
  }

  private rifiuto(rifiutate: FatturaRifiutata[]): UnprocessableEntityError {
    return new UnprocessableEntityError(rifiutate.map((r) => `${etichetta(r)}: ${r.messaggio}`), { rifiutate });
  }

  private async numero(id: number): Promise<string> {
    const { rows } = await this.pool.query<{ numero_documento: string }>('SELECT numero_documento FROM fatture WHERE id = $1', [id]);
    return rows[0]?.numero_documento ?? '';
  }

  private async perIds(richiesti: number[]): Promise<{ ids: number[]; rifiutate: FatturaRifiutata[] }> {
    const ids = [...new Set(richiesti)];
    if (!ids.length) throw new BadRequestError('Il campo ids è vuoto: scegliere almeno una fattura');
    if (ids.length > MASSIMO_FATTURE_ZIP) throw new UnprocessableEntityError(troppe(String(ids.length)));
    const { rows } = await this.pool.query<Scelta>('SELECT id, numero_documento, partita_iva_soggetto FROM fatture WHERE id = ANY($1::int[])', [ids]);
    const trovate = new Map(rows.map((r) => [r.id, r]));
    const rifiutate: FatturaRifiutata[] = [];
    for (const id of ids) {
      const f = trovate.get(id);
      if (!f) rifiutate.push({ id, numeroDocumento: '', messaggio: 'non trovata' });
      else if (isDestinatarioPrivato({ partitaIvaSoggetto: f.partita_iva_soggetto }))
        rifiutate.push({ id, numeroDocumento: f.numero_documento, messaggio: 'destinatario privato, la fattura non va inviata allo SDI' });
    }
    return { ids, rifiutate };
  }

  private async perFiltri(filtri: ExportFattureZipCommand['richiesta']['filtri']): Promise<{ ids: number[]; rifiutate: FatturaRifiutata[] }> {
    if (!filtri) throw new BadRequestError('Indicare le fatture: il campo ids o il campo filtri');
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    const { page, forPage, ...resto } = filtri;
    const sql = fattureListSql(resto);
    const { rows } = await this.pool.query<{ id: number }>(
      `SELECT id FROM (SELECT id, partita_iva_soggetto ${sql.from}) f WHERE btrim(f.partita_iva_soggetto) <> '' ORDER BY id LIMIT ${MASSIMO_FATTURE_ZIP + 1}`,
      [...sql.params],
    );
    if (rows.length > MASSIMO_FATTURE_ZIP) throw new UnprocessableEntityError(troppe(`più di ${MASSIMO_FATTURE_ZIP}`));
    return { ids: rows.map((r) => r.id), rifiutate: [] };
  }
}
