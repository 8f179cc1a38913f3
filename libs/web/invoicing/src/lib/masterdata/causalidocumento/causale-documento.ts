import type { CausaleDocumento, TipoDocumento } from '@registro/contracts';

export const NUOVA_CAUSALE: CausaleDocumento = {
  id: -1,
  idTipoDocumento: 0,
  codiceTipoDocumento: '',
  codiceCausale: '',
  descrizioneCausale: '',
  operazioneMagazzino: 'INVARIATO',
  operazioneContabile: 'INVARIATO',
  stampaPrezzi: true,
  soggettiCollegati: '',
  documentiCollegati: '',
};

/** The save body: the record's own fields, the type's code taken from the chosen type. */
export function causaleBody(c: CausaleDocumento, tipi: TipoDocumento[]): CausaleDocumento {
  const tipo = tipi.find((t) => t.id === c.idTipoDocumento);
  return {
    id: c.id,
    idTipoDocumento: c.idTipoDocumento,
    codiceTipoDocumento: tipo?.codiceTipoDocumento ?? c.codiceTipoDocumento ?? '',
    codiceCausale: c.codiceCausale.trim(),
    descrizioneCausale: c.descrizioneCausale.trim(),
    operazioneMagazzino: c.operazioneMagazzino,
    operazioneContabile: c.operazioneContabile,
    stampaPrezzi: !!c.stampaPrezzi,
    soggettiCollegati: c.soggettiCollegati ?? '',
    documentiCollegati: c.documentiCollegati ?? '',
  };
}
