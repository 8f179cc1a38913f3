import { fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { FeedbackProvider } from '../feedback/feedback-context';
import { LineEditor, type LineEditorProps } from './line-editor';

interface Riga {
  descrizione: string;
  importo: number;
}

const RIGHE: Riga[] = [
  { descrizione: 'Visita', importo: 100 },
  { descrizione: 'Visita', importo: 100 },
  { descrizione: '', importo: 0 },
];

function editor(props: Partial<LineEditorProps<Riga>> = {}) {
  return (
    <LineEditor<Riga>
      lines={RIGHE}
      ariaLabel="Righe"
      emptyMessage="Nessuna riga"
      isEntry={(r) => !r.descrizione}
      columns={[
        { header: 'Descrizione', field: 'descrizione' },
        { header: 'Importo', body: (r, i) => `${i + 1}: ${r.importo}` },
      ]}
      {...props}
    />
  );
}

describe('LineEditor', () => {
  it('shows the columns the caller defines, read-only without actions', () => {
    render(editor({ impilaSuTelefono: false }));
    const tabella = screen.getByRole('table', { name: 'Righe' });
    expect(
      within(tabella)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Descrizione', 'Importo']);
    expect(
      within(tabella)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['DescrizioneImporto', 'Visita1: 100', 'Visita2: 100', '3: 0']);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('gives the entry line the add button and every other line edit and remove, by position', () => {
    const fatto: string[] = [];
    render(
      editor({
        actions: {
          add: { label: 'Aggiungi riga', onClick: () => fatto.push('aggiungi') },
          edit: { label: 'Modifica riga', onClick: (i) => fatto.push(`modifica ${i}`) },
          remove: { label: 'Elimina riga', onClick: (i) => fatto.push(`elimina ${i}`) },
        },
      }),
    );
    expect(screen.getAllByRole('button', { name: 'Modifica riga' })).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'Elimina riga' })).toHaveLength(2);
    fireEvent.click(screen.getAllByRole('button', { name: 'Modifica riga' })[1]);
    fireEvent.click(screen.getAllByRole('button', { name: 'Elimina riga' })[0]);
    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi riga' }));
    expect(fatto).toEqual(['modifica 1', 'elimina 0', 'aggiungi']);
  });

  it('removes after the question is answered Sì, when the caller asks for it', async () => {
    const eliminate: number[] = [];
    render(
      <QueryClientProvider client={new QueryClient()}>
        <FeedbackProvider>
          {editor({
            actions: {
              add: { label: 'Aggiungi riga', onClick: () => undefined },
              remove: { label: 'Elimina', confirm: 'Sicuro di voler procedere alla cancellazione?', onClick: (i) => eliminate.push(i) },
            },
          })}
        </FeedbackProvider>
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getAllByRole('button', { name: 'Elimina' })[1]);
    expect(await screen.findByText('Sicuro di voler procedere alla cancellazione?')).toBeTruthy();
    expect(eliminate).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Sì' }));
    expect(eliminate).toEqual([1]);
  });

  it('names each cell by its column for a phone’s cards, unless asked to keep the table', () => {
    const { unmount } = render(editor());
    const nomi = (riga: HTMLElement) => [...riga.querySelectorAll('.p-column-title')].map((t) => t.textContent);
    expect(nomi(screen.getAllByRole('row')[1])).toEqual(['Descrizione', 'Importo']);
    unmount();
    render(editor({ impilaSuTelefono: false }));
    expect(nomi(screen.getAllByRole('row')[1])).toEqual([]);
  });

  it('says so when there are no lines', () => {
    render(editor({ lines: [] }));
    expect(screen.getByText('Nessuna riga')).toBeTruthy();
  });
});
