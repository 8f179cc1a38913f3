import type { ProblemaSdi } from '../sdi/problema-sdi';

/**
 * What the XSD or the offline SDI checks found in a generated electronic invoice, said as the
 * invoice editor names the fields: no line number of the XML, no element name. The raw findings
 * belong in the server log only. Used when the XML of a stored invoice is refused at download
 * (something the save could not know, or an invoice saved before the save applied the rules).
 */

export const NON_CONFORME = 'Dati della fattura non conformi al tracciato FatturaPA';

/** Element paths (the end of the path from the root) → the editor's label; the first that matches wins. */
const ETICHETTE: [RegExp, string][] = [
  [/CessionarioCommittente\/Sede\/CAP$/, 'CAP del destinatario'],
  [/CessionarioCommittente\/Sede\/Indirizzo$/, 'Indirizzo del destinatario'],
  [/CessionarioCommittente\/Sede\/Comune$/, 'Località del destinatario'],
  [/CessionarioCommittente\/Sede\/Provincia$/, 'Provincia del destinatario'],
  [/CessionarioCommittente\/Sede(\/|$)/, 'Indirizzo del destinatario (Indirizzo, CAP, Località, Provincia)'],
  [/CessionarioCommittente\/DatiAnagrafici\/CodiceFiscale$/, 'Codice Fiscale del destinatario'],
  [/CessionarioCommittente\/DatiAnagrafici\/IdFiscaleIVA(\/|$)/, 'Partita IVA del destinatario'],
  [/CessionarioCommittente\/DatiAnagrafici\/Anagrafica(\/|$)/, 'Cognome / Ragione Sociale del destinatario'],
  [/CessionarioCommittente(\/|$)/, 'Intestatario'],
  [/CedentePrestatore\/Sede\/CAP$/, 'CAP della Struttura'],
  [/CedentePrestatore\/Sede\/Provincia$/, 'Provincia della Struttura'],
  [/CedentePrestatore\/Sede(\/|$)/, 'Indirizzo della Struttura (Indirizzo, CAP, Comune, Provincia, Nazione)'],
  [/CedentePrestatore\/DatiAnagrafici\/IdFiscaleIVA(\/|$)/, 'Partita IVA della Struttura'],
  [/CedentePrestatore\/DatiAnagrafici\/CodiceFiscale$/, 'Codice Fiscale della Struttura'],
  [/CedentePrestatore\/DatiAnagrafici\/RegimeFiscale$/, 'Regime Fiscale della Struttura'],
  [/CedentePrestatore(\/|$)/, 'Struttura'],
  [/DatiTrasmissione\/CodiceDestinatario$/, 'Codice Destinatario'],
  [/DatiTrasmissione\/IdTrasmittente(\/|$)/, 'Partita IVA della Struttura'],
  [/DatiGeneraliDocumento\/Numero$/, 'Numero Documento'],
  [/DatiGeneraliDocumento\/Data$/, 'Data Documento'],
  [/DatiGeneraliDocumento\/TipoDocumento$/, 'Tipo Documento'],
  [/DatiGeneraliDocumento\/DatiBollo(\/|$)/, 'Marca da Bollo'],
  [/DatiGeneraliDocumento\/Causale$/, 'Causale'],
  [/DettaglioLinee\/CodiceArticolo(\/|$)/, 'Codice Articolo'],
  [/DettaglioLinee\/Descrizione$/, 'Descrizione'],
  [/DettaglioLinee\/Quantita$/, 'Quantità'],
  [/DettaglioLinee\/UnitaMisura$/, 'Unità di Misura'],
  [/DettaglioLinee\/PrezzoUnitario$/, 'Prezzo Unitario'],
  [/DettaglioLinee\/ScontoMaggiorazione(\/|$)/, 'Sconto %'],
  [/DettaglioLinee\/PrezzoTotale$/, 'Totale Riga'],
  [/DettaglioLinee\/(AliquotaIVA|Natura)$/, 'IVA'],
  [/DatiRiepilogo(\/|$)/, 'Riepilogo IVA'],
  [/DatiPagamento(\/|$)/, 'Metodo di Pagamento'],
];

interface Posizione {
  /** element names from the root down to the element at the line */
  percorso: string[];
  /** 1-based DettaglioLinee number when inside one */
  linea?: number;
}

/** The element open at a line of the generated (pretty-printed, one element per line) XML. */
export function posizioneAllaRiga(xml: string, riga: number): Posizione | null {
  const righe = xml.split('\n');
  if (riga < 1 || riga > righe.length) return null;
  const pila: string[] = [];
  let linee = 0;
  let linea: number | undefined;
  for (let i = 0; i < riga; i++) {
    const chiusa = i < riga - 1; // the line asked for: its element is the position
    for (const tag of righe[i].matchAll(/<(\/?)([A-Za-z_][\w.-]*:)?([A-Za-z_][\w.-]*)[^>]*?(\/?)>/g)) {
      const [, fine, , nome, vuoto] = tag;
      if (fine) {
        pila.pop();
        continue;
      }
      pila.push(nome);
      if (nome === 'DettaglioLinee') linea = ++linee;
      if (vuoto) pila.pop();
    }
    if (!chiusa) {
      const aperto = /^\s*<([A-Za-z_][\w.-]*:)?([A-Za-z_][\w.-]*)[^>]*?(\/>|>[^<]*<\/)/.exec(righe[i]);
      // an element with its text on one line (or empty, <CAP/>) is already closed: it is still the one the line names
      const percorso = aperto ? [...pila, aperto[2]] : pila;
      return { percorso, linea: percorso.includes('DettaglioLinee') ? linea : undefined };
    }
  }
  return null;
}

/** "Riga 2: Prezzo Unitario", "CAP del destinatario", or null for a path no label covers. */
export function etichettaDi(posizione: Posizione | null): string | null {
  if (!posizione) return null;
  const percorso = posizione.percorso.join('/');
  const etichetta = ETICHETTE.find(([re]) => re.test(percorso))?.[1];
  if (!etichetta) return posizione.linea ? `Riga ${posizione.linea}` : null;
  return posizione.linea ? `Riga ${posizione.linea}: ${etichetta}` : etichetta;
}

const lineaDi = (messaggio: string): string => /linea (\d+)/.exec(messaggio)?.[1] ?? '';
const TOTALI = 'Totali della fattura non coerenti con le righe: salvare di nuovo la fattura per ricalcolarli';

/** One finding of the verifier in the user's words. */
function perUtente(xml: string, p: ProblemaSdi): string {
  const riga = /^riga (\d+):/.exec(p.messaggio);
  switch (p.codice) {
    case 'XSD':
    case 'XML': {
      const carattere = /carattere non Latin-1 '(.+)' alla riga (\d+)/u.exec(p.messaggio);
      if (carattere) {
        const etichetta = etichettaDi(posizioneAllaRiga(xml, Number(carattere[2])));
        return `${etichetta ?? NON_CONFORME}: carattere non ammesso nella fattura elettronica ('${carattere[1]}')`;
      }
      const etichetta = riga ? etichettaDi(posizioneAllaRiga(xml, Number(riga[1]))) : null;
      return etichetta ? `${NON_CONFORME}: ${etichetta}` : NON_CONFORME;
    }
    case '00423':
      return `Riga ${lineaDi(p.messaggio)}: il Totale Riga non corrisponde a Quantità, Prezzo Unitario e Sconto %`;
    case '00400':
    case '00401':
    case '00445':
      return `Riga ${lineaDi(p.messaggio)}: Natura dell'IVA mancante o non valida (tabella IVA)`;
    case '00429':
    case '00430':
    case 'NORMA':
      return "Riepilogo IVA: Natura o Riferimento Normativo dell'IVA mancante (tabella IVA)";
    case '00419':
    case '00421':
    case '00422':
    case '00443':
    case 'TOTALE':
      return TOTALI;
    case '00425':
      return 'Numero Documento: deve contenere almeno una cifra';
    case '00427':
      return 'Codice Destinatario: 7 caratteri (6 per la Pubblica Amministrazione)';
    case '00417':
      return 'Indicare il Codice Fiscale o la Partita IVA del destinatario';
    case '00305':
      return 'Partita IVA del destinatario non valida (cifra di controllo errata)';
    case '00306':
      return 'Codice Fiscale del destinatario non valido (carattere di controllo errato)';
    case 'BOLLO':
      return 'Importo Bollo: 2,00';
    default:
      return NON_CONFORME;
  }
}

/** The verifier's findings in the user's words, each message once, each with its SDI code. */
export function problemiPerUtente(xml: string, problemi: readonly ProblemaSdi[]): ProblemaSdi[] {
  const tradotti = problemi.map((p) => ({ codice: p.codice, messaggio: perUtente(xml, p) }));
  return tradotti.filter((p, i) => tradotti.findIndex((q) => q.messaggio === p.messaggio) === i);
}
