import type { EventDescribers } from '@registro/server-audit';
import { dataOraItaliana } from './firma/graphic-firma';
import type { DocumentoEvent } from './domain/documento.events';

const kb = (byte: number) => `${Math.max(1, Math.round(byte / 1024))} KB`;

/** How each document event reads in the modification history (Dettaglio column). */
export const DOCUMENTO_DESCRIBERS: EventDescribers<DocumentoEvent> = {
  DocumentoProdotto: ({ data: d }) =>
    `Documento prodotto: ${d.nomeFile} (${d.tipoDocumento || 'senza tipo'}, ${kb(d.size)}), risorsa ${d.sezione} ${d.idRisorsa}, refertato il ${dataOraItaliana(new Date(d.dataRefertazione))}`,
  DocumentoFirmato: ({ data: d }) =>
    `Documento firmato da ${d.firmatario} con il dispositivo ${d.codiceDispositivo}${d.grafica ? ' (firma grafometrica)' : ''}, campo ${d.fieldName} (${kb(d.size)})`,
  DocumentoInviatoFse: ({ data: d }) => `Documento inviato al FSE il ${dataOraItaliana(new Date(d.dataInvio))}`,
  DocumentoAnnullato: ({ data: d }) => (d.motivo ? `Documento annullato: ${d.motivo}` : 'Documento annullato'),
};
