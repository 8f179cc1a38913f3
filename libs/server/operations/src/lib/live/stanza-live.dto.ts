import { ValidateBy } from 'class-validator';
import { SEZIONE, STANZE_LIVE, type SezioneId } from '@registro/contracts';

export const STANZA_SCONOSCIUTA = 'Stanza sconosciuta';

const STANZA_TASK = /^task:[1-9]\d{0,9}$/;

const stanzaEsistente = (stanza: unknown): boolean =>
  stanza === STANZE_LIVE.infoSistema || (typeof stanza === 'string' && STANZA_TASK.test(stanza));

/**
 * The room of `segui` and `lascia`, which the client sends as a bare string (read by the kit's
 * `ValidateMessageAs(StanzaLiveDto, 'nome')`): `systeminfo` or `task:<id>`; any other value is a
 * room that does not exist, never joined.
 */
export class StanzaLiveDto {
  @ValidateBy({ name: 'stanzaLive', validator: { validate: stanzaEsistente, defaultMessage: () => STANZA_SCONOSCIUTA } })
  nome!: string;

  /** The section whose `visualizza` lets a user join the room. */
  get sezione(): SezioneId {
    return this.nome === STANZE_LIVE.infoSistema ? SEZIONE.systeminfo : SEZIONE.taskmanager;
  }
}
