import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { authenticatedRoutes } from './router';

describe('NotFound', () => {
  it('shows "404 Page NotFound" for an unknown path under the layout', async () => {
    const router = createMemoryRouter([{ path: '/', element: <Outlet />, children: authenticatedRoutes }], {
      initialEntries: ['/pagina/che/non/esiste'],
    });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('404 Page NotFound')).toBeTruthy();
  });
});
