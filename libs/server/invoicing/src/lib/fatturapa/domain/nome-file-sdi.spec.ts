import { ULTIMO_PROGRESSIVO, nomeFileSdi, progressivoInvio } from './nome-file-sdi';

describe('the SDI file name', () => {
  it('progressivo: 5 base-36 characters, upper case, zero-padded, one for each number', () => {
    expect(progressivoInvio(1)).toBe('00001');
    expect(progressivoInvio(10)).toBe('0000A');
    expect(progressivoInvio(36)).toBe('00010');
    expect(progressivoInvio(ULTIMO_PROGRESSIVO)).toBe('ZZZZZ');
    expect(new Set(Array.from({ length: 5000 }, (_, i) => progressivoInvio(i + 1))).size).toBe(5000);
    for (const n of [0, -1, 1.5, ULTIMO_PROGRESSIVO + 1]) expect(() => progressivoInvio(n)).toThrow(RangeError);
  });

  it('IT<IdCodice>_<progressivo>.xml', () => {
    expect(nomeFileSdi('01234567890', '0000A')).toBe('IT01234567890_0000A.xml');
    expect(nomeFileSdi(' 01234567890 ', '00001')).toBe('IT01234567890_00001.xml');
  });
});
