import type { DizionarioTipoInput } from '../domain/dizionario-tipo-values';
import type { AnagraficaInput } from '../domain/anagrafica-values';

/**
 * The dictionary types of the paper-goods business. Other areas rely on these codes: CLI customers
 * and FOR suppliers (catalogue, orders), DDT → FAT and DDTA → FATA (documents and transformation).
 * A follow-on type comes before the types that name it.
 */
export const TIPI_DEMO: DizionarioTipoInput[] = [
  { sezioneDizionario: 'ANAGRAFICA', codiceTipo: 'CLI', descrizioneTipo: 'Clienti', tipo: 'P' },
  { sezioneDizionario: 'ANAGRAFICA', codiceTipo: 'FOR', descrizioneTipo: 'Fornitori', tipo: 'P' },
  { sezioneDizionario: 'DOCUMENTO', codiceTipo: 'FAT', descrizioneTipo: 'Fattura', tipo: 'P', tipoMovimento: 'S' },
  { sezioneDizionario: 'DOCUMENTO', codiceTipo: 'DDT', descrizioneTipo: 'Documento di Trasporto', tipo: 'P', tipoMovimento: 'S', richiedeFattura: 'FAT' },
  { sezioneDizionario: 'DOCUMENTO', codiceTipo: 'ORD', descrizioneTipo: 'Ordine Fornitore', tipo: 'P', tipoMovimento: 'C' },
  { sezioneDizionario: 'DOCUMENTO', codiceTipo: 'FATA', descrizioneTipo: 'Fattura Archivio', tipo: 'A', tipoMovimento: 'S' },
  { sezioneDizionario: 'DOCUMENTO', codiceTipo: 'DDTA', descrizioneTipo: 'DDT Archivio', tipo: 'A', tipoMovimento: 'S', richiedeFattura: 'FATA' },
  { sezioneDizionario: 'DOCUMENTOMOBILE', codiceTipo: 'DDM', descrizioneTipo: 'DDT Mobile', tipo: 'P', tipoMovimento: 'S' },
];

const cliente = (codice: string, nominativo: string, citta: string, indirizzo: string, partitaIva: string, telefono: string, codiceFiscale = partitaIva): AnagraficaInput => ({
  codice,
  nominativo,
  codiceTipo: 'CLI',
  citta,
  indirizzo,
  partitaIva,
  codiceFiscale,
  telefono,
});

const fornitore = (codice: string, nominativo: string, citta: string, indirizzo: string, partitaIva: string, telefono: string): AnagraficaInput => ({
  codice,
  nominativo,
  codiceTipo: 'FOR',
  citta,
  indirizzo,
  partitaIva,
  codiceFiscale: partitaIva,
  telefono,
});

/** Customers (CLI) and suppliers (FOR) with valid VAT numbers and fiscal codes (check digits right). */
export const ANAGRAFICHE_DEMO: AnagraficaInput[] = [
  cliente('C0001', 'Cartoleria Belvedere S.n.c.', 'Napoli', 'Via Toledo 112', '01234567897', '081 5521340'),
  cliente('C0002', 'Hotel Miramare S.r.l.', 'Sorrento', 'Corso Italia 45', '02987654320', '081 8073311'),
  cliente('C0003', 'Ristorante Da Gennaro', 'Pozzuoli', 'Via Napoli 8', '03456123789', '081 5267788'),
  cliente('C0004', 'Studio Dentistico Verdi', 'Caserta', 'Viale Lincoln 21', '04123987655', '0823 354120', 'VRDGPP75C12F205K'),
  cliente('C0005', 'Pulizie Vesuviane S.r.l.', 'Torre del Greco', 'Via Nazionale 300', '05671234986', '081 8811223'),
  cliente('C0006', 'Bar Pasticceria Aurora', 'Salerno', 'Lungomare Trieste 14', '06349871258', '089 224455'),
  cliente('C0007', 'Scuola Paritaria San Giuseppe', 'Avellino', 'Via Roma 77', '07892345617', '0825 781230'),
  cliente('C0008', 'Farmacia Bianchi', 'Benevento', 'Corso Garibaldi 19', '08123765490', '0824 313131', 'BNCLRA82D55L219R'),
  cliente('C0009', 'Condominio Parco Azzurro', 'Portici', 'Via Università 60', '09234817659', '081 7752190'),
  cliente('C0010', 'Palestra Energy Fit', 'Casoria', 'Via Principe di Piemonte 5', '10345678121', '081 7591020'),
  cliente('C0011', 'Agriturismo Il Castagneto', 'Nola', 'Contrada Polvica 2', '11456789236', '081 8231456'),
  cliente('C0012', 'Supermercato Sole Market', 'Afragola', 'Corso Meridionale 88', '12567890343', '081 8601177'),
  fornitore('F0001', 'Cartiere Riunite del Sud S.p.A.', 'Nocera Inferiore', 'Zona Industriale Lotto 4', '13678901458', '081 5178800'),
  fornitore('F0002', 'Detergenti Professionali Italia S.r.l.', 'Bologna', 'Via dell’Industria 31', '14789012565', '051 6340500'),
  fornitore('F0003', 'Monouso Service S.r.l.', 'Milano', 'Via Mecenate 76', '15890123670', '02 58012345'),
  fornitore('F0004', 'Plastiche Campane S.r.l.', 'Marcianise', 'Area ASI Sud', '16901234787', '0823 821900'),
  fornitore('F0005', 'Igiene Casa Distribuzione S.p.A.', 'Roma', 'Via Tiburtina 1020', '17012345892', '06 41203300'),
];
