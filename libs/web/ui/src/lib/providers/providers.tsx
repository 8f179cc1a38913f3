import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { PrimeReactProvider } from 'primereact/api';
import { ApiError } from '../api/api-error';
import { FeedbackProvider } from '../feedback/feedback-context';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // a 4xx will not change by asking again
        retry: (tentativi, errore) => !(errore instanceof ApiError && errore.status >= 400 && errore.status < 500) && tentativi < 2,
        refetchOnWindowFocus: false,
      },
    },
  });
}

export function Providers({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  return (
    <PrimeReactProvider value={{ ripple: true }}>
      <QueryClientProvider client={queryClient}>
        <FeedbackProvider>{children}</FeedbackProvider>
      </QueryClientProvider>
    </PrimeReactProvider>
  );
}
