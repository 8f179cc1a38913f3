import { BadRequestError, DeciderSpecification, NotFoundError, decider } from '@registro/server-platform';
import { documentoCommercialeAggregate } from '../domain/documento-commerciale.aggregate';
import type { DocumentoCommercialeEvent, StoreDocumento } from '../domain/documento-commerciale.events';
import { decideDeleteDocumento } from './decide-delete-documento';

const spec = DeciderSpecification.for(decider(documentoCommercialeAggregate, decideDeleteDocumento));

const creato = (store: StoreDocumento): DocumentoCommercialeEvent => ({
  type: 'DocumentoCreato',
  data: {
    id: 1,
    store,
    documentoOrigine: null,
    contenuto: {
      tipo: 'DDT',
      dataOra: '2026-11-28T09:00:00.000Z',
      idAnagrafica: 5,
      descrizioneAnagrafica: 'ROSSI',
      noteAnagrafica: '',
      anagrafica: null,
      listaRighe: [],
      importoNetto: 0,
      importoNettoAggiuntivo: 0,
      importoIva: 0,
      importoLordo: 0,
    },
  },
});

describe('decideDeleteDocumento', () => {
  it('deletes a draft of either store by the principal path, and of the archive by the archive path', () => {
    spec([creato('A')]).when({ id: 1 }).then([{ type: 'DocumentoEliminato', data: {} }]);
    spec([creato('A')]).when({ id: 1, store: 'A' }).then([{ type: 'DocumentoEliminato', data: {} }]);
  });

  it('does not find a principal-store document on the archive path, nor a deleted one', () => {
    spec([creato('P')]).when({ id: 1, store: 'A' }).thenThrows(NotFoundError);
    spec([creato('A'), { type: 'DocumentoEliminato', data: {} }]).when({ id: 1, store: 'A' }).thenThrows(NotFoundError);
    spec([]).when({ id: 1, store: 'A' }).thenThrows(NotFoundError);
  });

  it('refuses a document that is not a draft, by either path', () => {
    const completato: DocumentoCommercialeEvent = { type: 'DocumentoCompletato', data: {} };
    spec([creato('A'), completato]).when({ id: 1, store: 'A' }).thenThrows(BadRequestError);
    spec([creato('P'), completato]).when({ id: 1 }).thenThrows(BadRequestError);
  });
});
