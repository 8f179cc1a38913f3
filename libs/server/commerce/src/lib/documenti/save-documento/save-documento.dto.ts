import { ApiPropertyOptional } from '@nestjs/swagger';
import type { Anagrafica, RigaDocumentoCommerciale, StatoDocumento, StatoDocumentoDataOra } from '@registro/contracts';
import { jsonObjectOrEmpty } from '@registro/server-kernel';
import { parseId } from '@registro/server-platform';

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
 * and ignored: the server recomputes them. Documentation-typed (`bodyValidation: 'domain'`):
 * `buildDocumento` checks the JSON as sent, with the editor's Italian messages.
 */
export class SaveDocumentoDto {
  @ApiPropertyOptional({ type: Number, description: '-1 or absent for a new document' }) id?: number | null;
  @ApiPropertyOptional({ type: Number, description: 'the stream version the editor loaded' }) versione?: number | null;
  @ApiPropertyOptional({ description: 'document type code (dizionario_tipi)' }) tipo?: string;
  @ApiPropertyOptional({ enum: ['BOZZA', 'COMPLETA'] }) statoAttuale?: StatoDocumento;
  @ApiPropertyOptional({ type: String, description: 'a timestamp: epoch ms or ISO 8601 (the date codec); now when absent' }) dataOra?: string | number | null;
  @ApiPropertyOptional({ type: Number, nullable: true }) idAnagrafica?: number | null;
  @ApiPropertyOptional({ type: Object, nullable: true, description: 'the counterparty; its id when idAnagrafica is absent' }) anagrafica?: Partial<Anagrafica> | null;
  @ApiPropertyOptional() noteAnagrafica?: string;
  @ApiPropertyOptional({ type: [RigaDocumentoDto] }) listaRighe?: RigaDocumentoDto[];
  @ApiPropertyOptional({ type: Number, nullable: true, description: 'a transformation: the COMPLETA source document' }) documentoOrigine?: number | null;
  @ApiPropertyOptional({ type: Object, nullable: true, description: 'a transformation: the source document (its id, if sent, is documentoOrigine); its listaRighe rows marked trasformata: true and not yet transformed are the rows taken' })
  ordineOrigine?: unknown;
  // read only: sent back by an editor that saves the document it loaded
  @ApiPropertyOptional({ description: 'read only' }) numero?: string;
  @ApiPropertyOptional({ description: 'read only' }) store?: string;
  @ApiPropertyOptional({ description: 'read only' }) descrizioneAnagrafica?: string;
  @ApiPropertyOptional({ description: 'read only' }) statoAttualeDataOra?: string | null;
  @ApiPropertyOptional({ type: [Object], description: 'read only' }) listaStati?: StatoDocumentoDataOra[];
  @ApiPropertyOptional({ type: Number, description: 'read only: recomputed' }) importoNetto?: number;
  @ApiPropertyOptional({ type: Number, description: 'read only: recomputed' }) importoNettoAggiuntivo?: number;
  @ApiPropertyOptional({ type: Number, description: 'read only: recomputed' }) importoIva?: number;
  @ApiPropertyOptional({ type: Number, description: 'read only: recomputed' }) importoLordo?: number;
}

/** The document a save names: undefined for a new one (id absent, null, '' or -1, or no body). */
export function idDocumento(body: unknown): number | undefined {
  const v = jsonObjectOrEmpty(body)['id'];
  if (v === undefined || v === null || v === '' || Number(v) === -1) return undefined;
  return parseId(v);
}

