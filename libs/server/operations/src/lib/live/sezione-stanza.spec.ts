import { STANZE_LIVE } from '@registro/contracts';
import { sezioneStanza } from './sezione-stanza';

describe('sezioneStanza', () => {
  it('guards a task room with taskmanager and system info with systeminfo', () => {
    expect(sezioneStanza(STANZE_LIVE.task(12))).toBe('taskmanager');
    expect(sezioneStanza(STANZE_LIVE.infoSistema)).toBe('systeminfo');
  });

  it('knows no other room, so nobody can join one', () => {
    for (const stanza of ['task:', 'task:0', 'task:abc', 'task:1:2', 'users', '', 42, null, { stanza: 'systeminfo' }]) {
      expect(sezioneStanza(stanza)).toBeNull();
    }
  });
});
