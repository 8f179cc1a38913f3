import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import { Providers } from '@registro/web-ui';

/** Renders an element inside the app's providers and a memory router. */
export function renderWithApp(elemento: ReactElement, percorso = '/') {
  const router = createMemoryRouter([{ path: '*', element: elemento }], { initialEntries: [percorso] });
  return render(
    <Providers queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </Providers>,
  );
}
