import { STANZE_LIVE } from '@registro/contracts';
import { roomSection } from './room-section';

describe('sezioneStanza', () => {
  it('guards a task room with taskmanager and system info with systeminfo', () => {
    expect(roomSection(STANZE_LIVE.task(12))).toBe('taskmanager');
    expect(roomSection(STANZE_LIVE.infoSistema)).toBe('systeminfo');
  });

  it('knows no other room, so nobody can join one', () => {
    for (const stanza of ['task:', 'task:0', 'task:abc', 'task:1:2', 'users', '', 42, null, { stanza: 'systeminfo' }]) {
      expect(roomSection(stanza)).toBeNull();
    }
  });
});
