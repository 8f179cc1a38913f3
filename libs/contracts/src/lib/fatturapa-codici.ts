/**
 * The FatturaPA codes as an Italian reader knows them (the Agenzia delle Entrate's specifiche
 * tecniche 1.8): document types TD01…TD28 and payment methods MP01…MP23, for the received
 * invoices' view, print and list.
 */
export const TIPI_DOCUMENTO_FATTURAPA: Readonly<Record<string, string>> = {
  TD01: 'Fattura',
  TD02: 'Acconto/anticipo su fattura',
  TD03: 'Acconto/anticipo su parcella',
  TD04: 'Nota di credito',
  TD05: 'Nota di debito',
  TD06: 'Parcella',
  TD07: 'Fattura semplificata',
  TD08: 'Nota di credito semplificata',
  TD09: 'Nota di debito semplificata',
  TD16: 'Integrazione fattura reverse charge interno',
  TD17: "Integrazione/autofattura per acquisto servizi dall'estero",
  TD18: 'Integrazione per acquisto di beni intracomunitari',
  TD19: 'Integrazione/autofattura per acquisto di beni ex art. 17 c. 2 DPR 633/72',
  TD20: 'Autofattura per regolarizzazione e integrazione delle fatture',
  TD21: 'Autofattura per splafonamento',
  TD22: 'Estrazione beni da Deposito IVA',
  TD23: "Estrazione beni da Deposito IVA con versamento dell'IVA",
  TD24: 'Fattura differita di cui all\'art. 21, comma 4, lett. a)',
  TD25: "Fattura differita di cui all'art. 21, comma 4, terzo periodo lett. b)",
  TD26: 'Cessione di beni ammortizzabili e per passaggi interni',
  TD27: 'Fattura per autoconsumo o per cessioni gratuite senza rivalsa',
  TD28: 'Acquisti da San Marino con IVA (fattura cartacea)',
};

export const MODALITA_PAGAMENTO_FATTURAPA: Readonly<Record<string, string>> = {
  MP01: 'Contanti',
  MP02: 'Assegno',
  MP03: 'Assegno circolare',
  MP04: 'Contanti presso Tesoreria',
  MP05: 'Bonifico',
  MP06: 'Vaglia cambiario',
  MP07: 'Bollettino bancario',
  MP08: 'Carta di pagamento',
  MP09: 'RID',
  MP10: 'RID utenze',
  MP11: 'RID veloce',
  MP12: 'RIBA',
  MP13: 'MAV',
  MP14: 'Quietanza erario',
  MP15: 'Giroconto su conti di contabilità speciale',
  MP16: 'Domiciliazione bancaria',
  MP17: 'Domiciliazione postale',
  MP18: 'Bollettino di c/c postale',
  MP19: 'SEPA Direct Debit',
  MP20: 'SEPA Direct Debit CORE',
  MP21: 'SEPA Direct Debit B2B',
  MP22: 'Trattenuta su somme già riscosse',
  MP23: 'PagoPA',
};

/** "TD01 Fattura"; an unknown code as it is. */
export const tipoDocumentoFatturaPa = (codice: string): string => (TIPI_DOCUMENTO_FATTURAPA[codice] ? `${codice} ${TIPI_DOCUMENTO_FATTURAPA[codice]}` : codice);

/** "MP05 Bonifico"; an unknown code as it is. */
export const modalitaPagamentoFatturaPa = (codice: string): string =>
  MODALITA_PAGAMENTO_FATTURAPA[codice] ? `${codice} ${MODALITA_PAGAMENTO_FATTURAPA[codice]}` : codice;
