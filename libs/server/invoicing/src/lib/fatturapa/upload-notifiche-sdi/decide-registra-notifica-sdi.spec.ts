import { DeciderSpecification, UnprocessableEntityError } from '@registro/server-platform';
import type { FatturaEvent, StatoSdiRegistratoData } from '../../fatture/domain/fattura.events';
import { registraNotificaSdiDecider } from './decide-registra-notifica-sdi';

const creata = (partitaIvaSoggetto: string): FatturaEvent => ({
  type: 'FatturaCreata',
  data: {
    id: 5,
    destinatario: { idSoggetto: null, cognomeRagioneSoggetto: 'AZIENDA SPA', nomeSoggetto: '', codiceFiscaleSoggetto: '', partitaIvaSoggetto, codiceDestinatario: 'ABC1234', indirizzoSoggetto: 'VIA ROMA 1', provinciaSoggetto: 'RM', localitaSoggetto: 'ROMA', localitaSoggettoCodiceIstat: '', capSoggetto: '00100' },
    datiDocumento: { codiceStruttura: 'STR1', dataDocumento: '2026-03-10T09:00:00.000Z', idTipoDocumento: 1, tipoDocumentoDescrizione: 'Fattura', idCausaleDocumento: null, causaleDocumentoDescrizione: '', idMetodoPagamento: null, indirizzoDestinazione: '', idMagazzino: null, magazzinoDescrizione: '', marcaBolloVirtuale: false, marcaBolloNumero: '', opposizioneTs: false },
  },
} as unknown as FatturaEvent);
const esportata: FatturaEvent = { type: 'FatturaElettronicaEsportata', data: { nomeFile: '1_10-03-2026.xml', formato: 'FPR12', nomeFileSdi: 'IT12345678903_00001.xml', progressivoInvio: '00001', sha256: 'a'.repeat(64) } };
const rc: StatoSdiRegistratoData = {
  tipo: 'RC',
  stato: 'CONSEGNATA',
  identificativoSdi: '111',
  dataOra: '2026-03-10T10:00:00.000Z',
  nomeFileFattura: 'IT12345678903_00001.xml.p7m',
  nomeFileRicevuta: 'rc.xml',
  sha256Ricevuta: 'b'.repeat(64),
};

describe('registering an SDI receipt on an exported invoice', () => {
  const spec = DeciderSpecification.for(registraNotificaSdiDecider);

  it('records StatoSdiRegistrato', () => spec([creata('01234567897'), esportata]).when({ ricevuta: rc, registrate: [] }).then({ type: 'StatoSdiRegistrato', data: rc }));

  it('records nothing for the same bytes again', () =>
    spec([creata('01234567897'), esportata]).when({ ricevuta: { ...rc, identificativoSdi: '999' }, registrate: [rc] }).thenNothingHappened());

  it('records nothing for the same IdentificativoSdI and type (the receipt signed after plain)', () =>
    spec([creata('01234567897'), esportata]).when({ ricevuta: { ...rc, sha256Ricevuta: 'c'.repeat(64) }, registrate: [rc] }).thenNothingHappened());

  it('records another type with the same IdentificativoSdI (an NE after the RC)', () => {
    const ne = { ...rc, tipo: 'NE' as const, stato: 'ACCETTATA' as const, sha256Ricevuta: 'd'.repeat(64) };
    spec([creata('01234567897'), esportata]).when({ ricevuta: ne, registrate: [rc] }).then({ type: 'StatoSdiRegistrato', data: ne });
  });

  it("refuses a receipt for a private person's invoice, which never goes to the SDI", () =>
    spec([creata(''), esportata]).when({ ricevuta: rc, registrate: [] }).thenThrows(UnprocessableEntityError, (e) => e.message.includes('intestata a un privato')));
});
