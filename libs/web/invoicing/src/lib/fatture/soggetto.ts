import type { Cliente, Comune, DocumentoFattura } from '@registro/contracts';

/** The recipient fields of the invoice, edited in the header modal. */
export type Soggetto = Pick<
  DocumentoFattura,
  | 'idSoggetto'
  | 'cognomeRagioneSoggetto'
  | 'nomeSoggetto'
  | 'codiceFiscaleSoggetto'
  | 'partitaIvaSoggetto'
  | 'codiceDestinatario'
  | 'indirizzoSoggetto'
  | 'provinciaSoggetto'
  | 'localitaSoggetto'
  | 'localitaSoggettoCodiceIstat'
  | 'capSoggetto'
>;

export function soggettoOf(d: DocumentoFattura): Soggetto {
  return {
    idSoggetto: d.idSoggetto,
    cognomeRagioneSoggetto: d.cognomeRagioneSoggetto,
    nomeSoggetto: d.nomeSoggetto,
    codiceFiscaleSoggetto: d.codiceFiscaleSoggetto,
    partitaIvaSoggetto: d.partitaIvaSoggetto,
    codiceDestinatario: d.codiceDestinatario,
    indirizzoSoggetto: d.indirizzoSoggetto,
    provinciaSoggetto: d.provinciaSoggetto,
    localitaSoggetto: d.localitaSoggetto,
    localitaSoggettoCodiceIstat: d.localitaSoggettoCodiceIstat,
    capSoggetto: d.capSoggetto,
  };
}

/** A customer chosen in the search table becomes the recipient. */
export function soggettoFromCliente(c: Cliente): Soggetto {
  return {
    idSoggetto: c.id,
    cognomeRagioneSoggetto: c.cognome ?? '',
    nomeSoggetto: c.nome ?? '',
    codiceFiscaleSoggetto: c.identificativo ?? '',
    partitaIvaSoggetto: c.partitaIva ?? '',
    codiceDestinatario: c.codiceDestinatario || '0000000',
    indirizzoSoggetto: c.indirizzo ?? '',
    provinciaSoggetto: c.provincia ?? '',
    localitaSoggetto: c.localita ?? '',
    localitaSoggettoCodiceIstat: c.localitaCodiceIstat ?? '',
    capSoggetto: c.cap ?? '',
  };
}

/** Choosing a comune fills the postal code, the locality and its ISTAT code (spec 2 §4). */
export function soggettoWithComune(s: Soggetto, comune: Comune): Soggetto {
  return { ...s, localitaSoggetto: comune.comune, localitaSoggettoCodiceIstat: comune.codiceIstat, capSoggetto: comune.cap };
}

/** A new province empties the comune, which belonged to the old one. */
export function soggettoWithProvincia(s: Soggetto, sigla: string): Soggetto {
  if (s.provinciaSoggetto === sigla) return s;
  return { ...s, provinciaSoggetto: sigla, localitaSoggetto: '', localitaSoggettoCodiceIstat: '', capSoggetto: '' };
}
