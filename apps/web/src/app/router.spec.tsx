import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { authenticatedRoutes } from './router';

describe('NotFound', () => {
  it('says "Pagina non trovata" for an unknown path under the layout, with the way back to Home', async () => {
    const router = createMemoryRouter([{ path: '/', element: <Outlet />, children: authenticatedRoutes }], {
      initialEntries: ['/pagina/che/non/esiste'],
    });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Pagina non trovata' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Torna alla Home' })).toBeTruthy();
  });
});
