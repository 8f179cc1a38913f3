import { chiamataSalvataggio, isNuovo } from './use-edit-page';

describe('generic save', () => {
  it.each([[undefined], [null], [''], [-1], ['-1']])('treats id %p as a new record', (id) => {
    expect(isNuovo(id)).toBe(true);
    expect(chiamataSalvataggio('/gruppi', id)).toEqual({ metodo: 'POST', percorso: '/gruppi' });
  });

  it('updates an existing record with PUT resource/id', () => {
    expect(isNuovo(7)).toBe(false);
    expect(chiamataSalvataggio('/gruppi', 7)).toEqual({ metodo: 'PUT', percorso: '/gruppi/7' });
  });
});
