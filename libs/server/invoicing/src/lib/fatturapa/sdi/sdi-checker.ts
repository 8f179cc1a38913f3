import Decimal from 'decimal.js';
import { type XmlNode, child, childrenNamed, textAt } from '../xml/xml-node';
import { codiceFiscaleValido, partitaIvaValida } from '@registro/server-kernel';
import type { ProblemaSdi } from './problema-sdi';

/**
 * The SDI rules that can be checked offline, on the parsed XML (so they run on our own output and
 * on any official sample): codes from the SDI "Elenco controlli" where there is one.
 */
export function checkFatturaPa(xml: string, root: XmlNode | null, opzioni: OpzioniControllo = {}): ProblemaSdi[] {
  const problemi: ProblemaSdi[] = [...checkText(xml)];
  if (!root) return problemi;
  problemi.push(...checkHeader(root, opzioni.caratteriDiControllo ?? true));
  const bodies = childrenNamed(root, 'FatturaElettronicaBody');
  bodies.forEach((body, i) => problemi.push(...checkBody(body, bodies.length > 1 ? ` (documento ${i + 1})` : '')));
  return problemi;
}

export interface OpzioniControllo {
  /**
   * Check the recipient's partita IVA / codice fiscale check characters (00305, 00306); default
   * true. Off only for the official samples, whose demo numbers (09876543210) are not valid.
   */
  caratteriDiControllo?: boolean;
}

const ALIQUOTA = /^[0-9]{1,3}\.[0-9]{2}$/;
const IMPORTO = /^-?[0-9]{1,11}\.[0-9]{2}$/;
const NATURE_GENERICHE = new Set(['N2', 'N3', 'N6']);

function decimal(text: string | undefined): Decimal | null {
  if (text === undefined || !/^-?[0-9]+(\.[0-9]+)?$/.test(text)) return null;
  return new Decimal(text);
}

const euro = (d: Decimal): string => d.toFixed(2);

/** No BOM, only Latin-1 characters (the SDI reads the text fields as ISO-8859-1). */
function checkText(xml: string): ProblemaSdi[] {
  const problemi: ProblemaSdi[] = [];
  if (xml.charCodeAt(0) === 0xfeff) problemi.push({ codice: 'XML', messaggio: 'il file inizia con un BOM (byte order mark), non ammesso' });
  const lines = xml.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const fuori = [...lines[i]].find((c) => (c.codePointAt(0) ?? 0) > 0xff);
    if (fuori) {
      problemi.push({ codice: 'XML', messaggio: `carattere non Latin-1 '${fuori}' alla riga ${i + 1}` });
      break;
    }
  }
  return problemi;
}

function checkHeader(root: XmlNode, caratteriDiControllo: boolean): ProblemaSdi[] {
  const problemi: ProblemaSdi[] = [];
  const trasmissione = child(root, 'FatturaElettronicaHeader', 'DatiTrasmissione');
  const formato = textAt(trasmissione, 'FormatoTrasmissione');
  const versione = root.attrs['versione'];
  if (formato !== versione)
    problemi.push({ codice: '00428', messaggio: `FormatoTrasmissione ${formato ?? '(assente)'} diverso dall'attributo versione ${versione ?? '(assente)'}` });
  const destinatario = textAt(trasmissione, 'CodiceDestinatario') ?? '';
  if ((formato === 'FPA12' && destinatario.length !== 6) || (formato === 'FPR12' && destinatario.length !== 7))
    problemi.push({ codice: '00427', messaggio: `CodiceDestinatario ${destinatario} di ${destinatario.length} caratteri non ammesso con FormatoTrasmissione ${formato}` });

  const anagrafici = child(root, 'FatturaElettronicaHeader', 'CessionarioCommittente', 'DatiAnagrafici');
  const idFiscale = child(anagrafici, 'IdFiscaleIVA');
  const codiceFiscale = textAt(anagrafici, 'CodiceFiscale');
  if (!idFiscale && !codiceFiscale)
    problemi.push({ codice: '00417', messaggio: 'il cessionario/committente non ha né IdFiscaleIVA né CodiceFiscale' });
  if (!caratteriDiControllo) return problemi;
  if (idFiscale && textAt(idFiscale, 'IdPaese') === 'IT' && !partitaIvaValida(textAt(idFiscale, 'IdCodice') ?? ''))
    problemi.push({ codice: '00305', messaggio: `partita IVA del cessionario/committente ${textAt(idFiscale, 'IdCodice')} non valida (carattere di controllo errato)` });
  if (codiceFiscale && !codiceFiscaleValido(codiceFiscale))
    problemi.push({ codice: '00306', messaggio: `codice fiscale del cessionario/committente ${codiceFiscale} non valido (carattere di controllo errato)` });
  return problemi;
}

interface Gruppo {
  aliquota: string;
  natura: string;
  imponibile: Decimal;
}

const chiave = (aliquota: Decimal, natura: string): string => `${euro(aliquota)}|${natura}`;
const descriviChiave = (aliquota: Decimal, natura: string): string => `aliquota ${euro(aliquota)}${natura ? ` natura ${natura}` : ''}`;

function checkBody(body: XmlNode, dove: string): ProblemaSdi[] {
  const problemi: ProblemaSdi[] = [];
  const add = (codice: string, messaggio: string) => problemi.push({ codice, messaggio: messaggio + dove });
  const generali = child(body, 'DatiGenerali', 'DatiGeneraliDocumento');

  const numero = textAt(generali, 'Numero') ?? '';
  if (!/[0-9]/.test(numero)) add('00425', `Numero ${numero} senza caratteri numerici`);
  if (numero.length > 20) add('XSD', `Numero ${numero} più lungo di 20 caratteri`);

  const bollo = child(generali, 'DatiBollo');
  if (bollo) {
    const virtuale = textAt(bollo, 'BolloVirtuale');
    const importo = textAt(bollo, 'ImportoBollo');
    if (virtuale !== 'SI') add('XSD', `BolloVirtuale ${virtuale ?? '(assente)'}: l'unico valore ammesso è SI`);
    if (importo !== undefined && !IMPORTO.test(importo)) add('XSD', `ImportoBollo ${importo} senza due decimali`);
    else if (importo !== undefined && !new Decimal(importo).eq(2)) add('BOLLO', `ImportoBollo ${importo} diverso da 2.00`);
  }

  const servizi = child(body, 'DatiBeniServizi');
  const linee = new Map<string, Gruppo>();
  for (const linea of childrenNamed(servizi, 'DettaglioLinee')) {
    const n = textAt(linea, 'NumeroLinea') ?? '?';
    const testoAliquota = textAt(linea, 'AliquotaIVA');
    const natura = textAt(linea, 'Natura') ?? '';
    if (testoAliquota !== undefined && !ALIQUOTA.test(testoAliquota)) add('XSD', `AliquotaIVA ${testoAliquota} della linea ${n} non nel formato 22.00`);
    const aliquota = decimal(testoAliquota);
    if (!aliquota) continue;
    if (aliquota.isZero() && !natura) add('00400', `la linea ${n} ha AliquotaIVA 0.00 senza Natura`);
    if (!aliquota.isZero() && natura) add('00401', `la linea ${n} ha Natura ${natura} con AliquotaIVA ${testoAliquota}`);
    if (NATURE_GENERICHE.has(natura)) add('00445', `la linea ${n} ha la Natura generica ${natura}: serve il codice specifico (es. ${natura}.1)`);

    const totale = decimal(textAt(linea, 'PrezzoTotale'));
    const atteso = prezzoTotaleAtteso(linea);
    if (totale && atteso && totale.minus(atteso.valore).abs().gt(0.01))
      add('00423', `PrezzoTotale della linea ${n} non coerente (${atteso.calcolo} = ${euro(atteso.valore)}, indicato ${euro(totale)})`);
    const k = chiave(aliquota, natura);
    const gruppo = linee.get(k) ?? { aliquota: euro(aliquota), natura, imponibile: new Decimal(0) };
    gruppo.imponibile = gruppo.imponibile.plus(totale ?? 0);
    linee.set(k, gruppo);
  }

  const riepiloghi = new Map<string, Gruppo>();
  let totaleRiepiloghi = new Decimal(0);
  for (const riepilogo of childrenNamed(servizi, 'DatiRiepilogo')) {
    const testoAliquota = textAt(riepilogo, 'AliquotaIVA');
    const natura = textAt(riepilogo, 'Natura') ?? '';
    if (testoAliquota !== undefined && !ALIQUOTA.test(testoAliquota)) add('XSD', `AliquotaIVA ${testoAliquota} del riepilogo non nel formato 22.00`);
    const aliquota = decimal(testoAliquota);
    const imponibile = decimal(textAt(riepilogo, 'ImponibileImporto'));
    const imposta = decimal(textAt(riepilogo, 'Imposta'));
    if (!aliquota || !imponibile || !imposta) continue;
    const dove2 = descriviChiave(aliquota, natura);
    if (aliquota.isZero() && !natura) add('00429', `DatiRiepilogo con AliquotaIVA 0.00 senza Natura`);
    if (!aliquota.isZero() && natura) add('00430', `DatiRiepilogo con Natura ${natura} e AliquotaIVA ${testoAliquota}`);
    if (NATURE_GENERICHE.has(natura)) add('00445', `DatiRiepilogo con la Natura generica ${natura}: serve il codice specifico (es. ${natura}.1)`);
    if (natura && !textAt(riepilogo, 'RiferimentoNormativo')) add('NORMA', `DatiRiepilogo ${dove2} senza RiferimentoNormativo`);
    const impostaAttesa = imponibile.times(aliquota).div(100);
    if (imposta.minus(impostaAttesa).abs().gt(0.01))
      add('00421', `Imposta del riepilogo ${dove2} non coerente (${euro(imponibile)} × ${euro(aliquota)}% = ${euro(impostaAttesa.toDecimalPlaces(2, Decimal.ROUND_HALF_UP))}, indicata ${euro(imposta)})`);
    const arrotondamento = decimal(textAt(riepilogo, 'Arrotondamento')) ?? new Decimal(0);
    totaleRiepiloghi = totaleRiepiloghi.plus(imponibile).plus(imposta);
    const k = chiave(aliquota, natura);
    if (riepiloghi.has(k)) add('00422', `più di un DatiRiepilogo per ${dove2}`);
    const gruppo = riepiloghi.get(k) ?? { aliquota: euro(aliquota), natura, imponibile: new Decimal(0) };
    gruppo.imponibile = gruppo.imponibile.plus(imponibile).minus(arrotondamento);
    riepiloghi.set(k, gruppo);
  }

  for (const [k, gruppo] of linee) {
    const r = riepiloghi.get(k);
    const dove2 = descriviChiave(new Decimal(gruppo.aliquota), gruppo.natura);
    if (!r) add('00419', `manca il DatiRiepilogo per ${dove2}`);
    else if (r.imponibile.minus(gruppo.imponibile).abs().gt(1))
      add('00422', `ImponibileImporto del riepilogo ${dove2} non coerente (somma delle linee ${euro(gruppo.imponibile)}, indicato ${euro(r.imponibile)})`);
  }
  for (const [k, r] of riepiloghi)
    if (!linee.has(k)) add('00443', `DatiRiepilogo per ${descriviChiave(new Decimal(r.aliquota), r.natura)} senza linee corrispondenti`);

  const totaleDocumento = decimal(textAt(generali, 'ImportoTotaleDocumento'));
  const scontoDocumento = childrenNamed(generali, 'ScontoMaggiorazione').length > 0;
  const arrotondamentoDocumento = decimal(textAt(generali, 'Arrotondamento')) ?? new Decimal(0);
  if (totaleDocumento && !scontoDocumento && totaleDocumento.minus(totaleRiepiloghi.plus(arrotondamentoDocumento)).abs().gt(0.01))
    add('TOTALE', `ImportoTotaleDocumento ${euro(totaleDocumento)} diverso dalla somma di imponibili e imposte ${euro(totaleRiepiloghi)}`);
  return problemi;
}

/** PrezzoUnitario with each ScontoMaggiorazione applied in order, times Quantita (1 when absent). */
function prezzoTotaleAtteso(linea: XmlNode): { valore: Decimal; calcolo: string } | null {
  let prezzo = decimal(textAt(linea, 'PrezzoUnitario'));
  if (!prezzo) return null;
  const quantita = decimal(textAt(linea, 'Quantita')) ?? new Decimal(1);
  let calcolo = `${textAt(linea, 'Quantita') ?? '1'} × ${textAt(linea, 'PrezzoUnitario')}`;
  for (const sm of childrenNamed(linea, 'ScontoMaggiorazione')) {
    const segno = textAt(sm, 'Tipo') === 'MG' ? 1 : -1;
    const percentuale = decimal(textAt(sm, 'Percentuale'));
    const importo = decimal(textAt(sm, 'Importo'));
    if (percentuale) {
      prezzo = prezzo.times(new Decimal(100).plus(percentuale.times(segno))).div(100);
      calcolo += ` ${segno < 0 ? '-' : '+'} ${percentuale.toString()}%`;
    } else if (importo) {
      prezzo = prezzo.plus(importo.times(segno));
      calcolo += ` ${segno < 0 ? '-' : '+'} ${euro(importo)}`;
    }
  }
  return { valore: prezzo.times(quantita), calcolo };
}
