import type { AliquotaIva, Cliente, MetodoPagamento, Moltiplicatore, Tariffa, TipoSpesa, UnitaMisura } from '@registro/contracts';
import type { ValoriCausaleDocumento, ValoriStruttura, ValoriTipoDocumento } from '../masterdata.events';

/** The demo facility: partita IVA 0987654 + office 063 (Napoli) + check digit. */
export const STRUTTURA_DEMO: ValoriStruttura = {
  codiceStruttura: '001',
  denominazione: 'Centro Medico Sportivo Registro',
  partitaIva: '09876540635',
  codiceFiscale: '09876540635',
  regimeFiscale: 'RF01',
  indirizzo: 'Via Toledo',
  numeroCivico: '256',
  cap: '80100',
  comune: 'Napoli',
  provincia: 'NA',
  nazione: 'IT',
  codiceRegione: '150',
  codiceAsl: '201',
  codiceSsa: '000001',
  cfProprietario: 'RSSMRA70A01F839U',
};

export const TABELLA_IVA_DEMO: AliquotaIva[] = [
  { id: 1, descrizioneIva: 'IVA 22%', aliquotaIva: 22, natura: null, riferimentoNormativo: null },
  { id: 2, descrizioneIva: 'IVA 10%', aliquotaIva: 10, natura: null, riferimentoNormativo: null },
  { id: 3, descrizioneIva: 'IVA 5%', aliquotaIva: 5, natura: null, riferimentoNormativo: null },
  { id: 4, descrizioneIva: 'IVA 4%', aliquotaIva: 4, natura: null, riferimentoNormativo: null },
  { id: 5, descrizioneIva: 'Esente art. 10 n. 18 DPR 633/72', aliquotaIva: 0, natura: 'N4', riferimentoNormativo: 'Art. 10 n. 18 DPR 633/72' },
  { id: 6, descrizioneIva: 'Escluso art. 15 DPR 633/72', aliquotaIva: 0, natura: 'N1', riferimentoNormativo: 'Art. 15 DPR 633/72' },
  { id: 7, descrizioneIva: 'Non soggetta art. 7-ter', aliquotaIva: 0, natura: 'N2.2', riferimentoNormativo: 'Art. 7-ter DPR 633/72' },
];

/** The admission prefill uses unit 2. */
export const UNITA_MISURA_DEMO: UnitaMisura[] = [
  { id: 1, descrizione: 'PZ' },
  { id: 2, descrizione: 'NR' },
];

/** The admission prefill uses multiplier 1. */
export const MOLTIPLICATORI_DEMO: Moltiplicatore[] = [
  { id: 1, descrizioneMoltiplicatore: 'x 1', multiplo: 1 },
  { id: 2, descrizioneMoltiplicatore: 'x 2', multiplo: 2 },
];

export const METODI_PAGAMENTO_DEMO: MetodoPagamento[] = [
  { id: 1, descrizioneMetodoPagamento: 'Contanti', codiceFatturaPa: 'MP01', tracciato: false },
  { id: 2, descrizioneMetodoPagamento: 'Assegno', codiceFatturaPa: 'MP02', tracciato: true },
  { id: 3, descrizioneMetodoPagamento: 'Bonifico', codiceFatturaPa: 'MP05', tracciato: true },
  { id: 4, descrizioneMetodoPagamento: 'Carta di pagamento/POS', codiceFatturaPa: 'MP08', tracciato: true },
];

/** The Sistema Tessera Sanitaria expense types; the admission prefill uses 0 (SP). */
export const TIPI_SPESA_DEMO: TipoSpesa[] = [
  { id: 0, codiceTipoSpesa: 'SP', descrizioneTipoSpesa: 'Prestazioni sanitarie' },
  { id: 1, codiceTipoSpesa: 'TK', descrizioneTipoSpesa: 'Ticket (quota fissa e/o differenza con il prezzo di riferimento, franchigia, pronto soccorso e accesso diretto)' },
  { id: 2, codiceTipoSpesa: 'FC', descrizioneTipoSpesa: 'Farmaco, anche omeopatico' },
  { id: 3, codiceTipoSpesa: 'FV', descrizioneTipoSpesa: 'Farmaco per uso veterinario' },
  {
    id: 4,
    codiceTipoSpesa: 'AS',
    descrizioneTipoSpesa:
      'Spese sanitarie relative ad ECG, spirometria, Holter pressorio e cardiaco, test per glicemia, colesterolo e trigliceridi o misurazione della pressione sanguigna, prestazioni previste dalla farmacia dei servizi e simili',
  },
  { id: 5, codiceTipoSpesa: 'SR', descrizioneTipoSpesa: 'Spese prestazioni assistenza specialistica ambulatoriale esclusi interventi di chirurgia estetica' },
  { id: 6, codiceTipoSpesa: 'CT', descrizioneTipoSpesa: 'Cure termali' },
  { id: 7, codiceTipoSpesa: 'PI', descrizioneTipoSpesa: 'Protesica e integrativa' },
  { id: 8, codiceTipoSpesa: 'IC', descrizioneTipoSpesa: 'Prestazioni di chirurgia estetica' },
  { id: 9, codiceTipoSpesa: 'AA', descrizioneTipoSpesa: 'Altre spese' },
  { id: 10, codiceTipoSpesa: 'AD', descrizioneTipoSpesa: 'Spese relative all’acquisto o affitto di dispositivo medico con marcatura CE' },
  { id: 11, codiceTipoSpesa: 'SV', descrizioneTipoSpesa: 'Spese veterinarie' },
];

/** One tariff per visit type (the admission's tipoAtleta is the codiceTipoTariffa); exempt healthcare, iva 0. */
export const TARIFFE_DEMO: Tariffa[] = [
  { id: 1, codiceTipoTariffa: 'AGONISTA', codiceTariffa: 'VMS-AG', descrizione: 'Visita medico sportiva agonistica', importo: 50, iva: 0 },
  { id: 2, codiceTipoTariffa: 'AGONISTA PRIVATO', codiceTariffa: 'VMS-AGP', descrizione: 'Visita medico sportiva agonistica (privato)', importo: 65, iva: 0 },
  { id: 3, codiceTipoTariffa: 'NON AGONISTA', codiceTariffa: 'VMS-NAG', descrizione: 'Visita medico sportiva non agonistica', importo: 40, iva: 0 },
  { id: 4, codiceTipoTariffa: 'VOLO DA DIPORTO', codiceTariffa: 'VMS-VDS', descrizione: 'Visita medico sportiva per volo da diporto', importo: 80, iva: 0 },
];

/** Two companies (7-character SDI code), a public body (6-character code, FPA) and three private persons ('0000000'). */
export const CLIENTI_DEMO: Omit<Cliente, 'id'>[] = [
  {
    cognome: 'Palestra Vesuvio S.r.l.',
    nome: '',
    identificativo: '07654320634',
    partitaIva: '07654320634',
    codiceDestinatario: 'M5UXCR1',
    indirizzo: 'Via Caracciolo 12',
    cap: '80122',
    localita: 'Napoli',
    localitaCodiceIstat: '063049',
    provincia: 'NA',
  },
  {
    cognome: 'Polisportiva Partenope S.S.D. a r.l.',
    nome: '',
    identificativo: '08432100637',
    partitaIva: '08432100637',
    codiceDestinatario: 'KRRH6B9',
    indirizzo: 'Corso Vittorio Emanuele 110',
    cap: '80121',
    localita: 'Napoli',
    localitaCodiceIstat: '063049',
    provincia: 'NA',
  },
  {
    cognome: 'Comune di Napoli',
    nome: '',
    identificativo: '80014890638',
    partitaIva: '01207650639',
    codiceDestinatario: 'UF1234',
    indirizzo: 'Piazza Municipio 1',
    cap: '80133',
    localita: 'Napoli',
    localitaCodiceIstat: '063049',
    provincia: 'NA',
  },
  {
    cognome: 'Bianchi',
    nome: 'Laura',
    identificativo: 'BNCLRA85M45F839O',
    partitaIva: '',
    codiceDestinatario: '0000000',
    indirizzo: 'Via Chiaia 45',
    cap: '80132',
    localita: 'Napoli',
    localitaCodiceIstat: '063049',
    provincia: 'NA',
  },
  {
    cognome: 'Esposito',
    nome: 'Gennaro',
    identificativo: 'ESPGNR70C15F839B',
    partitaIva: '',
    codiceDestinatario: '0000000',
    indirizzo: 'Via Posillipo 200',
    cap: '80123',
    localita: 'Napoli',
    localitaCodiceIstat: '063049',
    provincia: 'NA',
  },
  {
    cognome: 'Verdi',
    nome: 'Giuseppe',
    identificativo: 'VRDGPP90E10F839I',
    partitaIva: '',
    codiceDestinatario: '0000000',
    indirizzo: 'Via Roma 3',
    cap: '80046',
    localita: 'San Giorgio a Cremano',
    localitaCodiceIstat: '063067',
    provincia: 'NA',
  },
];

/** Type 1 (FT) is the admission prefill's; created in this order so that a fresh database gives it id 1. */
export const TIPI_DOCUMENTO_DEMO: ValoriTipoDocumento[] = [
  { tipoDocumento: 'EMESSO', codiceTipoDocumento: 'FT', descrizioneTipoDocumento: 'Fattura', codiceNumeratore: 'FT', tipoDocumentoSdi: 'TD01' },
  { tipoDocumento: 'EMESSO', codiceTipoDocumento: 'NC', descrizioneTipoDocumento: 'Nota di Credito', codiceNumeratore: 'NC', tipoDocumentoSdi: 'TD04' },
];

/** Reason 1 (FT VIS) is the admission prefill's; idTipoDocumento and codiceTipoDocumento come from the type's code. */
export const CAUSALI_DEMO: (Omit<ValoriCausaleDocumento, 'idTipoDocumento' | 'codiceTipoDocumento'> & { tipo: string })[] = [
  { tipo: 'FT', codiceCausale: 'VIS', descrizioneCausale: 'Prestazione sanitaria', operazioneMagazzino: 'INVARIATO', operazioneContabile: 'DARE', stampaPrezzi: true, soggettiCollegati: '', documentiCollegati: '' },
  { tipo: 'FT', codiceCausale: 'VEN', descrizioneCausale: 'Vendita', operazioneMagazzino: 'SCARICO', operazioneContabile: 'DARE', stampaPrezzi: true, soggettiCollegati: '', documentiCollegati: '' },
  { tipo: 'NC', codiceCausale: 'STO', descrizioneCausale: 'Storno', operazioneMagazzino: 'INVARIATO', operazioneContabile: 'AVERE', stampaPrezzi: true, soggettiCollegati: '', documentiCollegati: 'FT' },
];

export const NUMERATORI_DEMO = [
  { codice: 'FT', descrizione: 'Fatture' },
  { codice: 'NC', descrizione: 'Note di Credito' },
];
