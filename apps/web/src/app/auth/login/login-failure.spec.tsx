import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import { Providers } from '@registro/web-ui';
import { LoginPage } from './login-page';

describe('a refused sign-in (spec 1 §8)', () => {
  afterEach(() => jest.restoreAllMocks());

  it("shows the server's message in the modal titled ATTENZIONE!", async () => {
    jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/token') return new Response(JSON.stringify({ messaggio: 'Username o password errati' }), { status: 401 });
      return new Response(JSON.stringify({}), { status: 404 });
    });
    const router = createMemoryRouter([{ path: '/login', element: <LoginPage lasciaApp={jest.fn()} /> }], { initialEntries: ['/login'] });
    render(
      <Providers queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </Providers>,
    );
    fireEvent.change(await screen.findByLabelText('Username'), { target: { value: 'mrossi' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'sbagliata' } });
    fireEvent.click(screen.getByRole('button', { name: 'Accedi' }));
    const dialogo = await screen.findByTestId('dialog-errore');
    expect(within(dialogo).getByText('ATTENZIONE!')).toBeTruthy();
    expect(within(dialogo).getByText('Username o password errati')).toBeTruthy();
  });
});
