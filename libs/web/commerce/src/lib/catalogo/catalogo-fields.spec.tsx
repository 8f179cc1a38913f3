import { fireEvent, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { renderWithApp } from '../../test-utils';
import { NumeroField } from './catalogo-fields';

interface Valori {
  aliquota: number;
  quantita: number;
}

function Modulo({ iniziali, onSalva }: { iniziali: Valori; onSalva: (v: Valori) => void }) {
  const { control, handleSubmit } = useForm<Valori>({ defaultValues: iniziali });
  return (
    <form onSubmit={handleSubmit(onSalva)}>
      <NumeroField control={control} nome="aliquota" etichetta="Aliquota" max={100} />
      <NumeroField control={control} nome="quantita" etichetta="Quantità" decimali={3} />
      <button type="submit">Salva</button>
    </form>
  );
}

describe('a catalogue number field (VAT rate, quantities, prices)', () => {
  it('keeps 150 and -2 as typed and refuses them with the field\'s message, as the server words it', async () => {
    const onSalva = jest.fn();
    renderWithApp(<Modulo iniziali={{ aliquota: 150, quantita: -2 }} onSalva={onSalva} />);
    const aliquota = screen.getByLabelText('Aliquota') as HTMLInputElement;
    fireEvent.blur(aliquota);
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Il campo Aliquota deve essere compreso tra 0 e 100')).toBeTruthy();
    expect(screen.getByText('Il campo Quantità non può essere minore di 0')).toBeTruthy();
    expect(aliquota.value).toBe('150');
    expect((screen.getByLabelText('Quantità') as HTMLInputElement).value).toBe('-2');
    expect(onSalva).not.toHaveBeenCalled();
  });

  it('saves values inside the bounds', async () => {
    const onSalva = jest.fn();
    renderWithApp(<Modulo iniziali={{ aliquota: 22, quantita: 2 }} onSalva={onSalva} />);
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));
    await screen.findByRole('button', { name: 'Salva' });
    await new Promise((fatto) => setTimeout(fatto, 0));
    expect(onSalva).toHaveBeenCalledWith({ aliquota: 22, quantita: 2 }, expect.anything());
  });
});
