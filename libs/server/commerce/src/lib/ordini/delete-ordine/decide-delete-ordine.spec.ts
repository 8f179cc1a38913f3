import { ConflictError, DeciderSpecification, ForbiddenError, NotFoundError, decider } from '@registro/server-platform';
import { ordineAggregate } from '../domain/ordine.aggregate';
import type { OrdineEvent } from '../domain/ordine.events';
import { decideConfermaOrdine } from '../update-stato-ordine/decide-conferma-ordine';
import { decideDeleteOrdine } from './decide-delete-ordine';

const creato: OrdineEvent = {
  type: 'OrdineCreato',
  data: {
    id: 4,
    anno: 2026,
    codice: 12,
    dataOrdine: '2026-03-10T09:00:00.000Z',
    cliente: { idCliente: 7, cognome: 'Cliente', nome: 'Carla', comune: '', indirizzo: '', civico: '', cap: '' },
    listaRighe: [],
    totaleOrdine: 0,
    dataOra: '2026-03-10T09:00:00.000Z',
  },
};
const confermato: OrdineEvent = { type: 'OrdineConfermato', data: { dataOra: '2026-03-11T09:00:00.000Z' } };

describe('decideDeleteOrdine (delete an order)', () => {
  const spec = DeciderSpecification.for(decider(ordineAggregate, decideDeleteOrdine));

  it('deletes a CREATO order, for staff or for its own customer', () => {
    spec([creato]).when({ id: 4, soloCliente: null }).then([{ type: 'OrdineEliminato', data: { codice: 12, anno: 2026 } }]);
    spec([creato]).when({ id: 4, soloCliente: 7 }).then([{ type: 'OrdineEliminato', data: { codice: 12, anno: 2026 } }]);
  });

  it("refuses another customer's order, a missing one and a confirmed one", () => {
    spec([creato]).when({ id: 4, soloCliente: 8 }).thenThrows(ForbiddenError);
    spec([]).when({ id: 4, soloCliente: null }).thenThrows(NotFoundError, (e) => e.message === 'Ordine 4 non trovato');
    spec([creato, confermato])
      .when({ id: 4, soloCliente: null })
      .thenThrows(ConflictError, (e) => e.message === "L'ordine n. 12 è CONFERMATO: solo un ordine CREATO può essere eliminato");
  });
});

describe('decideConfermaOrdine (update the status of an order)', () => {
  const spec = DeciderSpecification.for(decider(ordineAggregate, decideConfermaOrdine));
  const adesso = new Date('2026-03-11T09:00:00.000Z');

  it('confirms a CREATO order once', () => {
    spec([creato]).when({ id: 4, adesso }).then([confermato]);
    spec([creato, confermato]).when({ id: 4, adesso }).thenThrows(ConflictError, (e) => e.message.includes('è già CONFERMATO'));
    spec([]).when({ id: 4, adesso }).thenThrows(NotFoundError);
  });
});
