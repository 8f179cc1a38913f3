import type { DescribeEvent, EvolviStato } from '@registro/server-audit';
import { dataOraItaliana } from './firma/firma-grafica';
import {
  DOCUMENTO_ANNULLATO,
  DOCUMENTO_FIRMATO,
  DOCUMENTO_INVIATO_FSE,
  DOCUMENTO_PRODOTTO,
  type DocumentoAnnullatoData,
  type DocumentoFirmatoData,
  type DocumentoInviatoFseData,
  type DocumentoProdottoData,
} from './documenti.events';

const kb = (byte: number) => `${Math.max(1, Math.round(byte / 1024))} KB`;

/** How each document event reads in the modification history (Dettaglio column). */
export const DESCRITTORI_DOCUMENTI: Record<string, DescribeEvent> = {
  [DOCUMENTO_PRODOTTO]: (e) => {
    const d = e.data as unknown as DocumentoProdottoData;
    return `Documento prodotto: ${d.nomeFile} (${d.tipoDocumento || 'senza tipo'}, ${kb(d.size)}), risorsa ${d.sezione} ${d.idRisorsa}, refertato il ${dataOraItaliana(new Date(d.dataRefertazione))}`;
  },
  [DOCUMENTO_FIRMATO]: (e) => {
    const d = e.data as unknown as DocumentoFirmatoData;
    return `Documento firmato da ${d.firmatario} con il dispositivo ${d.codiceDispositivo}${d.grafica ? ' (firma grafometrica)' : ''}, campo ${d.fieldName} (${kb(d.size)})`;
  },
  [DOCUMENTO_INVIATO_FSE]: (e) => `Documento inviato al FSE il ${dataOraItaliana(new Date((e.data as unknown as DocumentoInviatoFseData).dataInvio))}`,
  [DOCUMENTO_ANNULLATO]: (e) => {
    const motivo = (e.data as unknown as DocumentoAnnullatoData).motivo;
    return motivo ? `Documento annullato: ${motivo}` : 'Documento annullato';
  },
};

/** A document rebuilt at any instant (GET modificherisorse/stato): its metadata and current PDF hash. */
export const evolviDocumento: EvolviStato = (stato, e) => {
  switch (e.type) {
    case DOCUMENTO_PRODOTTO:
      return { ...stato, valori: { ...(e.data as unknown as DocumentoProdottoData), firme: 0, inviatoFse: false } };
    case DOCUMENTO_FIRMATO: {
      const d = e.data as unknown as DocumentoFirmatoData;
      return { ...stato, valori: { ...stato.valori, sha256: d.sha256, size: d.size, firme: Number(stato.valori['firme'] ?? 0) + 1, ultimoFirmatario: d.firmatario } };
    }
    case DOCUMENTO_INVIATO_FSE:
      return { ...stato, valori: { ...stato.valori, inviatoFse: true, dataInvioFse: (e.data as unknown as DocumentoInviatoFseData).dataInvio } };
    case DOCUMENTO_ANNULLATO:
      return { ...stato, eliminato: true };
    default:
      return stato;
  }
};
