import { saveCall, isNew } from './use-edit-page';

describe('generic save', () => {
  it.each([[undefined], [null], [''], [-1], ['-1']])('treats id %p as a new record', (id) => {
    expect(isNew(id)).toBe(true);
    expect(saveCall('/gruppi', id)).toEqual({ metodo: 'POST', percorso: '/gruppi' });
  });

  it('updates an existing record with PUT resource/id', () => {
    expect(isNew(7)).toBe(false);
    expect(saveCall('/gruppi', 7)).toEqual({ metodo: 'PUT', percorso: '/gruppi/7' });
  });
});
