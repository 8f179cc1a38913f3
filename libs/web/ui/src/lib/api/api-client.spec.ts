import { ApiError } from './api-error';
import { api } from './api-client';
import { session } from './session';

interface Chiamata {
  url: URL;
  init: RequestInit;
}

function server(risposta: () => { status: number; corpo: unknown }) {
  const chiamate: Chiamata[] = [];
  globalThis.fetch = jest.fn(async (indirizzo: string, init: RequestInit) => {
    chiamate.push({ url: new URL(indirizzo, 'http://localhost'), init });
    const { status, corpo } = risposta();
    return { ok: status < 400, status, url: indirizzo, text: async () => JSON.stringify(corpo) };
  }) as unknown as typeof fetch;
  return chiamate;
}

describe('api.upload (multipart/form-data through the shared client)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it('sends the FormData as it is with the bearer token and the language, and answers the envelope', async () => {
    session.impostaToken('tok-1');
    session.impostaLingua('en');
    const chiamate = server(() => ({ status: 200, corpo: { data: { id: 4 }, messaggio: 'Modulo caricato' } }));
    const corpo = new FormData();
    corpo.append('file', new Blob(['jar']), 'modulo.jar');

    const risposta = await api.upload<{ id: number }>('PUT', '/application/4/upload', corpo);

    expect(risposta).toEqual({ data: { id: 4 }, messaggio: 'Modulo caricato' });
    const [{ url, init }] = chiamate;
    expect(init.method).toBe('PUT');
    expect(url.pathname).toBe('/api/application/4/upload');
    expect(url.searchParams.get('language')).toBe('en');
    expect(init.body).toBe(corpo);
    const headers = init.headers as Record<string, string>;
    expect(headers['Authorization']).toBe('Bearer tok-1');
    // the browser writes multipart/form-data with its boundary
    expect(headers['Content-Type']).toBeUndefined();
  });

  it("a refusal is an ApiError with the server's messaggio", async () => {
    server(() => ({ status: 400, corpo: { messaggio: 'Il file deve essere un .jar#' } }));
    const errore = await api.upload('POST', '/application/upload', new FormData()).catch((e: unknown) => e);
    expect(errore).toBeInstanceOf(ApiError);
    expect(errore).toMatchObject({ status: 400, messaggio: 'Il file deve essere un .jar#' });
  });

  it('no answer (network down) is ApiError 0 in the user language', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    const errore = await api.upload('POST', '/application/upload', new FormData()).catch((e: unknown) => e);
    expect(errore).toMatchObject({ status: 0 });
    expect((errore as ApiError).messaggio).not.toBe('Failed to fetch');
  });
});
