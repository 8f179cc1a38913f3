import type { AliquotaIva, PrefillAccettazione, Tariffa } from '@registro/contracts';
import { newDocumento } from './documento-fattura';
import { PREFILL_KEY, applyPrefill, clearPrefill, findTariffa, readPrefill } from './prefill';

const tariffe: Tariffa[] = [
  { id: 1, codiceTipoTariffa: 'AGONISTA', codiceTariffa: 'AG01', descrizione: 'Agonistica', importo: 50, iva: 0 },
  { id: 2, codiceTipoTariffa: 'NON AGONISTA', codiceTariffa: 'NA01', descrizione: 'Non agonistica', importo: 40, iva: 0 },
  { id: 3, codiceTipoTariffa: 'AGONISTA', codiceTariffa: 'AG02', descrizione: 'Agonistica bis', importo: 65.5, iva: 22 },
];
const aliquote: AliquotaIva[] = [
  { id: 1, descrizioneIva: 'IVA 22%', aliquotaIva: 22, natura: null, riferimentoNormativo: null },
  { id: 4, descrizioneIva: 'Escluso art. 15', aliquotaIva: 0, natura: 'N1', riferimentoNormativo: null },
  { id: 5, descrizioneIva: 'Esente art. 10', aliquotaIva: 0, natura: 'N4', riferimentoNormativo: null },
];
const prefill: PrefillAccettazione = {
  idSoggetto: 77,
  cognome: 'ROSSI',
  nome: 'MARIO',
  codiceFiscale: 'RSSMRA80A01F839X',
  indirizzo: 'Via Roma 1',
  cap: '80100',
  localita: 'Napoli',
  provincia: 'NA',
  codiceStruttura: '002',
  tipoAtleta: 'NON AGONISTA',
};

describe('prefill from a patient admission (spec 2 §4)', () => {
  beforeEach(() => sessionStorage.clear());

  it('fills subject, facility, type 1, reason 1 and the visit line with the tariff of the athlete type', () => {
    const documento = applyPrefill(newDocumento(), prefill, {
      tariffe,
      aliquote,
      unitaMisura: [{ id: 2, descrizione: 'NR' }],
      moltiplicatori: [{ id: 1, descrizioneMoltiplicatore: 'x1', multiplo: 1 }],
      tipiSpesa: [{ id: 0, codiceTipoSpesa: 'SP', descrizioneTipoSpesa: 'Spese sanitarie' }],
    });
    expect(documento).toMatchObject({
      idSoggetto: 77,
      cognomeRagioneSoggetto: 'ROSSI',
      nomeSoggetto: 'MARIO',
      codiceFiscaleSoggetto: 'RSSMRA80A01F839X',
      indirizzoSoggetto: 'Via Roma 1',
      capSoggetto: '80100',
      localitaSoggetto: 'Napoli',
      provinciaSoggetto: 'NA',
      codiceStruttura: '002',
      idTipoDocumento: 1,
      idCausaleDocumento: 1,
      indirizzoDestinazione: 'IDEM',
    });
    expect(documento.righeDocumento).toHaveLength(1);
    expect(documento.righeDocumento[0]).toMatchObject({
      codiceArticolo: 'NA01',
      descrizione: 'VISITA MEDICO SPORTIVA NON AGONISTICA',
      idUnitaMisura: 2,
      unitaMisura: 'NR',
      quantita: 1,
      idMoltiplicatore: 1,
      moltiplicatore: 1,
      idTipoSpesa: 0,
      codiceTipoSpesa: 'SP',
      sconto: 0,
      prezzoUnitario: 40,
      idIva: 5,
      natura: 'N4',
    });
  });

  it('AGONISTA PRIVATO and VOLO DA DIPORTO get their visit descriptions', () => {
    const riga = (tipoAtleta: string) => applyPrefill(newDocumento(), { ...prefill, tipoAtleta }, { tariffe }).righeDocumento[0].descrizione;
    expect(riga('AGONISTA PRIVATO')).toBe('VISITA MEDICO SPORTIVA AGONISTICA');
    expect(riga('VOLO DA DIPORTO')).toBe('VISITA MEDICO SPORTIVA PER VOLO DA DIPORTO');
  });

  it('a tariff code of the admission wins over the athlete type', () => {
    expect(findTariffa({ ...prefill, tipoAtleta: 'AGONISTA', codiceTariffa: 'AG02' }, tariffe)?.importo).toBe(65.5);
    expect(findTariffa({ ...prefill, tipoAtleta: 'AGONISTA' }, tariffe)?.codiceTariffa).toBe('AG01');
    const documento = applyPrefill(newDocumento(), { ...prefill, tipoAtleta: 'AGONISTA', codiceTariffa: 'AG02' }, { tariffe, aliquote });
    expect(documento.righeDocumento[0]).toMatchObject({ prezzoUnitario: 65.5, idIva: 1, aliquota: 22 });
  });

  it('without a tariff the price is 0 (the line modal then asks for it)', () => {
    expect(applyPrefill(newDocumento(), { ...prefill, tipoAtleta: 'VOLO DA DIPORTO' }, { tariffe }).righeDocumento[0].prezzoUnitario).toBe(0);
  });

  it('is read from session storage and removed once consumed', () => {
    expect(readPrefill()).toBeNull();
    sessionStorage.setItem(PREFILL_KEY, JSON.stringify(prefill));
    expect(readPrefill()).toEqual(prefill);
    clearPrefill();
    expect(readPrefill()).toBeNull();
    sessionStorage.setItem(PREFILL_KEY, 'rotto');
    expect(readPrefill()).toBeNull();
  });
});
