import { ConflictError, DeciderSpecification, NotFoundError } from '@registro/server-platform';
import type { StatoSdi } from '@registro/contracts';
import type { FatturaEvent } from '../domain/fattura.events';
import { reopenFatturaDecider } from './decide-reopen-fattura';

const spec = DeciderSpecification.for(reopenFatturaDecider);
// only what the decision reads; the rest of the document as the editor would send it does not matter here
const creata = {
  type: 'FatturaCreata',
  data: {
    id: 1,
    destinatario: { idSoggetto: null, cognomeRagioneSoggetto: 'ACME SPA', nomeSoggetto: '', codiceFiscaleSoggetto: '', partitaIvaSoggetto: '01234567897',
      codiceDestinatario: 'ABC1234', indirizzoSoggetto: 'VIA ROMA 1', provinciaSoggetto: 'RM', localitaSoggetto: 'ROMA', localitaSoggettoCodiceIstat: '', capSoggetto: '00100' },
    datiDocumento: { codiceStruttura: 'STR1', dataDocumento: '2026-03-10T09:00:00.000Z', idTipoDocumento: 1, tipoDocumentoDescrizione: 'FATTURA', idCausaleDocumento: null,
      causaleDocumentoDescrizione: '', idMetodoPagamento: null, indirizzoDestinazione: '', idMagazzino: null, magazzinoDescrizione: '', marcaBolloVirtuale: false,
      marcaBolloNumero: '', opposizioneTs: false },
  },
} as unknown as FatturaEvent;
const esportata: FatturaEvent = {
  type: 'FatturaElettronicaEsportata',
  data: { nomeFile: '1_10-03-2026.xml', formato: 'FPR12', nomeFileSdi: 'IT12345678903_00001.xml', progressivoInvio: '00001', sha256: 'a'.repeat(64) },
};
const stato = (s: StatoSdi): FatturaEvent => ({
  type: 'StatoSdiRegistrato',
  data: { tipo: 'RC', stato: s, identificativoSdi: '1', dataOra: '2026-03-11T10:00:00.000Z', nomeFileFattura: 'IT12345678903_00001.xml',
    nomeFileRicevuta: 'IT12345678903_00001_RC_001.xml', sha256Ricevuta: 'b'.repeat(64) },
});
const riapri = { id: 1, motivo: 'Codice destinatario errato' };
const riaperta: FatturaEvent = { type: 'FatturaRiaperta', data: { motivo: 'Codice destinatario errato' } };

describe('reopen-fattura', () => {
  it('reopens an exported invoice never delivered: no receipt, da inviare, inviata, scartata', () => {
    spec([creata, esportata]).when(riapri).then([riaperta]);
    for (const s of ['DA_INVIARE', 'INVIATA', 'SCARTATA'] as const) spec([creata, esportata, stato(s)]).when(riapri).then([riaperta]);
  });

  it('refuses one delivered by the SDI (a credit note corrects it)', () => {
    for (const s of ['CONSEGNATA', 'NON_CONSEGNATA', 'ACCETTATA', 'RIFIUTATA', 'DECORRENZA_TERMINI'] as const)
      spec([creata, esportata, stato(s)])
        .when(riapri)
        .thenThrows(ConflictError, (e) => e.message === 'Fattura già consegnata dallo SDI: per correggerla emettere una nota di credito');
  });

  it('refuses one not exported, or already reopened; 404 for none', () => {
    spec([creata]).when(riapri).thenThrows(ConflictError, (e) => e.message === 'La fattura non è esportata');
    spec([creata, esportata, riaperta]).when(riapri).thenThrows(ConflictError, (e) => e.message === 'La fattura non è esportata');
    spec([]).when(riapri).thenThrows(NotFoundError);
  });

  it('exported again after the reopening: locked again', () => spec([creata, esportata, riaperta, esportata]).when(riapri).then([riaperta]));
});
