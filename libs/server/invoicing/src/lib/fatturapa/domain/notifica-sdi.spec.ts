import type { XmlNode } from '../xml/xml-node';
import { leggiNotificaSdi, nomeFileConfrontabile, NotificaSdiNonValida, tipoNotificaSdi } from './notifica-sdi';

/** A tree as the XML worker gives it: `['Nome', 'testo' | children]`. */
type Albero = [string, string | Albero[]];
const nodo = ([name, c]: Albero): XmlNode => ({ name, attrs: {}, line: 1, text: typeof c === 'string' ? c : '', children: typeof c === 'string' ? [] : c.map(nodo) });

describe('reading an SDI receipt', () => {
  it('an RC: delivered, at DataOraConsegna (a time without offset is Rome time)', () => {
    const rc = nodo(['RicevutaConsegna', [['IdentificativoSdI', '111'], ['NomeFile', 'IT01234567890_11111.xml.p7m'], ['DataOraRicezione', '2026-03-10T12:00:00'], ['DataOraConsegna', '2026-03-10T12:01:00']]]);
    expect(leggiNotificaSdi(rc)).toEqual({ tipo: 'RC', stato: 'CONSEGNATA', identificativoSdi: '111', nomeFileFattura: 'IT01234567890_11111.xml.p7m', hashFattura: undefined, dataOra: '2026-03-10T11:01:00.000Z' });
  });

  it('an NS: rejected, with each error', () => {
    const ns = nodo(['NotificaScarto', [['IdentificativoSdI', '7'], ['NomeFile', 'a.xml'], ['DataOraRicezione', '2026-03-10T12:00:00Z'], ['ListaErrori', [['Errore', [['Codice', '00404'], ['Descrizione', 'Fattura duplicata']]], ['Errore', [['Codice', '00311'], ['Descrizione', 'x']]]]]]]);
    expect(leggiNotificaSdi(ns)).toMatchObject({ stato: 'SCARTATA', errori: [{ codice: '00404', descrizione: 'Fattura duplicata' }, { codice: '00311', descrizione: 'x' }] });
  });

  it('an NE: EC01 accepted, EC02 refused with the buyer\'s words', () => {
    const ne = (esito: string) => nodo(['NotificaEsito', [['IdentificativoSdI', '7'], ['NomeFile', 'a.xml'], ['EsitoCommittente', [['IdentificativoSdI', '7'], ['Esito', esito], ['Descrizione', 'Importo errato']]]]]);
    expect(leggiNotificaSdi(ne('EC01')).stato).toBe('ACCETTATA');
    expect(leggiNotificaSdi(ne('EC02'))).toMatchObject({ stato: 'RIFIUTATA', esitoCommittente: { esito: 'EC02', descrizione: 'Importo errato' }, note: 'Importo errato' });
  });

  it('an AT: not delivered, its hash in lower case', () => {
    const at = nodo(['AttestazioneTrasmissioneFattura', [['IdentificativoSdI', '7'], ['NomeFile', 'a.xml'], ['DataOraRicezione', '2026-03-10T12:00:00Z'], ['HashFileOriginale', 'ABCDEF']]]);
    expect(leggiNotificaSdi(at)).toMatchObject({ tipo: 'AT', stato: 'NON_CONSEGNATA', hashFattura: 'abcdef', note: expect.stringContaining('attestazione di avvenuta trasmissione') });
  });

  it.each([
    ['MetadatiInvioFile', 'non è una ricevuta dello SDI per una fattura emessa'],
    ['NotificaEsitoCommittente', 'non è una ricevuta dello SDI per una fattura emessa'],
    ['ScartoEsitoCommittente', 'non è una ricevuta dello SDI per una fattura emessa'],
    ['FatturaElettronica', 'una fattura elettronica, non una ricevuta dello SDI'],
    ['Qualcosa', 'elemento radice Qualcosa'],
  ])('refuses %s', (radice, motivo) => {
    expect(() => tipoNotificaSdi(nodo([radice, []]))).toThrow(NotificaSdiNonValida);
    expect(() => tipoNotificaSdi(nodo([radice, []]))).toThrow(motivo);
  });

  it('compares file names without .p7m, .xml and case', () => {
    expect(nomeFileConfrontabile(' IT01234567890_0000A.XML.p7m ')).toBe('it01234567890_0000a');
    expect(nomeFileConfrontabile('IT01234567890_0000A.xml')).toBe('it01234567890_0000a');
  });
});
