import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import { Providers } from '@registro/web-ui';
import { TaskEditPage } from './task-edit.page';

const TASK = {
  1: {
    id: 1,
    versione: 2,
    stato: 'FERMO',
    nome: 'Scadenza Sessioni',
    tipoAvvio: 'Automatico',
    descrizione: 'Chiude le sessioni scadute',
    classeJava: 'ScadenzaSessioni',
    avvioData: '2026-12-01T08:30:00.000Z',
    ripetizioneMese: 0,
    ripetizioneGiorno: 1,
    ripetizioneOre: 2,
    ripetizioneMinuti: 30,
    dataOraUltimoStart: null,
    dataOraUltimoStop: null,
    dataOraProssimaEsecuzione: null,
  },
  2: {
    id: 2,
    versione: 1,
    stato: 'FERMO',
    nome: 'Pulizia Log',
    tipoAvvio: 'Manuale',
    descrizione: '',
    classeJava: 'PuliziaLog',
    avvioData: null,
    ripetizioneMese: 0,
    ripetizioneGiorno: 0,
    ripetizioneOre: 0,
    ripetizioneMinuti: 0,
    dataOraUltimoStart: null,
    dataOraUltimoStop: null,
    dataOraProssimaEsecuzione: null,
  },
} as const;

const CLASSI = [
  { nomeClasse: 'ScadenzaSessioni', descrizione: 'Scadenza delle sessioni' },
  { nomeClasse: 'PuliziaLog', descrizione: 'Pulizia dei log' },
];

function api() {
  globalThis.fetch = jest.fn(async (url: string) => {
    const percorso = new URL(url, 'http://localhost').pathname;
    const task = /^\/api\/gesantask\/(\d+)$/.exec(percorso);
    if (task) return new Response(JSON.stringify({ data: TASK[Number(task[1]) as 1 | 2] }), { status: 200 });
    if (percorso.includes('classi')) return new Response(JSON.stringify({ data: CLASSI }), { status: 200 });
    return new Response(JSON.stringify({ data: { list: [], recordsNumber: 0 } }), { status: 200 });
  }) as unknown as typeof fetch;
}

function apri(percorso: string) {
  const router = createMemoryRouter([{ path: '/taskmanager/edit/:id', element: <TaskEditPage /> }, { path: '*', element: null }], { initialEntries: [percorso] });
  render(
    <Providers queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

const valore = (etichetta: string) => (screen.getByLabelText(etichetta) as HTMLInputElement).value;
const ripetizione = (campo: string) => screen.getByTestId(`task-${campo}`).textContent;

describe('/taskmanager/edit/:id', () => {
  beforeEach(api);

  it("shows the loaded task's values as soon as it loads, without touching the form", async () => {
    apri('/taskmanager/edit/1');
    await waitFor(() => expect(valore('Nome')).toBe('Scadenza Sessioni'));
    expect(valore('Descrizione')).toBe('Chiude le sessioni scadute');
    expect(valore('Data Avvio')).toMatch(/^01\/12\/2026 \d\d:30$/);
    expect(screen.getByText('Automatico', { selector: '.p-dropdown-label' })).toBeTruthy();
    expect([ripetizione('ripetizioneGiorno'), ripetizione('ripetizioneOre'), ripetizione('ripetizioneMinuti')]).toEqual(['1', '2', '30']);
  });

  it("going from one task to another shows the second task's values, none of the first's; a new task starts empty", async () => {
    const router = apri('/taskmanager/edit/1');
    await waitFor(() => expect(valore('Nome')).toBe('Scadenza Sessioni'));

    await act(() => router.navigate('/taskmanager/edit/2'));
    await waitFor(() => expect(valore('Nome')).toBe('Pulizia Log'));
    expect(valore('Descrizione')).toBe('');
    expect(valore('Data Avvio')).toBe('');
    expect(screen.getByText('Manuale', { selector: '.p-dropdown-label' })).toBeTruthy();
    expect([ripetizione('ripetizioneGiorno'), ripetizione('ripetizioneOre'), ripetizione('ripetizioneMinuti')]).toEqual(['0', '0', '0']);

    await act(() => router.navigate('/taskmanager/edit/-1'));
    await waitFor(() => expect(valore('Nome')).toBe(''));
    expect(screen.getByText('Nuovo Task')).toBeTruthy();
  });
});
