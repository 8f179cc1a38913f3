import { changePasswordErrors, newPasswordErrors, passwordTemporanea } from './password-rules';

describe('password rules', () => {
  it('requires the three fields, in the form order', () => {
    expect(changePasswordErrors({})).toEqual([
      'Il campo Vecchia Password è obbligatorio',
      'Il campo Nuova Password è obbligatorio',
      'Il campo Verifica Password è obbligatorio',
    ]);
  });

  it('wants matching passwords of 8 characters with letters and digits, different from the old one', () => {
    expect(newPasswordErrors('Abcdefg1', 'Abcdefg2')).toEqual(['Le password non coincidono']);
    expect(newPasswordErrors('abc123', 'abc123')).toEqual(['La password deve contenere almeno 8 caratteri, con lettere e numeri']);
    expect(newPasswordErrors('12345678', '12345678')).toHaveLength(1);
    expect(newPasswordErrors('abcdefgh', 'abcdefgh')).toHaveLength(1);
    expect(newPasswordErrors('àèìòù123', 'àèìòù123')).toEqual([]);
    expect(changePasswordErrors({ oldPassword: 'Vecchia12', newPassword: 'Vecchia12', verificaPassword: 'Vecchia12' })).toEqual([
      'La nuova password deve essere diversa dalla vecchia',
    ]);
  });

  it('makes random temporary passwords that pass the rules', () => {
    const viste = new Set<string>();
    for (let i = 0; i < 50; i++) {
      const p = passwordTemporanea();
      expect(newPasswordErrors(p, p)).toEqual([]);
      viste.add(p);
    }
    expect(viste.size).toBe(50);
  });
});
