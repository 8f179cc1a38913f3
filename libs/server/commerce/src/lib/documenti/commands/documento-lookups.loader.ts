import { Inject, Injectable } from '@nestjs/common';
import type { Transaction } from '@registro/server-event-store';
import { BadRequestError, PG_POOL } from '@registro/server-platform';
import type { Pool } from 'pg';
import { buildDocumento, type DocumentoRichiesto } from '../domain/build-documento';
import type { DocumentoLookups } from '../domain/documento-lookups';
import { jsonObjectOrEmpty } from '@registro/server-kernel';


/** Reads the VAT table, the document type and the counterparty a save body names (a save, a transformation, elabora). */
@Injectable()
export class DocumentoLookupsLoader {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async load(body: unknown, tx?: Transaction): Promise<DocumentoLookups> {
    const db = tx ?? this.pool;
    const b = jsonObjectOrEmpty(body);
    const tipo = typeof b['tipo'] === 'string' ? b['tipo'].trim() : '';
    const idAnagrafica = Number(b['idAnagrafica'] ?? jsonObjectOrEmpty(b['anagrafica'])['id']);
    // one after the other: in a transaction they share one client, which runs one query at a time
    const iva = await this.iva(db);
    const tipi = tipo
      ? await db.query(`SELECT codice_tipo, richiede_fattura FROM dizionario_tipi WHERE lower(codice_tipo) = lower($1) AND sezione_dizionario IN ('DOCUMENTO', 'DOCUMENTOMOBILE')`, [tipo])
      : null;
    const anagrafiche =
      Number.isInteger(idAnagrafica) && idAnagrafica > 0
        ? await db.query(
            `SELECT id, codice, nominativo, codice_tipo AS "codiceTipo", indirizzo, citta, telefono, partita_iva AS "partitaIva",
                    codice_fiscale AS "codiceFiscale", attivo, lista_note AS "listaNote"
             FROM anagrafiche WHERE id = $1 AND stato_attuale <> 'ELIMINATO'`,
            [idAnagrafica],
          )
        : null;
    const t = tipi?.rows[0];
    return {
      iva,
      tipo: t ? { codiceTipo: t.codice_tipo, richiedeFattura: t.richiede_fattura || null } : null,
      anagrafica: anagrafiche?.rows[0] ?? null,
    };
  }

  /** The document a save body asks for, checked against the lookups read in the save's transaction: 400 with every problem. */
  async documento(tx: Transaction, body: unknown): Promise<DocumentoRichiesto> {
    const { documento, errori } = buildDocumento(body, await this.load(body, tx));
    if (errori.length) throw new BadRequestError(errori);
    return documento;
  }

  /** The follow-on type of a document type (null when it has none). */
  async tipoSuccessivo(tx: Transaction, codiceTipo: string): Promise<string | null> {
    const { rows } = await tx.query<{ richiede_fattura: string | null }>(`SELECT richiede_fattura FROM dizionario_tipi WHERE lower(codice_tipo) = lower($1)`, [codiceTipo]);
    return rows[0]?.richiede_fattura || null;
  }

  async iva(db: Pick<Pool, 'query'> = this.pool): Promise<DocumentoLookups['iva']> {
    const { rows } = await db.query<{ codice: string; aliquota: string }>(`SELECT codice, aliquota::text AS aliquota FROM iva`);
    return new Map(rows.map((r) => [r.codice.toLowerCase(), { codice: r.codice, aliquota: Number(r.aliquota) }]));
  }
}
