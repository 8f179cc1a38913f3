import type { ErroreSdi } from '@registro/contracts';

/**
 * The frequent rejection codes of the SDI (NotificaScarto, "Elenco controlli" of the FatturaPA
 * specifications, family 00200–00499) in the words of the one who must fix the invoice. A code not
 * here shows only the SDI's own description.
 */
export const SPIEGAZIONI_ERRORI_SDI: Readonly<Record<string, string>> = {
  '00001': 'Il nome del file non rispetta la forma IT<IdCodice>_<progressivo>.xml: riscaricare la fattura con il nome per lo SDI.',
  '00002': 'Il nome del file è già stato usato per un altro invio: riscaricare la fattura, che riceve un nuovo progressivo.',
  '00100': 'Il certificato della firma è scaduto: firmare di nuovo il file con un certificato valido.',
  '00102': 'La firma del file non è valida: firmare di nuovo il file.',
  '00200': 'Il file non è conforme al tracciato FatturaPA: correggere i dati segnalati e riesportare.',
  '00300': "L'IdFiscaleIVA del trasmittente non è valido: controllare la partita IVA della struttura.",
  '00301': "La partita IVA del cedente (la struttura) non risulta all'Anagrafe Tributaria: controllarla nell'anagrafica delle strutture.",
  '00303': "L'IdFiscaleIVA del rappresentante fiscale non è valido.",
  '00305': "La partita IVA del cliente non risulta all'Anagrafe Tributaria: correggerla nel destinatario della fattura.",
  '00306': "Il codice fiscale del cliente non risulta all'Anagrafe Tributaria: correggerlo nel destinatario della fattura.",
  '00311': 'Il Codice Destinatario non è valido: chiedere al cliente il codice corretto (7 caratteri, 6 per la PA).',
  '00312': 'Il Codice Destinatario non è attivo: chiedere al cliente un codice in uso o indicare la PEC.',
  '00400': "Una riga con aliquota IVA zero deve indicare la Natura dell'operazione: scegliere un'aliquota con natura.",
  '00401': "Una riga con aliquota IVA diversa da zero non può indicare la Natura: scegliere l'aliquota giusta.",
  '00403': 'La data della fattura è successiva alla data in cui lo SDI l\'ha ricevuta: correggere la data.',
  '00404': 'Fattura duplicata: lo SDI ha già ricevuto una fattura con lo stesso numero, data e cedente. Non va reinviata.',
  '00417': 'Manca la partita IVA o il codice fiscale del cliente: completarli nel destinatario.',
  '00419': 'Manca il riepilogo IVA per una delle aliquote usate nelle righe.',
  '00421': "L'imposta del riepilogo IVA non corrisponde all'imponibile per l'aliquota.",
  '00422': "L'imponibile del riepilogo IVA non corrisponde alla somma delle righe con quell'aliquota.",
  '00423': 'Il prezzo totale di una riga non corrisponde a quantità, prezzo unitario e sconto.',
  '00424': "L'aliquota IVA va indicata in percentuale (22.00, non 0.22).",
  '00425': 'Il numero della fattura non contiene cifre: deve contenerne almeno una.',
  '00427': 'Il Codice Destinatario di 7 caratteri vale per i privati, non per una Pubblica Amministrazione (e viceversa).',
  '00429': 'Il riepilogo IVA con aliquota zero deve indicare la Natura: scegliere per le righe un\'aliquota con natura.',
  '00430': 'Il riepilogo IVA con aliquota diversa da zero non può indicare la Natura.',
  '00433': 'Il riepilogo IVA non corrisponde alle righe (natura o arrotondamenti): ricalcolare e salvare la fattura, poi riesportarla.',
  '00443': 'Il riepilogo IVA indica un\'aliquota o una natura che nessuna riga usa.',
  '00445': 'Le nature N2, N3 e N6 generiche non sono più ammesse: usare il sottocodice (N2.1, N3.1…).',
};

/** Each error with the explanation of its code, when the code is a frequent one. */
export function spiegaErroriSdi(errori: readonly ErroreSdi[]): ErroreSdi[] {
  return errori.map((e) => {
    const suggerimento = SPIEGAZIONI_ERRORI_SDI[e.codice];
    return suggerimento ? { ...e, suggerimento } : { codice: e.codice, descrizione: e.descrizione };
  });
}
