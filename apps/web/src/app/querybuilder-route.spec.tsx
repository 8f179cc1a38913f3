import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { authenticatedRoutes } from './router';

describe('/querybuilder (spec 2 §2.7: a static placeholder)', () => {
  it('shows its title and the placeholder, not the not-found page', async () => {
    const router = createMemoryRouter([{ path: '/', element: <Outlet />, children: authenticatedRoutes }], {
      initialEntries: ['/querybuilder'],
    });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Query Builder' })).toBeTruthy();
    expect(screen.getByText('Il Query Builder non è ancora disponibile.')).toBeTruthy();
    expect(screen.queryByText('404 Page NotFound')).toBeNull();
  });
});
