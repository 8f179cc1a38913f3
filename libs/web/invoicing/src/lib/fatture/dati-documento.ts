import type { DocumentoFattura } from '@registro/contracts';
import { giornoOraIllegibile } from '@registro/web-ui';

export type CampoDatiDocumento = 'dataDocumento' | 'idTipoDocumento' | 'idCausaleDocumento';

/** i18n keys of the document data modal's messages, by field. */
export type ErroriDatiDocumento = Partial<Record<CampoDatiDocumento, string>>;

/**
 * The document data modal's checks: a date (readable: an unreadable text typed is kept and named) and a type are required; a reason too, when the chosen
 * type has any (`conCausali`). Empty result = valid.
 */
export function validaDatiDocumento(dati: Pick<DocumentoFattura, CampoDatiDocumento>, conCausali: boolean): ErroriDatiDocumento {
  const errori: ErroriDatiDocumento = {};
  if (!dati.dataDocumento) errori.dataDocumento = 'fatturazione.erroreData';
  else if (giornoOraIllegibile(dati.dataDocumento)) errori.dataDocumento = 'ui.dataOraNonValida';
  if (!dati.idTipoDocumento) errori.idTipoDocumento = 'fatturazione.erroreTipoDocumento';
  if (conCausali && !dati.idCausaleDocumento) errori.idCausaleDocumento = 'fatturazione.erroreCausale';
  return errori;
}
