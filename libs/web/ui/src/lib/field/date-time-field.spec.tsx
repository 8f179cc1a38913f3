import italiano from '@registro/contracts/i18n/it.json';
import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../i18n/i18n';
import { DateTimeField, type ValoreGiornoOra, useErroreGiornoOra } from './date-time-field';
import { leggiGiornoOra } from './giorno';

let ultimo: ValoreGiornoOra = null;

function Campo() {
  const [valore, setValore] = useState<ValoreGiornoOra>(null);
  const errore = useErroreGiornoOra()(valore);
  ultimo = valore;
  return (
    <>
      <label htmlFor="quando">Data Documento</label>
      <DateTimeField inputId="quando" value={valore} onChange={setValore} />
      {errore && <small>{errore}</small>}
    </>
  );
}

function scrivi(testo: string) {
  const campo = screen.getByLabelText('Data Documento') as HTMLInputElement;
  fireEvent.focus(campo);
  fireEvent.input(campo, { target: { value: testo } });
  fireEvent.blur(campo);
  return campo;
}

const monta = () =>
  render(
    <I18nextProvider i18n={createI18n('it', { it: italiano })}>
      <Campo />
    </I18nextProvider>,
  );

describe('date-time field', () => {
  it('reads a typed day and time in both forms Italians use and shows it as GG/MM/AAAA HH:mm', () => {
    monta();
    scrivi('28/11/2026 17:05');
    expect(ultimo).toEqual(new Date(2026, 10, 28, 17, 5));
    scrivi('28-11-2026 17:05');
    expect(ultimo).toEqual(new Date(2026, 10, 28, 17, 5));
    expect((screen.getByLabelText('Data Documento') as HTMLInputElement).value).toBe('28/11/2026 17:05');
    expect(screen.queryByText(/Data non valida/)).toBeNull();
  });

  it('reads a day typed without a time as its 00:00', () => {
    monta();
    scrivi('28/11/2026');
    expect(ultimo).toEqual(new Date(2026, 10, 28, 0, 0));
  });

  it('lets the day and time be typed key by key: the text is not rewritten while typing', () => {
    monta();
    const campo = screen.getByLabelText('Data Documento') as HTMLInputElement;
    act(() => campo.focus());
    fireEvent.focus(campo);
    for (const tasto of '01/12/2030 08:30') fireEvent.input(campo, { target: { value: campo.value + tasto } });
    expect(campo.value).toBe('01/12/2030 08:30');
    fireEvent.blur(campo);
    expect(ultimo).toEqual(new Date(2030, 11, 1, 8, 30));
    expect(campo.value).toBe('01/12/2030 08:30');
  });

  it('keeps an unreadable text as typed and says so beside the field', () => {
    monta();
    const campo = scrivi('31/02/2027 10:00');
    expect(ultimo).toBe('31/02/2027 10:00');
    expect(campo.value).toBe('31/02/2027 10:00');
    expect(screen.getByText('Data non valida: usare GG/MM/AAAA HH:mm')).toBeTruthy();
    scrivi('abc');
    expect(ultimo).toBe('abc');
  });

  it('refuses a time that does not exist', () => {
    expect(leggiGiornoOra('28/11/2026 24:00')).toBeNull();
    expect(leggiGiornoOra('28/11/2026 17:60')).toBeNull();
    expect(leggiGiornoOra('28/11/2026 7:05')).toEqual(new Date(2026, 10, 28, 7, 5));
  });
});
