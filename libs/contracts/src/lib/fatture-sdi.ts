/**
 * An issued invoice after "Scarica XML" (issue 26): its state at the Sistema di Interscambio (SDI),
 * recorded from the receipts the SDI sends back (RC, MC, NS, NE, DT, AT).
 */
export const STATI_SDI = ['DA_INVIARE', 'INVIATA', 'CONSEGNATA', 'NON_CONSEGNATA', 'SCARTATA', 'ACCETTATA', 'RIFIUTATA', 'DECORRENZA_TERMINI'] as const;
export type StatoSdi = (typeof STATI_SDI)[number];

/** The words the list's "Stato SDI" column and filter show. */
export const ETICHETTA_STATO_SDI: Record<StatoSdi, string> = {
  DA_INVIARE: 'Da inviare',
  INVIATA: 'Inviata',
  CONSEGNATA: 'Consegnata',
  NON_CONSEGNATA: 'Non consegnata',
  SCARTATA: 'Scartata',
  ACCETTATA: 'Accettata',
  RIFIUTATA: 'Rifiutata',
  DECORRENZA_TERMINI: 'Decorrenza termini',
};

/** The SDI states after which the file never reached the buyer: an exported invoice in one of them may be reopened. */
export const STATI_SDI_RIAPRIBILI: readonly StatoSdi[] = ['DA_INVIARE', 'INVIATA', 'SCARTATA'];

/** Never delivered: no receipt yet, or one saying it was not (yet) sent or was rejected. */
export const isMaiConsegnata = (statoSdi: StatoSdi | null | undefined): boolean => !statoSdi || STATI_SDI_RIAPRIBILI.includes(statoSdi);

/** The SDI receipt types this product records (MessaggiTypes 1.1). */
export const TIPI_RICEVUTA_SDI = ['RC', 'MC', 'NS', 'NE', 'DT', 'AT'] as const;
export type TipoRicevutaSdi = (typeof TIPI_RICEVUTA_SDI)[number];

/** One error of a rejection (NS): the SDI's code and description, and its Italian explanation. */
export interface ErroreSdi {
  codice: string;
  descrizione: string;
  suggerimento?: string;
}
