import type { ResolverOptions } from 'react-hook-form';
import { resolverFrom } from './validation-resolver';

interface Modulo {
  nome: string;
  eta: number | null;
}

const opzioni = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Modulo>;
const resolver = resolverFrom<Modulo>((v) => ({ nome: v.nome.trim() ? undefined : 'Nome obbligatorio', eta: v.eta === null ? 'Età obbligatoria' : '' }));

describe('resolverFrom', () => {
  it('turns each message of the check into the error of its field, and gives no values', async () => {
    expect(await resolver({ nome: ' ', eta: null }, undefined, opzioni)).toEqual({
      values: {},
      errors: { nome: { type: 'validate', message: 'Nome obbligatorio' }, eta: { type: 'validate', message: 'Età obbligatoria' } },
    });
  });

  it('passes the values on when the check finds nothing (empty messages count as none)', async () => {
    expect(await resolver({ nome: 'Anna', eta: 30 }, undefined, opzioni)).toEqual({ values: { nome: 'Anna', eta: 30 }, errors: {} });
  });

  it('translates the messages when the check gives i18n keys', async () => {
    const traducente = resolverFrom<Modulo>((v) => ({ nome: v.nome ? undefined : 'chiave.nome' }), (chiave) => `«${chiave}»`);
    expect(await traducente({ nome: '', eta: 1 }, undefined, opzioni)).toEqual({ values: {}, errors: { nome: { type: 'validate', message: '«chiave.nome»' } } });
  });
});
