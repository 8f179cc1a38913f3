import italiano from '@registro/contracts/i18n/it.json';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../i18n/i18n';
import { FormField } from './form-field';

describe('form field', () => {
  it('marks a required field before the user fails: an asterisk (CSS) and a "Campo obbligatorio" hint; its label text stays the field name', () => {
    render(
      <I18nextProvider i18n={createI18n('it', { it: italiano })}>
        <FormField id="codice" etichetta="Codice" obbligatorio>
          <input id="codice" />
        </FormField>
        <FormField id="note" etichetta="Note">
          <input id="note" />
        </FormField>
      </I18nextProvider>,
    );
    const codice = screen.getByText('Codice', { selector: 'label' });
    expect(codice.className).toContain('registro-obbligatorio');
    expect(codice.title).toBe('Campo obbligatorio');
    expect(screen.getByLabelText('Codice')).toBeTruthy();
    expect(screen.getByText('Note', { selector: 'label' }).className).not.toContain('registro-obbligatorio');
  });
});
