import { chiaveFirma, recordNonSalvato } from './firma-key';

describe('chiaveFirma', () => {
  it('encodes the password twice in base64', () => {
    expect(chiaveFirma('segreta')).toBe(btoa(btoa('segreta')));
    expect(atob(atob(chiaveFirma('segreta')))).toBe('segreta');
  });

  it('keeps accented passwords readable after decoding as UTF-8', () => {
    const decodificata = atob(atob(chiaveFirma('perché')));
    const bytes = Uint8Array.from(decodificata, (c) => c.charCodeAt(0));
    expect(new TextDecoder().decode(bytes)).toBe('perché');
  });
});

describe('recordNonSalvato', () => {
  it('treats missing, -1 and new ids as unsaved', () => {
    for (const id of [undefined, null, '', -1, '-1', 'new']) expect(recordNonSalvato(id)).toBe(true);
  });
  it('treats real ids as saved', () => {
    for (const id of [1, '42']) expect(recordNonSalvato(id)).toBe(false);
  });
});
