import type { CronologiaSdi, StatoSdi, VoceCronologiaSdi } from '@registro/contracts';
import type { RecordedEvent } from '@registro/server-event-store';
import { spiegaErroriSdi } from '../../fatturapa/domain/spiegazioni-errori-sdi';
import { evolveFattura, type FatturaState } from '../domain/fattura.aggregate';
import type { FatturaEvent } from '../domain/fattura.events';
import { statoSdiDi } from '../domain/stato-sdi';

/**
 * An invoice's steps at the SDI from its stream, oldest first: each export (the SDI name when
 * recorded), each reopening, each receipt with its errors explained; and where it stands now.
 * Each step carries the state the invoice reached with it (statoSdiDi after the event).
 */
export function cronologiaSdi(eventi: readonly RecordedEvent<FatturaEvent>[]): CronologiaSdi {
  let state: FatturaState = null;
  const voci: VoceCronologiaSdi[] = [];
  for (const e of eventi) {
    state = evolveFattura(state, e);
    if (!state) continue;
    const stato = (statoSdiDi(state) ?? 'DA_INVIARE') as StatoSdi;
    const registrataIl = e.recordedAt.toISOString();
    if (e.type === 'FatturaElettronicaEsportata') voci.push({ tipo: 'ESPORTAZIONE', dataOra: registrataIl, stato, nomeFile: e.data.nomeFileSdi ?? e.data.nomeFile });
    if (e.type === 'FatturaRiaperta') voci.push({ tipo: 'RIAPERTURA', dataOra: registrataIl, stato, note: e.data.motivo });
    if (e.type === 'StatoSdiRegistrato')
      voci.push({
        tipo: 'RICEVUTA',
        dataOra: e.data.dataOra || registrataIl,
        stato: e.data.stato,
        tipoRicevuta: e.data.tipo,
        identificativoSdi: e.data.identificativoSdi,
        nomeFile: e.data.nomeFileRicevuta,
        ...(e.data.errori?.length ? { errori: spiegaErroriSdi(e.data.errori) } : {}),
        ...(e.data.note ? { note: e.data.note } : {}),
      });
  }
  return { statoSdi: state ? statoSdiDi(state) : null, voci };
}
