import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { DocumentoCommerciale, Lista } from '@registro/contracts';
import { BadRequestError, PG_POOL, pagedRows } from '@registro/server-platform';
import type { Pool } from 'pg';
import { ListDocumentiQuery } from './list-documenti.query';

const SELECT = `id, coalesce(numero::text, '') AS numero, tipo, store,
  to_char(data_ora AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "dataOra",
  stato_attuale AS "statoAttuale", to_char(stato_attuale_data_ora AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "statoAttualeDataOra",
  id_anagrafica AS "idAnagrafica", descrizione_anagrafica AS "descrizioneAnagrafica", documento_origine AS "documentoOrigine",
  importo_netto::text AS "importoNetto", importo_iva::text AS "importoIva", importo_lordo::text AS "importoLordo"`;

type Riga = Omit<DocumentoCommerciale, 'importoNetto' | 'importoIva' | 'importoLordo'> & { importoNetto: string; importoIva: string; importoLordo: string };

@QueryHandler(ListDocumentiQuery)
export class ListDocumentiHandler implements IQueryHandler<ListDocumentiQuery, Lista<Partial<DocumentoCommerciale>>> {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async execute({ store, filtri, page }: ListDocumentiQuery): Promise<Lista<Partial<DocumentoCommerciale>>> {
    const params: unknown[] = [store];
    const where = ['store = $1'];
    if (filtri.tipo) {
      params.push(filtri.tipo);
      where.push(`tipo = $${params.length}`);
    }
    if (filtri.numero) {
      if (!/^\d{1,9}$/.test(filtri.numero)) throw new BadRequestError('Il filtro Numero deve essere un numero');
      params.push(Number(filtri.numero));
      where.push(`numero = $${params.length}`);
    }
    const { list, recordsNumber } = await pagedRows<Riga>(
      this.pool,
      { select: SELECT, from: `FROM documenti_commerciali WHERE ${where.join(' AND ')}`, params, orderBy: 'data_ora DESC, id DESC' },
      page,
    );
    return {
      list: list.map((r) => ({ ...r, importoNetto: Number(r.importoNetto), importoIva: Number(r.importoIva), importoLordo: Number(r.importoLordo) })),
      recordsNumber,
    };
  }
}
