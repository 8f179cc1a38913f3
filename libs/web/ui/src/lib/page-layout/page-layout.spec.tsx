import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { PageLayout } from './page-layout';

describe('PageLayout toolbar', () => {
  it('shows only the buttons the page asks for, with Italian labels', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <PageLayout titolo="Dettaglio Gruppo" onBack={() => undefined} onSave={() => undefined} storico={{ sezione: 'gruppi', idRisorsa: 1 }}>
          contenuto
        </PageLayout>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Dettaglio Gruppo' })).toBeTruthy();
    const etichette = screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'));
    expect(etichette).toEqual(['Indietro', 'Salva', 'Storico Modifiche']);
  });
});
