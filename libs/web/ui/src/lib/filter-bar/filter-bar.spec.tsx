import { fireEvent, render, screen } from '@testing-library/react';
import { FilterBar } from './filter-bar';

describe('FilterBar', () => {
  it('sends text trimmed, a whole-day range as epoch ms and a number; Reset clears them', () => {
    const onCerca = jest.fn();
    render(
      <FilterBar
        campi={[
          { tipo: 'intervallo', nomi: ['dataDal', 'dataAl'], etichette: ['Data Dal', 'Data Al'], giorniInteri: true },
          { nome: 'sezione', etichetta: 'Sezione' },
          { nome: 'idRisorsa', etichetta: 'Id Risorsa', tipo: 'numero' },
        ]}
        iniziali={{ dataDal: new Date(2026, 10, 3, 15, 30), dataAl: new Date(2026, 10, 4, 8, 0), idRisorsa: 7 }}
        onCerca={onCerca}
      />,
    );
    expect(screen.getByLabelText('Data Dal')).toBeTruthy();
    expect(screen.getByLabelText('Data Al')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Sezione'), { target: { value: '  users ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cerca' }));
    expect(onCerca).toHaveBeenLastCalledWith({
      dataDal: new Date(2026, 10, 3, 0, 0, 0, 0).getTime(),
      dataAl: new Date(2026, 10, 4, 23, 59, 59, 999).getTime(),
      sezione: 'users',
      idRisorsa: 7,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(onCerca).toHaveBeenLastCalledWith({ dataDal: undefined, dataAl: undefined, sezione: '', idRisorsa: undefined });
  });

  it('a date with time sends the chosen instant', () => {
    const onCerca = jest.fn();
    const istante = new Date(2026, 10, 3, 15, 30, 12);
    render(<FilterBar campi={[{ nome: 'dataDal', etichetta: 'Data Dal', tipo: 'data', ora: true }]} iniziali={{ dataDal: istante }} onCerca={onCerca} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cerca' }));
    expect(onCerca).toHaveBeenLastCalledWith({ dataDal: istante.getTime() });
  });
});
