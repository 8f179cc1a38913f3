import { Injectable } from '@nestjs/common';
import type { Transaction } from '@registro/server-event-store';
import { UnprocessableEntityError } from '@registro/server-platform';
import { TIPO_SDI_NOTA_CREDITO } from './decide-create-nota-credito';

/** The document type a credit note takes, and its reason. */
export interface TipoNotaCredito {
  idTipoDocumento: number;
  codiceNumeratore: string;
  /** the type's reason, the accounting credit one (AVERE) first; null when the type has none */
  idCausaleDocumento: number | null;
}

/** What a credit note reads besides the invoice's stream: the credit-note type (seeded as NC, TD04) and the invoice's own type. */
@Injectable()
export class NotaCreditoLoader {
  /** The first issued document type whose FatturaPA type is TD04; 422 when there is none. */
  async tipoNotaCredito(tx: Transaction): Promise<TipoNotaCredito> {
    const { rows } = await tx.query<{ id: number; codice_numeratore: string; id_causale: number | null }>(
      `SELECT td.id, td.codice_numeratore,
              (SELECT c.id FROM causali_documento c WHERE c.id_tipo_documento = td.id ORDER BY (c.operazione_contabile = 'AVERE') DESC, c.id LIMIT 1) AS id_causale
         FROM tipi_documento td
        WHERE td.tipo_documento_sdi = $1 AND td.tipo_documento = 'EMESSO' AND btrim(td.codice_numeratore) <> ''
        ORDER BY td.id LIMIT 1`,
      [TIPO_SDI_NOTA_CREDITO],
    );
    const tipo = rows[0];
    if (!tipo)
      throw new UnprocessableEntityError(
        `Nessun Tipo Documento per le note di credito (emesso, TipoDocumento SDI ${TIPO_SDI_NOTA_CREDITO}, con un numeratore): crearlo in Tipi Documento`,
      );
    return { idTipoDocumento: tipo.id, codiceNumeratore: tipo.codice_numeratore, idCausaleDocumento: tipo.id_causale };
  }

  /** The FatturaPA type of the invoice's document type ('' when the type is gone). */
  async tipoDocumentoSdi(tx: Transaction, idTipoDocumento: number | null): Promise<string> {
    if (!idTipoDocumento) return '';
    const { rows } = await tx.query<{ tipo_documento_sdi: string }>('SELECT tipo_documento_sdi FROM tipi_documento WHERE id = $1', [idTipoDocumento]);
    return rows[0]?.tipo_documento_sdi ?? '';
  }
}
