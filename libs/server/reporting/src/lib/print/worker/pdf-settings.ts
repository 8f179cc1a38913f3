import { cpus } from 'node:os';

function intero(value: string | undefined, predefinito: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : predefinito;
}

/** The worker's PDF settings, from the environment. */
export interface PdfSettings {
  /** CHROMIUM_PATH (default /usr/bin/chromium) */
  chromium: string;
  /** PDF_CONCURRENCY: warm pages = jobs printed at once (default: the cores, at least 2) */
  concorrenza: number;
  /** PDF_RENDER_TIMEOUT_MS: one page load + print (default 10 s); past it the page is replaced */
  timeoutPaginaMs: number;
  /** PDF_PAGE_REUSE: prints per page before it is replaced by a fresh one (default 200) */
  usiPerPagina: number;
  /** PDF_LOCK_MS: a worker silent this long is declared dead and its prints go to another (default 10 s) */
  lockMs: number;
  /** PDF_CHROMIUM_ARGS: extra Chromium switches, blank-separated */
  argomentiChromium: string[];
}

export function pdfSettings(env: NodeJS.ProcessEnv = process.env): PdfSettings {
  return {
    chromium: env['CHROMIUM_PATH'] || '/usr/bin/chromium',
    concorrenza: intero(env['PDF_CONCURRENCY'], Math.max(2, cpus().length)),
    timeoutPaginaMs: intero(env['PDF_RENDER_TIMEOUT_MS'], 10_000),
    usiPerPagina: intero(env['PDF_PAGE_REUSE'], 200),
    lockMs: intero(env['PDF_LOCK_MS'], 10_000),
    argomentiChromium: (env['PDF_CHROMIUM_ARGS'] ?? '').split(/\s+/).filter(Boolean),
  };
}
