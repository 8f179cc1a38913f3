import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PrimeReactProvider } from 'primereact/api';
import { ApiError } from '../api/api-error';
import { FeedbackProvider } from '../feedback/feedback-context';

/**
 * A 4xx will not change by asking again; an overload (503/429 with Retry-After) the client already
 * waited out and asked again is not asked again here.
 */
const definitivo = (errore: unknown): boolean =>
  errore instanceof ApiError && ((errore.status >= 400 && errore.status < 500) || errore.riprovaTraSecondi !== undefined);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (tentativi, errore) => !definitivo(errore) && tentativi < 2,
        refetchOnWindowFocus: false,
      },
    },
  });
}

/**
 * PrimeReact's context locale (its empty-table, calendar and paginator texts) follows the app's
 * language: the provider reads `locale` once, so a change of language remounts it.
 */
export function Providers({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  const { i18n } = useTranslation();
  const lingua = i18n.language === 'it' ? 'it' : 'en';
  return (
    <PrimeReactProvider key={lingua} value={{ ripple: true, locale: lingua }}>
      <QueryClientProvider client={queryClient}>
        <FeedbackProvider>{children}</FeedbackProvider>
      </QueryClientProvider>
    </PrimeReactProvider>
  );
}
