import { refusalMessage } from '@registro/server-testing';
import { ApiValidationPipe } from './api-validation.pipe';
import { BooleanFilter } from './boolean-filter';

class Query {
  @BooleanFilter('Firmato') firmato?: boolean;
  @BooleanFilter('nomeSdi', { parametro: true }) nomeSdi?: boolean;
}

const pipe = new ApiValidationPipe();
const query = async (value: Record<string, unknown>) => (await pipe.transform(value, { type: 'query', metatype: Query })) as Query;

describe('true/false values of the query', () => {
  it("hands the handler a boolean: 'false' is false, not Boolean('false')", async () => {
    expect((await query({ firmato: 'false' })).firmato).toBe(false);
    expect((await query({ firmato: 'true' })).firmato).toBe(true);
    expect((await query({ firmato: false })).firmato).toBe(false);
  });

  it('absent or empty is no filter', async () => {
    expect((await query({})).firmato).toBeUndefined();
    expect((await query({ firmato: '' })).firmato).toBeUndefined();
  });

  it('any other value is refused by its name, as a filter or as a parameter', async () => {
    expect(await refusalMessage(query({ firmato: 'forse' }))).toBe('Il filtro Firmato deve essere true o false#');
    expect(await refusalMessage(query({ firmato: ['true', 'false'] }))).toBe('Il filtro Firmato deve essere true o false#');
    expect(await refusalMessage(query({ firmato: '1' }))).toBe('Il filtro Firmato deve essere true o false#');
    expect(await refusalMessage(query({ nomeSdi: 'TRUE ' }))).toBe('Il parametro nomeSdi deve essere true o false#');
  });
});
