import type { CodiceDescrizione } from '@registro/contracts';
import type { ValoriArticoloGruppo, ValoriCategoria, ValoriIva, ValoriMarca } from '../catalogo.events';

/** Demo catalogue of a paper and cleaning goods business. */
export const IVA_DEMO: ValoriIva[] = [
  { codice: '22', descrizione: 'IVA 22% ordinaria', aliquota: 22, attivo: true },
  { codice: '10', descrizione: 'IVA 10% ridotta', aliquota: 10, attivo: true },
  { codice: '04', descrizione: 'IVA 4% minima', aliquota: 4, attivo: true },
  { codice: 'ES', descrizione: 'Esente art. 10', aliquota: 0, attivo: true },
];

export const GRUPPI_DEMO: ValoriArticoloGruppo[] = [
  { codice: 'CARTA', descrizione: 'Carta', capogruppo: '', attivo: true },
  { codice: 'PULIZIA', descrizione: 'Pulizia', capogruppo: '', attivo: true },
  { codice: 'MONOUSO', descrizione: 'Monouso', capogruppo: '', attivo: true },
  { codice: 'IGIENE', descrizione: 'Igiene', capogruppo: '', attivo: true },
  { codice: 'UFFICIO', descrizione: 'Ufficio', capogruppo: 'CARTA', attivo: true },
];

export const MARCHE_DEMO: ValoriMarca[] = [
  { codice: 'CANDIDA', descrizone: 'Candida Paper', attivo: true },
  { codice: 'LINDO', descrizone: 'Lindo Casa', attivo: true },
  { codice: 'SPLENDOR', descrizone: 'Splendor Professional', attivo: true },
  { codice: 'ECOLINE', descrizone: 'Ecoline', attivo: true },
  { codice: 'TAVOLA', descrizone: 'Tavola Facile', attivo: true },
];

export const CATEGORIE_DEMO: ValoriCategoria[] = [
  {
    codice: 'CARTA',
    descrizione: 'Carta e cancelleria',
    attivo: true,
    listaSottocategorie: [
      { codice: 'A4', descrizione: 'Risme A4', attivo: true },
      { codice: 'A3', descrizione: 'Risme A3', attivo: true },
      { codice: 'ROTOLI', descrizione: 'Rotoli e asciugamani', attivo: true },
    ],
  },
  {
    codice: 'DETERGENTI',
    descrizione: 'Detergenti',
    attivo: true,
    listaSottocategorie: [
      { codice: 'PAVIMENTI', descrizione: 'Pavimenti', attivo: true },
      { codice: 'SUPERFICI', descrizione: 'Superfici', attivo: true },
      { codice: 'STOVIGLIE', descrizione: 'Stoviglie', attivo: true },
    ],
  },
  {
    codice: 'MONOUSO',
    descrizione: 'Monouso',
    attivo: true,
    listaSottocategorie: [
      { codice: 'TAVOLA', descrizione: 'Piatti, bicchieri, posate', attivo: true },
      { codice: 'SACCHI', descrizione: 'Sacchi', attivo: true },
    ],
  },
  { codice: 'PROTEZIONE', descrizione: 'Protezione personale', attivo: true, listaSottocategorie: [{ codice: 'GUANTI', descrizione: 'Guanti', attivo: true }] },
];

export const UNITA_MISURA_DEMO: CodiceDescrizione[] = [
  { codice: 'PZ', descrizione: 'Pezzi' },
  { codice: 'CF', descrizione: 'Confezione' },
  { codice: 'CT', descrizione: 'Cartone' },
  { codice: 'KG', descrizione: 'Chilogrammi' },
  { codice: 'LT', descrizione: 'Litri' },
  { codice: 'RT', descrizione: 'Risma' },
];

export const DEPOSITI_DEMO: CodiceDescrizione[] = [
  { codice: 'P', descrizione: 'Magazzino Principale' },
  { codice: 'A', descrizione: 'Archivio' },
];

/** A product line: its variants make one article each (about 200 in all). */
export interface FamigliaDemo {
  prefisso: string;
  descrizione: string;
  varianti: readonly string[];
  gruppo: string;
  marca: string;
  unitaMisura: string;
  codiceIva: string;
  /** last purchase cost of the first variant, in cents */
  costoCentesimi: number;
}

const formati = (...v: string[]) => v;

export const FAMIGLIE_DEMO: readonly FamigliaDemo[] = [
  { prefisso: 'CA4', descrizione: 'Carta A4', varianti: formati('80 g bianca', '80 g riciclata', '100 g bianca', '120 g bianca', '160 g bianca', '80 g gialla', '80 g azzurra', '80 g verde', '80 g rosa', '90 g premium'), gruppo: 'CARTA', marca: 'CANDIDA', unitaMisura: 'RT', codiceIva: '22', costoCentesimi: 320 },
  { prefisso: 'CA3', descrizione: 'Carta A3', varianti: formati('80 g bianca', '80 g riciclata', '100 g bianca', '120 g bianca', '160 g bianca'), gruppo: 'CARTA', marca: 'CANDIDA', unitaMisura: 'RT', codiceIva: '22', costoCentesimi: 640 },
  { prefisso: 'RAS', descrizione: 'Rotolo asciugamani', varianti: formati('2 veli 150 m', '2 veli 300 m', '1 velo 400 m', 'pura cellulosa 120 m', 'riciclato 200 m', 'piegato a Z 3000 fogli', 'piegato a C 2400 fogli', 'maxi 800 m', 'midi 450 m', 'mini 60 m'), gruppo: 'CARTA', marca: 'CANDIDA', unitaMisura: 'CF', codiceIva: '22', costoCentesimi: 850 },
  { prefisso: 'CIG', descrizione: 'Carta igienica', varianti: formati('2 veli 4 rotoli', '2 veli 10 rotoli', '3 veli 4 rotoli', 'jumbo 6 rotoli', 'mini jumbo 12 rotoli', 'interfogliata 36 pacchi', 'riciclata 10 rotoli', 'profumata 8 rotoli'), gruppo: 'IGIENE', marca: 'CANDIDA', unitaMisura: 'CF', codiceIva: '22', costoCentesimi: 390 },
  { prefisso: 'TOV', descrizione: 'Tovaglioli', varianti: formati('33x33 bianchi 100 pz', '33x33 colorati 100 pz', '40x40 bianchi 50 pz', '40x40 damascati 50 pz', '24x24 bar 500 pz', 'dispenser 2000 pz'), gruppo: 'MONOUSO', marca: 'TAVOLA', unitaMisura: 'CF', codiceIva: '22', costoCentesimi: 180 },
  { prefisso: 'DPV', descrizione: 'Detergente pavimenti', varianti: formati('limone 1 l', 'pino 1 l', 'marsiglia 1 l', 'neutro 5 l', 'igienizzante 5 l', 'legno 1 l', 'cotto 1 l', 'industriale 10 l'), gruppo: 'PULIZIA', marca: 'SPLENDOR', unitaMisura: 'LT', codiceIva: '22', costoCentesimi: 210 },
  { prefisso: 'DSU', descrizione: 'Detergente superfici', varianti: formati('multiuso spray 750 ml', 'vetri spray 750 ml', 'sgrassatore 750 ml', 'anticalcare 750 ml', 'disinfettante 1 l', 'acciaio 500 ml', 'legno 500 ml', 'bagno 750 ml'), gruppo: 'PULIZIA', marca: 'LINDO', unitaMisura: 'PZ', codiceIva: '22', costoCentesimi: 190 },
  { prefisso: 'DST', descrizione: 'Detersivo stoviglie', varianti: formati('piatti limone 1 l', 'piatti 5 l', 'lavastoviglie pastiglie 50 pz', 'lavastoviglie gel 1 l', 'brillantante 1 l', 'sale lavastoviglie 2 kg'), gruppo: 'PULIZIA', marca: 'LINDO', unitaMisura: 'PZ', codiceIva: '22', costoCentesimi: 160 },
  { prefisso: 'SAC', descrizione: 'Sacchi spazzatura', varianti: formati('50x60 neri 20 pz', '70x110 neri 10 pz', '90x120 neri 10 pz', '50x60 trasparenti 20 pz', '70x110 azzurri 10 pz', '70x110 gialli 10 pz', 'compostabili 42x42 15 pz', 'con maniglie 55x65 20 pz', 'condominiali 120x150 10 pz'), gruppo: 'MONOUSO', marca: 'ECOLINE', unitaMisura: 'CF', codiceIva: '22', costoCentesimi: 120 },
  { prefisso: 'GUA', descrizione: 'Guanti', varianti: formati('nitrile S 100 pz', 'nitrile M 100 pz', 'nitrile L 100 pz', 'nitrile XL 100 pz', 'lattice S 100 pz', 'lattice M 100 pz', 'lattice L 100 pz', 'vinile M 100 pz', 'vinile L 100 pz', 'casalinghi M', 'casalinghi L', 'antitaglio L'), gruppo: 'IGIENE', marca: 'SPLENDOR', unitaMisura: 'CF', codiceIva: '22', costoCentesimi: 450 },
  { prefisso: 'PIA', descrizione: 'Piatti', varianti: formati('piani plastica 50 pz', 'fondi plastica 50 pz', 'piani carta 50 pz', 'fondi carta 50 pz', 'dessert carta 50 pz', 'compostabili piani 50 pz', 'compostabili fondi 50 pz'), gruppo: 'MONOUSO', marca: 'TAVOLA', unitaMisura: 'CF', codiceIva: '22', costoCentesimi: 150 },
  { prefisso: 'BIC', descrizione: 'Bicchieri', varianti: formati('plastica 200 cc 100 pz', 'carta 200 cc 50 pz', 'caffè 80 cc 100 pz', 'compostabili 200 cc 50 pz', 'vetro plastica 300 cc 20 pz'), gruppo: 'MONOUSO', marca: 'TAVOLA', unitaMisura: 'CF', codiceIva: '22', costoCentesimi: 110 },
  { prefisso: 'POS', descrizione: 'Posate', varianti: formati('forchette 100 pz', 'coltelli 100 pz', 'cucchiai 100 pz', 'cucchiaini 100 pz', 'kit 3 in 1 50 pz', 'legno forchette 100 pz'), gruppo: 'MONOUSO', marca: 'TAVOLA', unitaMisura: 'CF', codiceIva: '22', costoCentesimi: 130 },
  { prefisso: 'SAP', descrizione: 'Sapone mani', varianti: formati('liquido 500 ml', 'liquido 5 l', 'schiuma 1 l', 'igienizzante gel 500 ml', 'igienizzante gel 1 l', 'neutro ricarica 1 l'), gruppo: 'IGIENE', marca: 'LINDO', unitaMisura: 'PZ', codiceIva: '22', costoCentesimi: 230 },
  { prefisso: 'PAN', descrizione: 'Panno', varianti: formati('microfibra 40x40', 'spugna 3 pz', 'pavimenti 50x60', 'vetri microfibra', 'abrasivo 10 pz', 'multiuso rotolo 50 pz'), gruppo: 'PULIZIA', marca: 'ECOLINE', unitaMisura: 'PZ', codiceIva: '22', costoCentesimi: 90 },
  { prefisso: 'ATT', descrizione: 'Attrezzo', varianti: formati('scopa da interni', 'scopa da esterni', 'mocio cotone', 'secchio con strizzatore', 'paletta con manico', 'tergivetro 35 cm', 'manico alluminio 140 cm'), gruppo: 'PULIZIA', marca: 'SPLENDOR', unitaMisura: 'PZ', codiceIva: '22', costoCentesimi: 380 },
  { prefisso: 'ALI', descrizione: 'Pellicola e alluminio', varianti: formati('alluminio 30 m', 'alluminio 150 m', 'pellicola 30 m', 'pellicola 300 m', 'carta forno 50 m', 'vaschette alluminio 10 pz'), gruppo: 'MONOUSO', marca: 'ECOLINE', unitaMisura: 'PZ', codiceIva: '22', costoCentesimi: 170 },
  { prefisso: 'UFF', descrizione: 'Cancelleria', varianti: formati('buste commerciali 500 pz', 'buste a sacco 250 pz', 'blocco appunti A4', 'post-it 76x76', 'cartelline 50 pz', 'raccoglitore dorso 8', 'penne blu 50 pz', 'evidenziatori 4 pz', 'nastro adesivo 8 pz', 'cucitrice'), gruppo: 'UFFICIO', marca: 'CANDIDA', unitaMisura: 'CF', codiceIva: '22', costoCentesimi: 280 },
  { prefisso: 'ALC', descrizione: 'Alcol e candeggina', varianti: formati('alcol denaturato 1 l', 'candeggina 2 l', 'candeggina gel 1 l', 'ammoniaca 1 l', 'acido muriatico 1 l', 'aceto detergente 1 l'), gruppo: 'PULIZIA', marca: 'LINDO', unitaMisura: 'LT', codiceIva: '22', costoCentesimi: 100 },
  { prefisso: 'LIB', descrizione: 'Registri e libri', varianti: formati('registro corrispettivi', 'libro giornale', 'registro presenze', 'rubrica telefonica', 'agenda annuale', 'quaderno contabile'), gruppo: 'UFFICIO', marca: 'CANDIDA', unitaMisura: 'PZ', codiceIva: '04', costoCentesimi: 520 },
  { prefisso: 'ALM', descrizione: 'Alimentari per ufficio', varianti: formati('caffè macinato 250 g', 'zucchero bustine 1 kg', 'acqua naturale 6x1,5 l', 'tè verde 25 filtri', 'biscotti 1 kg', 'succo arancia 1 l'), gruppo: 'MONOUSO', marca: 'TAVOLA', unitaMisura: 'PZ', codiceIva: '10', costoCentesimi: 260 },
  { prefisso: 'SAN', descrizione: 'Presidi sanitari', varianti: formati('mascherine chirurgiche 50 pz', 'mascherine FFP2 20 pz', 'cassetta pronto soccorso', 'cerotti assortiti 40 pz', 'garze sterili 10 pz'), gruppo: 'IGIENE', marca: 'SPLENDOR', unitaMisura: 'CF', codiceIva: 'ES', costoCentesimi: 600 },
  { prefisso: 'ETI', descrizione: 'Etichette', varianti: formati('adesive A4 100 fogli', 'termiche 100x150 rotolo', 'prezzatrice 10 rotoli', 'rotolo POS 10 pz', 'nastro TTR 110 mm'), gruppo: 'UFFICIO', marca: 'CANDIDA', unitaMisura: 'CF', codiceIva: '22', costoCentesimi: 720 },
];

const COLORI: Record<string, string> = { CARTA: '#3b82f6', PULIZIA: '#10b981', MONOUSO: '#f59e0b', IGIENE: '#ec4899', UFFICIO: '#6366f1' };

/** A small picture per group for the orders catalogue: an SVG data URL with the group's initial. */
export function immagineGruppo(gruppo: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" rx="10" fill="${COLORI[gruppo] ?? '#64748b'}"/><text x="32" y="42" font-family="sans-serif" font-size="28" font-weight="bold" fill="#fff" text-anchor="middle">${gruppo.charAt(0)}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
