import { STANZE_LIVE } from '@registro/contracts';
import { ValidateMessageAs } from '@registro/server-platform';
import { StanzaLiveDto } from './stanza-live.dto';

const stanza = (messaggio: unknown) => new ValidateMessageAs(StanzaLiveDto, 'nome').transform(messaggio);

describe('StanzaLiveDto: the room of segui and lascia', () => {
  it('guards a task room with taskmanager and system info with systeminfo', async () => {
    expect(await stanza(STANZE_LIVE.task(12))).toMatchObject({ nome: 'task:12', sezione: 'taskmanager' });
    expect(await stanza(STANZE_LIVE.infoSistema)).toMatchObject({ nome: 'systeminfo', sezione: 'systeminfo' });
  });

  it('knows no other room, so nobody can join one', async () => {
    for (const messaggio of ['task:', 'task:0', 'task:abc', 'task:1:2', 'task:12345678901', ' systeminfo', 'users', '', 42, null, undefined, ['systeminfo'], { nome: 'systeminfo' }]) {
      expect(await stanza(messaggio)).toBeNull();
    }
  });
});
