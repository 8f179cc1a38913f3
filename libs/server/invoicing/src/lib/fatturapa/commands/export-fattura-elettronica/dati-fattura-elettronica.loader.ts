import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { DocumentoFattura, Struttura } from '@registro/contracts';
import { NotFoundError, PG_POOL, UnprocessableEntityError } from '@registro/server-platform';
import type { DatiFatturaElettronica } from '../../domain/fattura-elettronica-builder';

interface RigaFattura {
  documento: DocumentoFattura;
  numero_documento: string;
  codice_struttura: string;
  tipo_documento_sdi: string | null;
  codice_fatturapa: string | null;
}

/** A facility row as the contracts' Struttura. */
export const STRUTTURA_COLUMNS = `id, codice_struttura AS "codiceStruttura", denominazione, partita_iva AS "partitaIva",
  codice_fiscale AS "codiceFiscale", regime_fiscale AS "regimeFiscale", indirizzo, numero_civico AS "numeroCivico", cap,
  comune, provincia, nazione, codice_regione AS "codiceRegione", codice_asl AS "codiceAsl", codice_ssa AS "codiceSsa",
  cf_proprietario AS "cfProprietario"`;

/** What the electronic invoice of a stored invoice needs, read from the context's tables. */
@Injectable()
export class DatiFatturaElettronicaLoader {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async load(id: number): Promise<DatiFatturaElettronica> {
    const { rows } = await this.pool.query<RigaFattura>(
      `SELECT f.documento, f.numero_documento, f.codice_struttura, td.tipo_documento_sdi, mp.codice_fatturapa
         FROM fatture f
         LEFT JOIN tipi_documento td ON td.id = f.id_tipo_documento
         LEFT JOIN metodi_pagamento mp ON mp.id = f.id_metodo_pagamento
        WHERE f.id = $1`,
      [id],
    );
    const riga = rows[0];
    if (!riga) throw new NotFoundError(`Fattura ${id} non trovata`);
    const codiceStruttura = riga.codice_struttura || riga.documento.codiceStruttura;
    const strutture = await this.pool.query<Struttura>(`SELECT ${STRUTTURA_COLUMNS} FROM strutture WHERE codice_struttura = $1`, [codiceStruttura]);
    if (!strutture.rows[0])
      throw new UnprocessableEntityError([`Struttura ${codiceStruttura || '(assente)'} non trovata: servono i dati del cedente/prestatore`]);
    const riferimenti = await this.pool.query<{ id: number; riferimento_normativo: string }>(
      `SELECT id, riferimento_normativo FROM tabella_iva WHERE coalesce(riferimento_normativo, '') <> ''`,
    );
    return {
      documento: { ...riga.documento, id, numeroDocumento: riga.documento.numeroDocumento || riga.numero_documento },
      struttura: strutture.rows[0],
      tipoDocumentoSdi: riga.tipo_documento_sdi || 'TD01',
      modalitaPagamento: riga.codice_fatturapa,
      riferimentiNormativi: new Map(riferimenti.rows.map((r) => [r.id, r.riferimento_normativo])),
    };
  }

  /** The ISTAT province codes (the provincia rule of fatturapa/checks). */
  async province(): Promise<Set<string>> {
    const { rows } = await this.pool.query<{ sigla: string }>('SELECT sigla FROM province');
    return new Set(rows.map((r) => r.sigla));
  }
}
