import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import type { Anagrafica, RigaDocumentoCommerciale, StatoDocumento, StatoDocumentoDataOra } from '@registro/contracts';
import { parseId } from '@registro/server-platform';
import { Transform } from 'class-transformer';
import { Allow } from 'class-validator';

/**
 * A field of the document body, documented in the OpenAPI document and passed on exactly as sent:
 * `buildDocumento` checks it against the lookups with the Italian messages of the editor.
 */
const Campo = (options: ApiPropertyOptions = {}) =>
  applyDecorators(
    Allow(),
    ApiPropertyOptional(options),
    Transform(({ obj, key }) => (obj as Record<string, unknown>)[key]),
  );

/** A document row as the editor sends it: the server keeps code, quantity, price and VAT code and recomputes the rest. */
export class RigaDocumentoDto implements Partial<RigaDocumentoCommerciale> {
  @ApiPropertyOptional({ type: Number, nullable: true }) idArticolo?: number | null;
  @ApiPropertyOptional() descrizioneArticolo?: string;
  @ApiPropertyOptional({ type: Number }) quantita?: number;
  @ApiPropertyOptional({ type: Number }) prezzoUnitario?: number;
  @ApiPropertyOptional({ description: 'the VAT code of table iva' }) aliquotaIvaDescrizione?: string;
  @ApiPropertyOptional({ type: Number, description: 'ignored: the rate of table iva' }) aliquotaIva?: number;
  @ApiPropertyOptional({ enum: ['SI', 'NO', ''] }) offerta?: 'SI' | 'NO' | '';
  @ApiPropertyOptional({ description: 'read only' }) trasformata?: boolean;
}

/**
 * POST /api/paperclean/documenti (store P) or /a (store A), and POST …/elabora: the whole document
 * the editor holds (DocumentoCommerciale). No id (or -1): a new document, with `documentoOrigine`
 * and `ordineOrigine` (its rows marked `trasformata`) the transformation of a COMPLETA source
 * (spec 3, "Transformation payload"); an id: the update of that BOZZA
 * with the `versione` the editor loaded. Read-only fields (numero, stati, totali) are accepted
 * and ignored: the server recomputes them.
 */
export class SaveDocumentoDto {
  @Campo({ type: Number, description: '-1 or absent for a new document' }) id?: number | null;
  @Campo({ type: Number, description: 'the stream version the editor loaded' }) versione?: number | null;
  @Campo({ description: 'document type code (dizionario_tipi)' }) tipo?: string;
  @Campo({ enum: ['BOZZA', 'COMPLETA'] }) statoAttuale?: StatoDocumento;
  @Campo({ type: String, description: 'a timestamp: epoch ms or ISO 8601 (the date codec); now when absent' }) dataOra?: string | number | null;
  @Campo({ type: Number, nullable: true }) idAnagrafica?: number | null;
  @Campo({ type: Object, nullable: true, description: 'the counterparty; its id when idAnagrafica is absent' }) anagrafica?: Partial<Anagrafica> | null;
  @Campo() noteAnagrafica?: string;
  @Campo({ type: [RigaDocumentoDto] }) listaRighe?: RigaDocumentoDto[];
  @Campo({ type: Number, nullable: true, description: 'a transformation: the COMPLETA source document' }) documentoOrigine?: number | null;
  @Campo({ type: Object, nullable: true, description: 'a transformation: the source document (its id, if sent, is documentoOrigine); its listaRighe rows marked trasformata: true and not yet transformed are the rows taken' })
  ordineOrigine?: unknown;
  // read only: sent back by an editor that saves the document it loaded
  @Campo({ description: 'read only' }) numero?: string;
  @Campo({ description: 'read only' }) store?: string;
  @Campo({ description: 'read only' }) descrizioneAnagrafica?: string;
  @Campo({ description: 'read only' }) statoAttualeDataOra?: string | null;
  @Campo({ type: [Object], description: 'read only' }) listaStati?: StatoDocumentoDataOra[];
  @Campo({ type: Number, description: 'read only: recomputed' }) importoNetto?: number;
  @Campo({ type: Number, description: 'read only: recomputed' }) importoNettoAggiuntivo?: number;
  @Campo({ type: Number, description: 'read only: recomputed' }) importoIva?: number;
  @Campo({ type: Number, description: 'read only: recomputed' }) importoLordo?: number;
}

/** The document a save names: undefined for a new one (id absent, null, '' or -1). */
export function idDocumento(body: SaveDocumentoDto): number | undefined {
  const v: unknown = body.id;
  if (v === undefined || v === null || v === '' || Number(v) === -1) return undefined;
  return parseId(v);
}

