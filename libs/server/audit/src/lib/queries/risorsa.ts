import { streamIdOf } from '@registro/server-event-store';

/** A record whose history is asked for (checked by the query's DTO): its stream is `<sezione>-<idRisorsa>`. */
export interface Risorsa {
  sezione: string;
  idRisorsa: string;
}

export function streamDi(r: Risorsa): string {
  return streamIdOf(r.sezione, r.idRisorsa);
}
