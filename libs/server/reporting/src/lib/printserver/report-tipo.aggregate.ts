import { type Aggregate, type RecordState, evolveRecord } from '@registro/server-event-store';
import { SEZIONE_PRINTREPORT, TEMPLATE_CARICATO, type ReportTipoEvent, type ValoriReportTipo } from './printserver.events';

/**
 * A template by document-type code on `printreport-<id>`: a generic record whose uploads
 * (TemplateCaricato) change no field of its own (the subreport changes through RecordUpdated).
 * The same evolve serves the commands and the history.
 */
export const reportTipoAggregate: Aggregate<RecordState<ValoriReportTipo>, ReportTipoEvent> = {
  streamType: SEZIONE_PRINTREPORT,
  initialState: () => ({ values: null, deleted: false }),
  evolve: (state, e) => (e.type === TEMPLATE_CARICATO ? state : evolveRecord(state, e)),
};
