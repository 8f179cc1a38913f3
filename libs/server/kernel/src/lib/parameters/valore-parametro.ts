import type { OrigineParametro } from '@registro/contracts';
import type { ParametroNoto } from './parametri-noti';

/** A parameter's value now and where it comes from. */
export interface ValoreParametro {
  /** the stored JSON parsed; an environment override is the raw string */
  valore: unknown;
  origine: OrigineParametro;
}

/** Stored text is checked as JSON on save; anything older that is not JSON is kept as text. */
export function parseStoredParametro(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * The precedence of a parameter's value: for a known parameter its environment variable when set
 * and not empty, else the stored value, else its default (`null` for an unknown parameter never stored).
 */
export function resolveParametro(
  nome: string,
  noto: ParametroNoto | undefined,
  env: Readonly<Record<string, string | undefined>>,
  memorizzati: ReadonlyMap<string, unknown>,
): ValoreParametro {
  const ambiente = noto?.variabileAmbiente ? env[noto.variabileAmbiente] : undefined;
  if (ambiente !== undefined && ambiente.trim() !== '') return { valore: ambiente, origine: 'ambiente' };
  if (memorizzati.has(nome)) return { valore: memorizzati.get(nome), origine: 'parametro' };
  return { valore: noto?.predefinito ?? null, origine: 'predefinito' };
}
