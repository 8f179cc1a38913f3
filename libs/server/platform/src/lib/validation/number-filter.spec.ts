import { refusalMessage } from '@registro/server-testing';
import { ApiValidationPipe } from './api-validation.pipe';
import { NumberFilter } from './number-filter';

class Query {
  @NumberFilter('Numero Ordine') codice?: number;
}

const pipe = new ApiValidationPipe();
const query = async (value: Record<string, unknown>) => (await pipe.transform(value, { type: 'query', metatype: Query })) as Query;

describe('whole numbers of the query', () => {
  it('hands the handler a number, blanks around it allowed', async () => {
    expect((await query({ codice: '12' })).codice).toBe(12);
    expect((await query({ codice: ' 0012 ' })).codice).toBe(12);
    expect((await query({ codice: '0' })).codice).toBe(0);
  });

  it('absent or empty is no filter', async () => {
    expect((await query({})).codice).toBeUndefined();
    expect((await query({ codice: '' })).codice).toBeUndefined();
    expect((await query({ codice: '   ' })).codice).toBeUndefined();
  });

  it('anything else is refused by its name, not read as no filter', async () => {
    for (const sent of ['12a', '-1', '1.5', '1e3', '1234567890', 'NaN', ['1', '2'], -1, 1.5])
      expect(await refusalMessage(query({ codice: sent }))).toBe('Il filtro Numero Ordine deve essere un numero#');
  });
});
