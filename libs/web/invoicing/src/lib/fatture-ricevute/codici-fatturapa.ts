import { MODALITA_PAGAMENTO_FATTURAPA, TIPI_DOCUMENTO_FATTURAPA } from '@registro/contracts';

/**
 * The FatturaPA codes a received invoice carries, named as the Agenzia delle Entrate's style sheet
 * names them (Foglio_di_stile_fatturaordinaria_v1.2.2.xsl): the screens show the name, with the
 * code beside it where an office looks for the code. Document types and payment methods are the
 * contracts' tables (the server's print uses them too); the others only the screens read.
 */

const CONDIZIONI_PAGAMENTO: Record<string, string> = {
  TP01: 'Pagamento a rate',
  TP02: 'Pagamento completo',
  TP03: 'Anticipo',
};

const NATURE: Record<string, string> = {
  N1: 'Escluse ex art. 15',
  N2: 'Non soggette',
  'N2.1': 'Non soggette ad IVA ai sensi degli artt. da 7 a 7-septies del DPR 633/72',
  'N2.2': 'Non soggette - altri casi',
  N3: 'Non imponibili',
  'N3.1': 'Non imponibili - esportazioni',
  'N3.2': 'Non imponibili - cessioni intracomunitarie',
  'N3.3': 'Non imponibili - cessioni verso San Marino',
  'N3.4': 'Non imponibili - operazioni assimilate alle cessioni all’esportazione',
  'N3.5': 'Non imponibili - a seguito di dichiarazioni d’intento',
  'N3.6': 'Non imponibili - altre operazioni',
  N4: 'Esenti',
  N5: 'Regime del margine / IVA non esposta in fattura',
  N6: 'Inversione contabile',
  'N6.1': 'Inversione contabile - cessione di rottami e altri materiali di recupero',
  'N6.2': 'Inversione contabile - cessione di oro e argento',
  'N6.3': 'Inversione contabile - subappalto nel settore edile',
  'N6.4': 'Inversione contabile - cessione di fabbricati',
  'N6.5': 'Inversione contabile - cessione di telefoni cellulari',
  'N6.6': 'Inversione contabile - cessione di prodotti elettronici',
  'N6.7': 'Inversione contabile - prestazioni comparto edile e settori connessi',
  'N6.8': 'Inversione contabile - operazioni settore energetico',
  'N6.9': 'Inversione contabile - altri casi',
  N7: 'IVA assolta in altro stato UE',
};

const REGIMI_FISCALI: Record<string, string> = {
  RF01: 'Ordinario',
  RF02: 'Contribuenti minimi',
  RF04: 'Agricoltura e attività connesse e pesca',
  RF05: 'Vendita sali e tabacchi',
  RF06: 'Commercio fiammiferi',
  RF07: 'Editoria',
  RF08: 'Gestione servizi telefonia pubblica',
  RF09: 'Rivendita documenti di trasporto pubblico e di sosta',
  RF10: 'Intrattenimenti, giochi e altre attività (DPR 640/72)',
  RF11: 'Agenzie viaggi e turismo',
  RF12: 'Agriturismo',
  RF13: 'Vendite a domicilio',
  RF14: 'Rivendita beni usati, oggetti d’arte, d’antiquariato o da collezione',
  RF15: 'Agenzie di vendite all’asta di oggetti d’arte, antiquariato o da collezione',
  RF16: 'IVA per cassa P.A.',
  RF17: 'IVA per cassa',
  RF18: 'Altro',
  RF19: 'Regime forfettario',
};

const TIPI_RITENUTA: Record<string, string> = {
  RT01: 'Ritenuta persone fisiche',
  RT02: 'Ritenuta persone giuridiche',
  RT03: 'Contributo INPS',
  RT04: 'Contributo ENASARCO',
  RT05: 'Contributo ENPAM',
  RT06: 'Altro contributo previdenziale',
};

const ESIGIBILITA: Record<string, string> = {
  I: 'Immediata',
  D: 'Differita',
  S: 'Scissione dei pagamenti',
};

const DOCUMENTI_COLLEGATI: Record<string, string> = {
  ordine: "Ordine d'acquisto",
  contratto: 'Contratto',
  convenzione: 'Convenzione',
  ricezione: 'Ricezione',
  fattura: 'Fattura collegata',
};

const nome = (tabella: Readonly<Record<string, string>>) => (codice: string | null | undefined): string => {
  const pulito = (codice ?? '').trim();
  return tabella[pulito] ?? pulito;
};

/** TD01 → "Fattura", TD04 → "Nota di credito"; an unknown code reads as it is. */
export const tipoDocumentoRicevuto = nome(TIPI_DOCUMENTO_FATTURAPA);
/** MP05 → "Bonifico" */
export const modalitaPagamento = nome(MODALITA_PAGAMENTO_FATTURAPA);
/** TP02 → "Pagamento completo" */
export const condizioniPagamento = nome(CONDIZIONI_PAGAMENTO);
/** N4 → "Esenti" */
export const natura = nome(NATURE);
/** RF01 → "Ordinario" */
export const regimeFiscale = nome(REGIMI_FISCALI);
/** RT01 → "Ritenuta persone fisiche" */
export const tipoRitenuta = nome(TIPI_RITENUTA);
/** I → "Immediata" */
export const esigibilitaIva = nome(ESIGIBILITA);
/** ordine → "Ordine d'acquisto" */
export const documentoCollegato = nome(DOCUMENTI_COLLEGATI);

/** A code with its name, "MP05 Bonifico"; the code alone when it has no name. */
export function codiceConNome(codice: string | null | undefined, nomeDi: (codice: string) => string): string {
  const pulito = (codice ?? '').trim();
  const descrizione = nomeDi(pulito);
  return descrizione && descrizione !== pulito ? `${pulito} ${descrizione}` : pulito;
}

/** The document types a list filter offers (the FatturaPA codes a supplier sends most). */
export const OPZIONI_TIPO_DOCUMENTO = Object.entries(TIPI_DOCUMENTO_FATTURAPA).map(([codice, descrizione]) => ({ value: codice, label: `${codice} ${descrizione}` }));
