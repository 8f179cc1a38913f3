import { firmaKey, unsavedRecord } from './firma-key';

describe('firmaKey', () => {
  it('encodes the password twice in base64', () => {
    expect(firmaKey('segreta')).toBe(btoa(btoa('segreta')));
    expect(atob(atob(firmaKey('segreta')))).toBe('segreta');
  });

  it('keeps accented passwords readable after decoding as UTF-8', () => {
    const decodificata = atob(atob(firmaKey('perché')));
    const bytes = Uint8Array.from(decodificata, (c) => c.charCodeAt(0));
    expect(new TextDecoder().decode(bytes)).toBe('perché');
  });
});

describe('unsavedRecord', () => {
  it('treats missing, -1 and new ids as unsaved', () => {
    for (const id of [undefined, null, '', -1, '-1', 'new']) expect(unsavedRecord(id)).toBe(true);
  });
  it('treats real ids as saved', () => {
    for (const id of [1, '42']) expect(unsavedRecord(id)).toBe(false);
  });
});
