import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SilentSource {
  url: string;
  chiudi(): Promise<void>;
}

/**
 * An HTTP source that takes every request and never answers (until closed): pointed at by
 * CASEIFICIO_SOURCE_URL, it keeps a run of the ImportCaseificio task IN ESECUZIONE, so the
 * worker can be killed in the middle of it.
 */
export async function silentSource(): Promise<SilentSource> {
  const server = createServer(() => undefined);
  await new Promise<void>((ok, ko) => {
    server.once('error', ko);
    server.listen(0, '127.0.0.1', ok);
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/consegne`,
    chiudi: () =>
      new Promise((ok) => {
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}
