import { numericIdOfStream, pipelineWrite, type Projection, type RecordedEvent, type Transaction } from '@registro/server-event-store';
import {
  ESITO_RICHIESTA_REGISTRATO,
  RICHIESTA_ELIMINATA,
  RICHIESTA_REGISTRATA,
  STATO_RICHIESTA_CAMBIATO,
  type IntegrazioneEvent,
} from './integrazione.events';

const json = (v: unknown) => (v === undefined ? null : JSON.stringify(v));
const id = (e: Pick<RecordedEvent, 'streamId'>) => numericIdOfStream(e.streamId);

/** Inline projection of `integrazionebusiness-*` into `richieste_integrazione` (list and view). */
export const integrazioneProjection: Projection<IntegrazioneEvent> = {
  name: 'amministrazione-richieste-integrazione',
  eventTypes: [RICHIESTA_REGISTRATA, STATO_RICHIESTA_CAMBIATO, ESITO_RICHIESTA_REGISTRATO, RICHIESTA_ELIMINATA],

  async apply(tx: Transaction, events: RecordedEvent<IntegrazioneEvent>[]) {
    for (const e of events) {
      if (e.type === RICHIESTA_REGISTRATA) {
        const d = e.data;
        pipelineWrite(
          tx,
          `INSERT INTO richieste_integrazione
             (id, servizio, metodo, stato_attuale, data_richiesta, storico_stati, corpo_richiesta, versione)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [id(e), d.servizio, d.metodo, d.stato, d.dataRichiesta, json([{ stato: d.stato, dataOra: d.dataRichiesta }]), json(d.corpoRichiesta), e.streamVersion],
        );
      } else if (e.type === STATO_RICHIESTA_CAMBIATO) {
        const d = e.data;
        pipelineWrite(
          tx,
          `UPDATE richieste_integrazione
              SET stato_attuale = $2, storico_stati = storico_stati || $3::jsonb, versione = $4
            WHERE id = $1`,
          [id(e), d.stato, json([{ stato: d.stato, dataOra: d.dataOra }]), e.streamVersion],
        );
      } else if (e.type === ESITO_RICHIESTA_REGISTRATO) {
        const d = e.data;
        pipelineWrite(
          tx,
          `UPDATE richieste_integrazione
              SET esito_business = $2, risposta_business = $3, messaggio_inviato = $4, versione = $5
            WHERE id = $1`,
          [id(e), d.esitoBusiness, json(d.rispostaBusiness), json(d.messaggioInviato), e.streamVersion],
        );
      } else if (e.type === RICHIESTA_ELIMINATA) {
        pipelineWrite(tx, `DELETE FROM richieste_integrazione WHERE id = $1`, [id(e)]);
      }
    }
  },

  async reset(tx: Transaction) {
    pipelineWrite(tx, 'DELETE FROM richieste_integrazione');
  },
};
