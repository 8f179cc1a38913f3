import type { RigaDocumento } from '@registro/contracts';

/**
 * The editor's whole document, as `POST documenti`, `PUT documenti/:id` and `POST documenti/calcola`
 * receive it (spec 2 §2.1). Documentation-typed: `buildDocumento` validates it, with the Italian
 * messages of §5 for every field and line, so the endpoints pass the JSON as sent. The fields are
 * DocumentoFattura's (contracts), all optional on the wire.
 */
export class SaveFatturaDto {
  /** -1 or absent for a new one */
  id?: number;
  /** the stream version the editor loaded (PUT): another one is a 409 */
  versione?: number;
  idSoggetto?: number | null;
  idMetodoPagamento?: number | null;
  numeroDocumento?: string;
  /** a timestamp: epoch ms (number or text) or ISO 8601, read by the kernel's date codec */
  dataDocumento?: number | string;
  cognomeRagioneSoggetto?: string;
  nomeSoggetto?: string;
  codiceFiscaleSoggetto?: string;
  partitaIvaSoggetto?: string;
  codiceDestinatario?: string;
  indirizzoSoggetto?: string;
  provinciaSoggetto?: string;
  localitaSoggetto?: string;
  localitaSoggettoCodiceIstat?: string;
  capSoggetto?: string;
  idTipoDocumento?: number | null;
  idCausaleDocumento?: number | null;
  indirizzoDestinazione?: string;
  idMagazzino?: string;
  magazzinoDescrizione?: string;
  codiceStruttura?: string;
  marcaBolloVirtuale?: boolean;
  marcaBolloNumero?: string;
  opposizioneTs?: boolean;
  /** the lines as typed: the server copies the lookups (unit, VAT, multiplier) and computes the totals */
  righeDocumento?: Partial<RigaDocumento>[];
}
