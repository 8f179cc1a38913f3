import puppeteer, { type Browser, type CDPSession, type HTTPRequest, type Page } from 'puppeteer-core';

export interface ChromiumPoolOptions {
  chromium: string;
  /** warm pages kept open = prints at once */
  dimensione: number;
  /** one load + print; past it the page is replaced (and Chromium too when it no longer answers) */
  timeoutMs: number;
  /** prints per page before it is closed and a fresh one opened */
  usiPerPagina: number;
  /** extra Chromium switches */
  argomenti?: string[];
  /** messages about restarts */
  avviso?: (text: string) => void;
}

/** Chromium failed or did not answer: the print may succeed again on a fresh page (the job is retried). */
export class ChromiumError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ChromiumError';
  }
}

/** A load or print that did not finish in time (a hung page). */
class ChromiumTimeout extends ChromiumError {}

interface Pagina {
  page: Page;
  cdp: CDPSession;
  generazione: number;
  usi: number;
}

const ARGOMENTI = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-background-timer-throttling',
  '--disable-renderer-backgrounding',
  '--disable-backgrounding-occluded-windows',
  '--disable-component-update',
  '--disable-default-apps',
  '--disable-extensions',
  '--disable-sync',
  '--no-first-run',
  '--mute-audio',
  '--font-render-hinting=none',
];

function entro<T>(promessa: Promise<T>, ms: number, cosa: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const scadenza = new Promise<never>((_, ko) => {
    timer = setTimeout(() => ko(new ChromiumTimeout(`Chromium non ha risposto entro ${ms} ms (${cosa})`)), ms);
  });
  return Promise.race([promessa, scadenza]).finally(() => clearTimeout(timer));
}

/** Only data: URLs load; any other request (http, file, ...) is refused. */
function dataOnly(request: HTTPRequest): void {
  if (request.url().startsWith('data:')) void request.continue().catch(() => undefined);
  else void request.abort('blockedbyclient').catch(() => undefined);
}

/**
 * One Chromium (puppeteer-core) with up to `dimensione` warm pages, each configured once (no
 * JavaScript, only data: URLs) and reused: a print is setContent + Page.printToPDF on a page that
 * is already open. A page that fails or exceeds the timeout is thrown away; when Chromium died
 * (crash, kill) or no longer answers, the whole process is killed and a new one started. The
 * failing print throws ChromiumError, so the caller can try again.
 */
export class ChromiumPool {
  private browser?: Promise<Browser>;
  private generazione = 0;
  private readonly libere: Pagina[] = [];
  private readonly inCoda: (() => void)[] = [];
  private inUso = 0;
  private chiuso = false;
  /** restarts of Chromium, for the logs and the tests */
  riavvii = 0;
  /** prints in a row that timed out: from the second one Chromium itself is replaced */
  private scadutiDiFila = 0;

  constructor(private readonly opzioni: ChromiumPoolOptions) {}

  /** Starts Chromium and opens the pages (otherwise done at the first print). */
  async start(): Promise<void> {
    const aperte = await Promise.allSettled(Array.from({ length: this.opzioni.dimensione }, () => this.newPage()));
    for (const aperta of aperte) if (aperta.status === 'fulfilled') this.restituisci(aperta.value);
    const fallita = aperte.find((a) => a.status === 'rejected');
    if (fallita) throw (fallita as PromiseRejectedResult).reason;
  }

  /** The PDF of an HTML document (from renderHtml), base64. */
  async print(html: string): Promise<string> {
    await this.permesso();
    let pagina: Pagina | undefined;
    try {
      // a Chromium being (re)started is waited for, up to puppeteer's launch timeout: a slow start
      // on a loaded machine is not a hung page, and counting it as one killed the new Chromium
      // again (scadutiDiFila) until the job ran out of attempts
      await this.browserAttivo();
      const presa = this.take();
      // a page that opens after the timeout is not lost: it goes back to the pool
      presa.catch(() => undefined);
      pagina = await entro(presa, this.opzioni.timeoutMs, 'apertura della pagina').catch((e: unknown) => {
        void presa.then((tardiva) => this.restituisci(tardiva), () => undefined);
        throw e;
      });
      const pdf = await entro(this.printOn(pagina, html), this.opzioni.timeoutMs, 'stampa');
      this.scadutiDiFila = 0;
      this.restituisci(pagina);
      return pdf;
    } catch (e) {
      const errore = e instanceof ChromiumError ? e : new ChromiumError(`Chromium: ${(e as Error).message}`);
      if (pagina) this.scarta(pagina);
      if (e instanceof ChromiumTimeout) this.scadutiDiFila++;
      await this.check(pagina?.generazione ?? this.generazione, this.scadutiDiFila >= 2);
      throw errore;
    } finally {
      this.rilascia();
    }
  }

  /** The running Chromium (started if needed): the benchmark prints its plain baseline on it. */
  browserCorrente(): Promise<Browser> {
    return this.browserAttivo();
  }

  /** The pid of the Chromium process (tests kill it to prove a crash is survived). */
  async pid(): Promise<number | undefined> {
    return (await this.browser)?.process()?.pid;
  }

  async close(): Promise<void> {
    this.chiuso = true;
    const browser = this.browser;
    this.browser = undefined;
    this.libere.length = 0;
    const b = await browser?.catch(() => undefined);
    if (!b) return;
    await entro(b.close(), 5000, 'chiusura').catch(() => this.uccidi(b));
  }

  private async printOn(pagina: Pagina, html: string): Promise<string> {
    await pagina.page.setContent(html, { waitUntil: 'load', timeout: this.opzioni.timeoutMs });
    // straight to the protocol: the PDF comes back base64 in one message (page.pdf() streams it
    // in chunks and waits for web fonts, which the document cannot load anyway). Untagged, like
    // JasperReports' own PDFs: the accessibility structure roughly doubles the print time and
    // makes the file about 3.5 times bigger (bench:pdf, profilo.ts).
    const { data } = await pagina.cdp.send('Page.printToPDF', {
      generateTaggedPDF: false,
      generateDocumentOutline: false,
      printBackground: true,
      preferCSSPageSize: true,
      marginTop: 0,
      marginBottom: 0,
      marginLeft: 0,
      marginRight: 0,
      transferMode: 'ReturnAsBase64',
    });
    pagina.usi++;
    return data;
  }

  private async take(): Promise<Pagina> {
    while (this.libere.length) {
      const pagina = this.libere.pop() as Pagina;
      if (pagina.generazione === this.generazione && !pagina.page.isClosed()) return pagina;
      void pagina.page.close().catch(() => undefined);
    }
    return this.newPage();
  }

  private restituisci(page: Pagina): void {
    if (this.chiuso || page.generazione !== this.generazione) return this.scarta(page);
    if (page.usi >= this.opzioni.usiPerPagina) {
      this.scarta(page);
      void this.newPage()
        .then((nuova) => (this.chiuso ? this.scarta(nuova) : this.libere.push(nuova)))
        .catch(() => undefined);
      return;
    }
    this.libere.push(page);
  }

  private scarta(pagina: Pagina): void {
    void entro(pagina.page.close(), 2000, 'chiusura della pagina').catch(() => undefined);
  }

  private async newPage(): Promise<Pagina> {
    const generazione = this.generazione;
    const browser = await this.browserAttivo();
    if (this.chiuso) throw new ChromiumError('Servizio di stampa in chiusura');
    const page = await browser.newPage();
    await page.setJavaScriptEnabled(false);
    await page.setRequestInterception(true);
    page.on('request', dataOnly);
    const cdp = await page.createCDPSession();
    return { page, cdp, generazione, usi: 0 };
  }

  private browserAttivo(): Promise<Browser> {
    if (this.chiuso) return Promise.reject(new ChromiumError('Servizio di stampa in chiusura'));
    if (!this.browser) {
      const generazione = this.generazione;
      const avvio = puppeteer
        .launch({
          executablePath: this.opzioni.chromium,
          headless: true,
          args: [...ARGOMENTI, ...(this.opzioni.argomenti ?? [])],
          // through a pipe: Chromium exits by itself when the worker dies
          pipe: true,
          // graceful shutdown is ours (PdfProcessor closes the pool)
          handleSIGINT: false,
          handleSIGTERM: false,
          handleSIGHUP: false,
          protocolTimeout: Math.max(this.opzioni.timeoutMs * 2, 10_000),
        })
        .then((browser) => {
          // a Chromium killed in the middle of a message resets the pipe: not an error of ours
          for (const flusso of browser.process()?.stdio ?? []) flusso?.on('error', () => undefined);
          browser.on('disconnected', () => {
            if (this.chiuso || this.generazione !== generazione) return;
            this.opzioni.avviso?.('Chromium si è chiuso: verrà riavviato alla prossima stampa');
            this.newGeneration();
          });
          return browser;
        });
      this.browser = avvio;
      avvio.catch(() => {
        if (this.browser === avvio) this.browser = undefined;
      });
    }
    return this.browser.catch((e: Error) => {
      throw new ChromiumError(`Chromium non avviato (${this.opzioni.chromium}): ${e.message}`);
    });
  }

  /**
   * After a failed print: is Chromium still answering? If not (or `sostituisci`: pages keep
   * hanging), kill it; the next print starts a new one.
   */
  private async check(generazione: number, sostituisci: boolean): Promise<void> {
    if (generazione !== this.generazione || !this.browser) return;
    const browser = await this.browser.catch(() => undefined);
    const vivo = !sostituisci && browser?.connected && (await entro(browser.version(), 2000, 'controllo').then(() => true, () => false));
    if (vivo || generazione !== this.generazione) return;
    this.scadutiDiFila = 0;
    this.opzioni.avviso?.(sostituisci ? 'Pagine di Chromium bloccate: Chromium viene terminato e riavviato' : 'Chromium non risponde: viene terminato e riavviato');
    this.newGeneration();
    if (browser) this.uccidi(browser);
  }

  private newGeneration(): void {
    this.generazione++;
    this.riavvii++;
    this.browser = undefined;
    for (const pagina of this.libere.splice(0)) void pagina.page.close().catch(() => undefined);
  }

  /** SIGKILL to Chromium's process group (puppeteer starts it detached): renderers and helpers too. */
  private uccidi(browser: Browser): void {
    const pid = browser.process()?.pid;
    if (!pid) return;
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    void browser.disconnect().catch(() => undefined);
  }

  private permesso(): Promise<void> {
    if (this.inUso < this.opzioni.dimensione) {
      this.inUso++;
      return Promise.resolve();
    }
    return new Promise((ok) => this.inCoda.push(ok));
  }

  private rilascia(): void {
    const prossimo = this.inCoda.shift();
    if (prossimo) prossimo();
    else this.inUso--;
  }
}
