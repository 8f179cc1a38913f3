import { eventsPerStream, numericIdOfStream, pipelineWrite, type Projection, type RecordedEvent, type Transaction } from '@registro/server-event-store';
import { evolveOrdine, type OrdineState } from '../domain/ordine.aggregate';
import { ORDINE_EVENT_TYPES, type OrdineEvent } from '../domain/ordine.events';

const UPSERT_ORDINE = `
  INSERT INTO ordini (id, versione, anno, codice, id_cliente, data_ordine, stato_attuale, stato_attuale_data_ora,
    cognome, nome, comune, indirizzo, civico, cap, totale_ordine, lista_righe, lista_stati)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)
  ON CONFLICT (id) DO UPDATE SET
    versione = EXCLUDED.versione, stato_attuale = EXCLUDED.stato_attuale,
    stato_attuale_data_ora = EXCLUDED.stato_attuale_data_ora, lista_stati = EXCLUDED.lista_stati`;

interface RigaOrdini {
  id: number;
  anno: number;
  codice: number;
  id_cliente: number;
  data_ordine: Date;
  stato_attuale: 'CREATO' | 'CONFERMATO';
  stato_attuale_data_ora: Date;
  cognome: string;
  nome: string;
  comune: string;
  indirizzo: string;
  civico: string;
  cap: string;
  totale_ordine: string;
  lista_righe: NonNullable<OrdineState>['listaRighe'];
  lista_stati: NonNullable<OrdineState>['listaStati'];
}

/** The stored row as the aggregate's state, so later events fold onto it. */
function statoDa(r: RigaOrdini): OrdineState {
  return {
    id: r.id,
    idCliente: r.id_cliente,
    anno: r.anno,
    codice: String(r.codice),
    dataOrdine: r.data_ordine.toISOString(),
    statoAttuale: r.stato_attuale,
    statoAttualeDataOra: r.stato_attuale_data_ora.toISOString(),
    cognome: r.cognome,
    nome: r.nome,
    comune: r.comune,
    indirizzo: r.indirizzo,
    civico: r.civico,
    cap: r.cap,
    totaleOrdine: Number(r.totale_ordine),
    listaRighe: r.lista_righe,
    listaStati: r.lista_stati,
    eliminato: false,
  };
}

/**
 * Inline projection of the order stream into `ordini`: one row per order, folded with the
 * aggregate's own `evolve` from the stored row; a deleted order leaves the table. The total is
 * written from the event's exact 2-decimal value into numeric(14,2). Rebuildable: `reset` empties it.
 */
export const ordiniProjection: Projection<OrdineEvent> = {
  name: 'ordini',
  eventTypes: ORDINE_EVENT_TYPES,
  async apply(tx: Transaction, events: RecordedEvent<OrdineEvent>[]): Promise<void> {
    const perStream = eventsPerStream(events);
    for (const [streamId, eventi] of perStream) {
      const id = numericIdOfStream(streamId);
      let state: OrdineState = null;
      if (eventi[0].type !== 'OrdineCreato') {
        const { rows } = await tx.query<RigaOrdini>('SELECT * FROM ordini WHERE id = $1', [id]);
        if (!rows[0]) continue;
        state = statoDa(rows[0]);
      }
      for (const e of eventi) state = evolveOrdine(state, e);
      if (!state) continue;
      if (state.eliminato) {
        pipelineWrite(tx, 'DELETE FROM ordini WHERE id = $1', [id]);
        continue;
      }
      const s = state;
      pipelineWrite(tx, UPSERT_ORDINE, [
        s.id,
        eventi[eventi.length - 1].streamVersion,
        s.anno,
        Number(s.codice),
        s.idCliente,
        s.dataOrdine,
        s.statoAttuale,
        s.statoAttualeDataOra,
        s.cognome,
        s.nome,
        s.comune,
        s.indirizzo,
        s.civico,
        s.cap,
        String(s.totaleOrdine),
        JSON.stringify(s.listaRighe),
        JSON.stringify(s.listaStati ?? []),
      ]);
    }
  },
  async reset(tx: Transaction): Promise<void> {
    pipelineWrite(tx, 'DELETE FROM ordini');
  },
};
