import { refusalMessage } from '@registro/server-testing';
import { ApiValidationPipe } from './api-validation.pipe';
import { DayFilter, TimestampField } from './date-fields';

class Body {
  @TimestampField('Data Documento', { required: true }) dataDocumento!: Date;
  @TimestampField('Data Ora') dataOra?: Date;
}

class Query {
  @DayFilter('Data Dal') dataDal?: Date;
}

const pipe = new ApiValidationPipe();
const body = (value: Record<string, unknown>) => pipe.transform(value, { type: 'body', metatype: Body });
const query = (value: Record<string, unknown>) => pipe.transform(value, { type: 'query', metatype: Query });
const messaggio = refusalMessage;

describe('date fields of the DTOs (the codec at the edge)', () => {
  it('hands the handler a Date for epoch ms (number or text) and ISO 8601', async () => {
    for (const v of [1764331200000, '1764331200000', '2025-11-28T12:00:00Z', '2025-11-28T13:00:00+01:00']) {
      const b = (await body({ dataDocumento: v })) as Body;
      expect(b.dataDocumento).toEqual(new Date('2025-11-28T12:00:00Z'));
      expect(b.dataOra).toBeUndefined();
    }
  });

  it('a present value that is not a date says so; only a required one left empty is "obbligatoria"', async () => {
    expect(await messaggio(body({ dataDocumento: 'abc' }))).toBe('La Data Documento non è una data valida#');
    expect(await messaggio(body({ dataDocumento: 1764331200000, dataOra: true }))).toBe('La Data Ora non è una data valida#');
    expect(await messaggio(body({}))).toBe('La Data Documento è obbligatoria#');
    expect(await messaggio(body({ dataDocumento: '' }))).toBe('La Data Documento è obbligatoria#');
    expect(((await body({ dataDocumento: 0, dataOra: '' })) as Body).dataOra).toBeUndefined();
  });

  it('a day filter reads a timestamp as its Rome day and keeps AAAA-MM-GG', async () => {
    const inizio = new Date('2026-11-28T23:00:00Z'); // 29 November, midnight in Rome
    expect(((await query({ dataDal: String(Date.parse('2026-11-29T10:00:00Z')) })) as Query).dataDal).toEqual(inizio);
    expect(((await query({ dataDal: String(Date.parse('2026-11-28T23:30:00Z')) })) as Query).dataDal).toEqual(inizio);
    expect(((await query({ dataDal: '2026-11-29' })) as Query).dataDal).toEqual(inizio);
    expect(await messaggio(query({ dataDal: 'x' }))).toBe('La Data Dal non è una data valida#');
    expect(await messaggio(query({ dataDal: ['2026-11-29', '2026-11-30'] }))).toBe('La Data Dal non è una data valida#');
  });
});
