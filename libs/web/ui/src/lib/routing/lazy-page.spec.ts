import { ChunkLoadError, lazyPage, loadChunk } from './lazy-page';

describe('lazy pages (spec 3 §8-§9)', () => {
  afterEach(() => jest.useRealTimers());

  it('gives the module when it arrives in time', async () => {
    const Pagina = () => null;
    const lazy = lazyPage(() => Promise.resolve({ Pagina }), (m) => m.Pagina);
    await expect((lazy as () => Promise<unknown>)()).resolves.toEqual({ Component: Pagina });
  });

  it('is a ChunkLoadError with an Italian message after 120 s without an answer', async () => {
    jest.useFakeTimers();
    const attesa = loadChunk(() => new Promise<never>(() => undefined));
    jest.advanceTimersByTime(119_999);
    const esito = attesa.catch((e: unknown) => e);
    jest.advanceTimersByTime(1);
    const errore = await esito;
    expect(errore).toBeInstanceOf(ChunkLoadError);
    expect((errore as Error).name).toBe('ChunkLoadError');
    expect((errore as Error).message).toBe('Impossibile caricare la pagina (ChunkLoadError): ricaricare la pagina e riprovare.');
  });

  it('turns a failed import into a ChunkLoadError', async () => {
    await expect(loadChunk(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')))).rejects.toBeInstanceOf(ChunkLoadError);
  });
});
