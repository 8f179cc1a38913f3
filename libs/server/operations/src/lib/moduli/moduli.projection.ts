import type { Modifica, Projection, RecordEvent, Transaction } from '@registro/server-event-store';
import { SEZIONE_MODULI, type ValoriModulo } from './moduli.events';

const COLONNE: Partial<Record<keyof ValoriModulo, string>> = {
  nome: 'nome',
  version: 'version',
  compileDate: 'compile_date',
  jar: 'jar',
  descrizione: 'descrizione',
  sezioni: 'sezioni',
  sha256: 'sha256',
};

/** Inline projection of the module records into `moduli`. */
export const moduliProjection: Projection<RecordEvent<ValoriModulo>> = {
  name: 'operations-moduli',
  eventTypes: ['RecordCreated', 'RecordUpdated'],

  async apply(tx: Transaction, events) {
    for (const e of events) {
      if (e.streamType !== SEZIONE_MODULI) continue;
      const id = Number(e.streamId.slice(SEZIONE_MODULI.length + 1));
      if (e.type === 'RecordCreated') {
        const v = e.data.values;
        await tx.query(
          `INSERT INTO moduli (id, nome, version, compile_date, jar, descrizione, sezioni, sha256, versione)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
          [id, v.nome, v.version, v.compileDate, v.jar, v.descrizione, JSON.stringify(v.sezioni), v.sha256, e.streamVersion],
        );
      } else if (e.type === 'RecordUpdated') {
        const changes = (e.data.changes ?? {}) as Partial<Record<keyof ValoriModulo, Modifica>>;
        const campi = (Object.keys(changes) as (keyof ValoriModulo)[]).filter((c) => COLONNE[c]);
        await tx.query(
          `UPDATE moduli SET versione = $2${campi.map((c, i) => `, ${COLONNE[c]} = $${i + 3}`).join('')} WHERE id = $1`,
          [id, e.streamVersion, ...campi.map((c) => (c === 'sezioni' ? JSON.stringify(changes[c]?.dopo) : changes[c]?.dopo))],
        );
      }
    }
  },

  async reset(tx: Transaction) {
    await tx.query('DELETE FROM moduli');
  },
};
