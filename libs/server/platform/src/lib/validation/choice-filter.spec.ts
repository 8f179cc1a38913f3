import { refusalMessage } from '@registro/server-testing';
import { ApiValidationPipe } from './api-validation.pipe';
import { ChoiceFilter } from './choice-filter';

class Query {
  @ChoiceFilter('Esito', ['IN ATTESA', 'COMPLETATO', 'ERRORE']) esito?: string;
  @ChoiceFilter('orderDirection', ['ASC', 'DESC'], { parametro: true }) orderDirection?: string;
  @ChoiceFilter('Stato SDI', ['RC', 'NS'], { message: 'Il filtro Stato SDI deve essere RC (consegnata) o NS (scartata)' }) statoSdi?: string;
}

const pipe = new ApiValidationPipe();
const query = async (value: Record<string, unknown>) => (await pipe.transform(value, { type: 'query', metatype: Query })) as Query;

describe('filters that are one of a few codes', () => {
  it('hands the handler the code as written, whatever the case and the blanks around it', async () => {
    expect((await query({ esito: 'ERRORE' })).esito).toBe('ERRORE');
    expect((await query({ esito: ' in attesa ' })).esito).toBe('IN ATTESA');
    expect((await query({ orderDirection: 'desc' })).orderDirection).toBe('DESC');
  });

  it('absent or blank is no filter', async () => {
    expect((await query({})).esito).toBeUndefined();
    expect((await query({ esito: '' })).esito).toBeUndefined();
    expect((await query({ esito: '  ' })).esito).toBeUndefined();
  });

  it('any other value is refused naming the filter and the codes it accepts', async () => {
    expect(await refusalMessage(query({ esito: 'FALLITO' }))).toBe('Il filtro Esito deve essere IN ATTESA, COMPLETATO o ERRORE#');
    expect(await refusalMessage(query({ esito: ['ERRORE', 'COMPLETATO'] }))).toBe('Il filtro Esito deve essere IN ATTESA, COMPLETATO o ERRORE#');
    expect(await refusalMessage(query({ orderDirection: 'up' }))).toBe('Il parametro orderDirection deve essere ASC o DESC#');
    expect(await refusalMessage(query({ statoSdi: 'XX' }))).toBe('Il filtro Stato SDI deve essere RC (consegnata) o NS (scartata)#');
  });
});
