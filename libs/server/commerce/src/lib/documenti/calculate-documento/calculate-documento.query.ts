import type { SaveDocumentoDto } from '../save-documento/save-documento.dto';

/** POST /api/paperclean/documenti/elabora: the document with recalculated totals; nothing is stored. */
export class CalculateDocumentoQuery {
  constructor(readonly body: SaveDocumentoDto) {}
}
