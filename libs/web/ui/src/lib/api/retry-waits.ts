import { useSyncExternalStore } from 'react';

type Ascoltatore = () => void;

let inAttesa = 0;
const ascoltatori = new Set<Ascoltatore>();

function cambia(delta: number): void {
  inAttesa += delta;
  ascoltatori.forEach((ascolta) => ascolta());
}

/** Runs `attesa` counted among the requests waiting to be sent again (the server asked to retry later). */
export async function contaAttesa<T>(attesa: Promise<T>): Promise<T> {
  cambia(1);
  try {
    return await attesa;
  } finally {
    cambia(-1);
  }
}

function iscrivi(ascolta: Ascoltatore): () => void {
  ascoltatori.add(ascolta);
  return () => ascoltatori.delete(ascolta);
}

/** How many requests are waiting now for the server's Retry-After before being sent again. */
export function useRichiesteInAttesa(): number {
  return useSyncExternalStore(iscrivi, () => inAttesa);
}
