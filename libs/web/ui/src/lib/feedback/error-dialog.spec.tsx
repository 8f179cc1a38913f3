import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError, errorLines } from '../api/api-error';
import { FeedbackProvider, useFeedback, type Feedback } from './feedback-context';

function conFeedback() {
  let feedback!: Feedback;
  function Sonda() {
    feedback = useFeedback();
    return null;
  }
  render(
    <QueryClientProvider client={new QueryClient()}>
      <FeedbackProvider>
        <Sonda />
      </FeedbackProvider>
    </QueryClientProvider>,
  );
  return () => feedback;
}

describe('ATTENZIONE dialog', () => {
  it('splits messaggio on # and drops the trailing empty item', () => {
    expect(errorLines(new ApiError(400, 'Il campo Nome è obbligatorio#Il campo Cap è obbligatorio#'))).toEqual([
      'Il campo Nome è obbligatorio',
      'Il campo Cap è obbligatorio',
    ]);
  });

  it('keeps a single message without #', () => {
    expect(errorLines(new ApiError(401, 'Username o password non validi'))).toEqual(['Username o password non validi']);
  });

  it('falls back to "Codice Errore: {status}, non gestito" when there is no message', () => {
    expect(errorLines(new ApiError(502, undefined))).toEqual(['Codice Errore: 502, non gestito']);
  });

  it('shows every line under the title ATTENZIONE', async () => {
    const feedback = conFeedback();
    act(() => feedback().mostraErrore(new ApiError(409, 'Primo errore#Secondo errore#')));
    expect(await screen.findByText('ATTENZIONE')).toBeTruthy();
    expect(screen.getByText('Primo errore')).toBeTruthy();
    expect(screen.getByText('Secondo errore')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('shows the status fallback for an error without messaggio', async () => {
    const feedback = conFeedback();
    act(() => feedback().mostraErrore(new ApiError(500, undefined)));
    expect(await screen.findByText('Codice Errore: 500, non gestito')).toBeTruthy();
  });
});

describe('toasts', () => {
  it('a warning (the operation worked, mind this) is orange, not the red of a failure', async () => {
    const feedback = conFeedback();
    act(() => feedback().avvertenza('Fattura a persona fisica: non inviare allo SDI', 'IT001.xml'));
    const avvertenza = (await screen.findByText('Fattura a persona fisica: non inviare allo SDI')).closest('.p-toast-message') as HTMLElement;
    expect(avvertenza.className).toContain('p-toast-message-warn');
    expect(avvertenza.className).not.toContain('p-toast-message-error');

    act(() => feedback().avviso('Errore di connessione'));
    expect(((await screen.findByText('Errore di connessione')).closest('.p-toast-message') as HTMLElement).className).toContain('p-toast-message-error');
  });
});
