import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithApp } from '../../../test-utils';
import { NumeratoreEditPage } from './numeratore-edit.page';

function servi() {
  const chiamate: { metodo: string; percorso: string; corpo: unknown }[] = [];
  globalThis.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const metodo = init?.method ?? 'GET';
    chiamate.push({ metodo, percorso: new URL(url, 'http://localhost').pathname, corpo: init?.body ? JSON.parse(String(init.body)) : undefined });
    return new Response(JSON.stringify({ data: { id: 9, codice: 'RIC', descrizione: '', valore: 0, anno: 2027, codiceStruttura: '', note: '' } }), { status: 200 });
  }) as unknown as typeof fetch;
  return chiamate;
}

describe('Nuovo Numeratore (/numeratori/edit/-1)', () => {
  it('requires Codice and Anno before saving, then POSTs the record', async () => {
    const chiamate = servi();
    renderWithApp(<NumeratoreEditPage />, '/numeratori/edit/-1');
    expect(await screen.findByRole('heading', { name: 'Nuovo Numeratore' })).toBeTruthy();
    const anno = await screen.findByLabelText('Anno');
    fireEvent.change(anno, { target: { value: '' } });
    fireEvent.blur(anno);
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Il campo Codice è obbligatorio')).toBeTruthy();
    expect(screen.getByText('Il campo Anno è obbligatorio')).toBeTruthy();
    expect(chiamate.filter((c) => c.metodo === 'POST')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Codice'), { target: { value: 'RIC' } });
    fireEvent.change(anno, { target: { value: '2027' } });
    fireEvent.blur(anno);
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(chiamate.filter((c) => c.metodo === 'POST')).toHaveLength(1));
    const post = chiamate.find((c) => c.metodo === 'POST');
    expect(post?.percorso).toBe('/api/numeratori');
    expect(post?.corpo).toEqual({ id: -1, codice: 'RIC', descrizione: '', valore: 0, anno: 2027, codiceStruttura: '', note: '' });
  });
});
