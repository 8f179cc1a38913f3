import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One answer of the scripted server: status, headers and a JSON body. */
export interface Risposta {
  status: number;
  headers?: Record<string, string>;
  corpo?: unknown;
}

/** A request as the server received it, with when (performance.now()). */
export interface RichiestaRicevuta {
  metodo: string;
  percorso: string;
  headers: IncomingHttpHeaders;
  corpo: string;
  istante: number;
}

export const sovraccarico = (secondi: number, status = 503): Risposta => ({
  status,
  headers: { 'Retry-After': String(secondi) },
  corpo: { messaggio: `Servizio momentaneamente sovraccarico: riprovare tra ${secondi} ${secondi === 1 ? 'secondo' : 'secondi'}` },
});

/**
 * A real HTTP server on 127.0.0.1 answering the script in order (the last answer repeats), and the
 * page's fetch pointed at it: the client's relative `/api/…` resolves against the server as a
 * browser resolves it against the page's origin. `chiudi()` restores fetch and closes the server.
 */
export async function avviaServer(copione: Risposta[]) {
  const ricevute: RichiestaRicevuta[] = [];
  const server: Server = createServer((req, res) => {
    let corpo = '';
    req.on('data', (parte: Buffer) => (corpo += parte.toString()));
    req.on('end', () => {
      ricevute.push({ metodo: req.method ?? '', percorso: req.url ?? '', headers: req.headers, corpo, istante: performance.now() });
      const risposta = copione[Math.min(ricevute.length, copione.length) - 1];
      res.writeHead(risposta.status, { 'Content-Type': 'application/json', ...risposta.headers });
      res.end(JSON.stringify(risposta.corpo ?? {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origine = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const fetchDellaPagina = globalThis.fetch;
  globalThis.fetch = (indirizzo, init) => fetchDellaPagina(new URL(String(indirizzo), origine), init);
  return {
    ricevute,
    chiudi: async () => {
      globalThis.fetch = fetchDellaPagina;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
