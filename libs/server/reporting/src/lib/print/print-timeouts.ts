function intero(value: string | undefined, predefinito: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : predefinito;
}

/** How long the api waits for a PDF (PDF_TIMEOUT_MS, default 30 s): queueing, retries and printing included. */
export function maxPdfWaitMs(env: NodeJS.ProcessEnv = process.env): number {
  return intero(env['PDF_TIMEOUT_MS'], 30_000);
}
