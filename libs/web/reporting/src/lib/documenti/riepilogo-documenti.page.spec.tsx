import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithApp } from '../../test-utils';
import { RiepilogoDocumentiPage } from './riepilogo-documenti.page';
import { giornoIso } from '@registro/web-ui';

function contatori(prodotto: number, inviatoFse: number) {
  const richieste: URL[] = [];
  globalThis.fetch = jest.fn(async (url: string) => {
    richieste.push(new URL(url, 'http://localhost'));
    return new Response(JSON.stringify({ data: { prodotto, inviatoFse } }), {
      status: 200,
    });
  }) as unknown as typeof fetch;
  return richieste;
}

describe('Riepilogo Documenti (/aslna1dashboard)', () => {
  it('counts today by default and shows both cards', async () => {
    const richieste = contatori(12, 5);
    renderWithApp(<RiepilogoDocumentiPage />);
    expect(
      await screen.findByRole('heading', { name: 'Riepilogo Documenti' }),
    ).toBeTruthy();
    expect(screen.getByLabelText('Data Refertazione Dal')).toBeTruthy();
    expect(screen.getByLabelText('Data Refertazione Al')).toBeTruthy();
    expect(await screen.findByText('12')).toBeTruthy();
    expect(screen.getByText('5')).toBeTruthy();
    expect(
      screen.getByRole('article', { name: 'PRODOTTO NEL RANGE' }),
    ).toBeTruthy();
    expect(screen.getByRole('article', { name: 'INVIATO FSE' })).toBeTruthy();
    const oggi = new Date();
    expect(richieste[0].pathname).toBe('/api/wincareold/contatori');
    expect(richieste[0].searchParams.get('dataDal')).toBe(giornoIso(oggi));
    expect(richieste[0].searchParams.get('dataAl')).toBe(giornoIso(oggi));
  });

  it('Cerca asks for the chosen days and Reset goes back to today', async () => {
    const richieste = contatori(1, 0);
    renderWithApp(<RiepilogoDocumentiPage />);
    await screen.findByText('1');
    const dal = screen.getByLabelText(
      'Data Refertazione Dal',
    ) as HTMLInputElement;
    const oggiTesto = dal.value;
    fireEvent.input(dal, { target: { value: '31/02/2020' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cerca' }));
    expect(screen.getByRole('alert').textContent).toBe('Data non valida: usare GG/MM/AAAA');
    expect(richieste.length).toBe(1);
    fireEvent.input(dal, { target: { value: '01-01-2020' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cerca' }));
    await waitFor(() => expect(richieste.length).toBe(2));
    expect(richieste[1].searchParams.get('dataDal')).toBe('2020-01-01');
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(richieste.length).toBe(3));
    expect(richieste[2].searchParams.get('dataDal')).toBe(giornoIso(new Date()));
    expect(dal.value).toBe(oggiTesto);
  });
});
