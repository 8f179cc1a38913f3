import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { FilterBar } from './filter-bar';
import { DayField, type ValoreGiorno } from '../field/day-field';
import { giornoIso, leggiGiorno } from '../field/giorno';

const INTERVALLO = { tipo: 'intervallo' as const, nomi: ['dataDal', 'dataAl'] as [string, string], etichette: ['Data Dal', 'Data Al'] as [string, string] };

/** Types into a day field as a person does (the calendar reads the input event), then leaves it. */
function scrivi(etichetta: string, testo: string) {
  const campo = screen.getByLabelText(etichetta);
  fireEvent.focus(campo);
  fireEvent.input(campo, { target: { value: testo } });
  fireEvent.blur(campo);
}

describe('FilterBar', () => {
  it('sends text trimmed, the days as AAAA-MM-GG (whole days, whatever the time in the value) and a number; Reset clears them', () => {
    const onCerca = jest.fn();
    render(
      <FilterBar
        campi={[INTERVALLO, { nome: 'sezione', etichetta: 'Sezione' }, { nome: 'idRisorsa', etichetta: 'Id Risorsa', tipo: 'numero' }]}
        iniziali={{ dataDal: new Date(2026, 10, 3, 15, 30), dataAl: '2026-11-04', idRisorsa: 7 }}
        onCerca={onCerca}
      />,
    );
    expect((screen.getByLabelText('Data Dal') as HTMLInputElement).value).toBe('03/11/2026');
    expect((screen.getByLabelText('Data Al') as HTMLInputElement).value).toBe('04/11/2026');
    fireEvent.change(screen.getByLabelText('Sezione'), { target: { value: '  users ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cerca' }));
    expect(onCerca).toHaveBeenLastCalledWith({ dataDal: '2026-11-03', dataAl: '2026-11-04', sezione: 'users', idRisorsa: 7 });
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(onCerca).toHaveBeenLastCalledWith({ dataDal: undefined, dataAl: undefined, sezione: '', idRisorsa: undefined });
  });

  it('reads a typed day in both forms Italians use: 28/11/2026 and 28-11-2026', () => {
    const onCerca = jest.fn();
    render(<FilterBar campi={[INTERVALLO]} onCerca={onCerca} />);
    scrivi('Data Dal', '28/11/2026');
    scrivi('Data Al', '28-11-2026');
    expect((screen.getByLabelText('Data Al') as HTMLInputElement).value).toBe('28/11/2026');
    fireEvent.click(screen.getByRole('button', { name: 'Cerca' }));
    expect(onCerca).toHaveBeenLastCalledWith({ dataDal: '2026-11-28', dataAl: '2026-11-28' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('an unreadable day says so next to its field and is not searched (nor silently dropped)', () => {
    const onCerca = jest.fn();
    render(<FilterBar campi={[INTERVALLO]} onCerca={onCerca} />);
    scrivi('Data Dal', '31/02/2027');
    expect(screen.getByRole('alert').textContent).toBe('Data non valida: usare GG/MM/AAAA');
    expect((screen.getByLabelText('Data Dal') as HTMLInputElement).value).toBe('31/02/2027');
    fireEvent.click(screen.getByRole('button', { name: 'Cerca' }));
    expect(onCerca).not.toHaveBeenCalled();
    scrivi('Data Dal', '28/11/2026');
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cerca' }));
    expect(onCerca).toHaveBeenLastCalledWith({ dataDal: '2026-11-28', dataAl: undefined });
  });

  it('tabbing into a date filter does not open its calendar (a keyboard user is not caught in it); its button does', async () => {
    render(<FilterBar campi={[INTERVALLO]} onCerca={jest.fn()} />);
    const campo = screen.getByLabelText('Data Dal') as HTMLInputElement;
    fireEvent.focus(campo);
    act(() => campo.focus());
    expect(screen.queryByText('Oggi')).toBeNull();
    fireEvent.click(campo.parentElement?.querySelector('button') as HTMLElement);
    expect(await screen.findByText('Oggi')).toBeTruthy();
  });

  it('"Oggi" in the calendar is today as a whole day: Dal = Al = today sends the same day, no time', async () => {
    const onCerca = jest.fn();
    render(<FilterBar campi={[INTERVALLO]} onCerca={onCerca} />);
    const oggi = new Date();
    for (const etichetta of ['Data Dal', 'Data Al']) {
      const campo = screen.getByLabelText(etichetta) as HTMLInputElement;
      fireEvent.click(campo.parentElement?.querySelector('button') as HTMLElement);
      // the panel is still fading in (hidden to the accessibility tree): its button by its text
      fireEvent.click((await screen.findByText('Oggi')).closest('button') as HTMLElement);
      expect(campo.value).toBe(oggi.toLocaleDateString('it-IT', { day: '2-digit', month: '2-digit', year: 'numeric' }));
      await waitFor(() => expect(screen.queryByText('Oggi')).toBeNull());
    }
    fireEvent.click(screen.getByRole('button', { name: 'Cerca' }));
    expect(onCerca).toHaveBeenLastCalledWith({ dataDal: giornoIso(oggi), dataAl: giornoIso(oggi) });
  });
});

describe('FilterBar numbers', () => {
  it('a number below its minimum stays as typed and says so; Cerca waits', () => {
    const onCerca = jest.fn();
    render(<FilterBar campi={[{ nome: 'idRisorsa', etichetta: 'Id Risorsa', tipo: 'numero', min: 1 }]} iniziali={{ idRisorsa: -2 }} onCerca={onCerca} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cerca' }));
    expect(onCerca).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Il campo Id Risorsa non può essere minore di 1');
    expect((screen.getByLabelText('Id Risorsa') as HTMLInputElement).value).toBe('-2');
  });
});

describe('DayField and the typed day', () => {
  it('keeps only existing days, without a time', () => {
    expect(leggiGiorno('28/11/2026')).toEqual(new Date(2026, 10, 28));
    expect(leggiGiorno(' 1-2-2027 ')).toEqual(new Date(2027, 1, 1));
    expect(leggiGiorno('31/02/2027')).toBeNull();
    expect(leggiGiorno('abc')).toBeNull();
    expect(leggiGiorno('28/11/26')).toBeNull();
    expect(giornoIso(new Date(2026, 10, 28, 23, 59))).toBe('2026-11-28');
  });

  it('hands on the day typed, or the unreadable text as typed', () => {
    const valori: ValoreGiorno[] = [];
    render(<DayField inputId="giorno" value={null} onChange={(v) => valori.push(v)} />);
    const campo = screen.getByRole('combobox');
    fireEvent.input(campo, { target: { value: '28-11-2026' } });
    fireEvent.input(campo, { target: { value: 'abc' } });
    expect(valori).toEqual([new Date(2026, 10, 28), 'abc']);
  });
});
