import { ApiError } from '@registro/web-ui';
import { importaFattureRicevute } from './fatture-ricevute-api';

const rifiutato = { file: 'IT01234567890_FPR03.xml.p7m', messaggio: 'Fattura già importata', idEsistente: 7 };

function server(status: number, corpo: unknown) {
  const richieste: { url: URL; body: FormData }[] = [];
  globalThis.fetch = jest.fn(async (indirizzo: string, init: RequestInit) => {
    richieste.push({ url: new URL(indirizzo, 'http://localhost'), body: init.body as FormData });
    return new Response(JSON.stringify(corpo), { status });
  }) as unknown as typeof fetch;
  return richieste;
}

describe('POST fatturericevute/importa', () => {
  it('sends every file in the field "file" and answers the outcome', async () => {
    const richieste = server(200, { messaggio: '1 fattura importata', data: { creati: [], rifiutati: [rifiutato] } });
    const esito = await importaFattureRicevute([new File(['a'], 'uno.xml'), new File(['b'], 'due.zip')]);
    expect(richieste[0].url.pathname).toBe('/api/fatturericevute/importa');
    expect(richieste[0].body.getAll('file').map((f) => (f as File).name)).toEqual(['uno.xml', 'due.zip']);
    expect(esito.rifiutati).toEqual([rifiutato]);
  });

  it('every file refused (422): still the outcome, file by file, with the duplicate to open', async () => {
    server(422, { messaggio: 'IT01234567890_FPR03.xml.p7m: Fattura già importata#', data: { creati: [], rifiutati: [rifiutato] } });
    await expect(importaFattureRicevute([new File(['a'], 'IT01234567890_FPR03.xml.p7m')])).resolves.toEqual({ creati: [], rifiutati: [rifiutato] });
  });

  it('a refusal without an outcome (403, 413) is an error for ATTENZIONE', async () => {
    server(413, { messaggio: 'Il file supera la dimensione massima di 10 MB' });
    await expect(importaFattureRicevute([new File(['a'], 'grande.zip')])).rejects.toEqual(expect.any(ApiError));
  });
});
