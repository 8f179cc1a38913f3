/** Where a JSON text stops being valid: 0-based offset, 1-based line and column. */
export interface ErroreJson {
  posizione: number;
  riga: number;
  colonna: number;
  /** "JSON non valido alla riga 2, colonna 5: ..." */
  messaggio: string;
}

export type EsitoJson = { valido: true; valore: unknown } | ({ valido: false } & ErroreJson);

/** 1-based line and column of an offset. */
export function rigaColonna(testo: string, posizione: number): { riga: number; colonna: number } {
  const prima = testo.slice(0, Math.max(0, Math.min(posizione, testo.length))).split('\n');
  return { riga: prima.length, colonna: prima[prima.length - 1].length + 1 };
}

/**
 * The offset an engine's JSON.parse message names: "at position N" (V8), "(line X column Y)"
 * (newer V8), "at line X column Y" (SpiderMonkey); null when the message names none.
 */
export function posizioneDaMessaggio(testo: string, messaggio: string): number | null {
  const rc = /line (\d+) column (\d+)/i.exec(messaggio);
  if (rc) {
    const righe = testo.split('\n');
    const riga = Math.min(Number(rc[1]), righe.length);
    let offset = 0;
    for (let i = 0; i < riga - 1; i++) offset += righe[i].length + 1;
    return Math.min(offset + Number(rc[2]) - 1, testo.length);
  }
  const p = /at position (\d+)/i.exec(messaggio);
  return p ? Math.min(Number(p[1]), testo.length) : null;
}

/** The offset of the first character that breaks the JSON grammar (own scanner: engines differ). */
export function posizioneErroreJson(testo: string): number {
  let i = 0;
  const spazi = () => {
    while (i < testo.length && ' \t\n\r'.includes(testo[i])) i++;
  };
  const fallisci = (): never => {
    throw i;
  };
  const letterale = (parola: string) => {
    for (const c of parola) {
      if (testo[i] !== c) fallisci();
      i++;
    }
  };
  const stringa = () => {
    i++; // opening quote
    while (i < testo.length && testo[i] !== '"') {
      const c = testo.charCodeAt(i);
      if (c < 0x20) fallisci();
      if (testo[i] === '\\') {
        i++;
        if (testo[i] === 'u') {
          for (let k = 1; k <= 4; k++) if (!/[0-9a-fA-F]/.test(testo[i + k] ?? '')) { i += k; fallisci(); }
          i += 4;
        } else if (!'"\\/bfnrt'.includes(testo[i] ?? 'x')) fallisci();
      }
      i++;
    }
    if (i >= testo.length) fallisci();
    i++;
  };
  const numero = () => {
    const m = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(testo.slice(i));
    if (!m || !m[0] || m[0] === '-') fallisci();
    else i += m[0].length;
  };
  const valore = (profondita: number): void => {
    if (profondita > 500) fallisci();
    spazi();
    const c = testo[i];
    if (c === '{') {
      i++;
      spazi();
      if (testo[i] === '}') return void i++;
      for (;;) {
        spazi();
        if (testo[i] !== '"') fallisci();
        stringa();
        spazi();
        if (testo[i] !== ':') fallisci();
        i++;
        valore(profondita + 1);
        spazi();
        if (testo[i] === ',') { i++; continue; }
        if (testo[i] === '}') return void i++;
        fallisci();
      }
    } else if (c === '[') {
      i++;
      spazi();
      if (testo[i] === ']') return void i++;
      for (;;) {
        valore(profondita + 1);
        spazi();
        if (testo[i] === ',') { i++; continue; }
        if (testo[i] === ']') return void i++;
        fallisci();
      }
    } else if (c === '"') stringa();
    else if (c === 't') letterale('true');
    else if (c === 'f') letterale('false');
    else if (c === 'n') letterale('null');
    else numero();
  };
  try {
    valore(0);
    spazi();
    return i < testo.length ? i : testo.length;
  } catch (posizione) {
    return Math.min(posizione as number, testo.length);
  }
}

/**
 * Checks a parameter's JSON text (spec 2 §2.6, §5): the parsed value, or where and why it is
 * invalid, in Italian, with the position the editor moves the cursor to.
 */
export function verificaJson(testo: string): EsitoJson {
  try {
    return { valido: true, valore: JSON.parse(testo) };
  } catch (e) {
    const messaggioMotore = e instanceof Error ? e.message : String(e);
    const posizione = posizioneDaMessaggio(testo, messaggioMotore) ?? posizioneErroreJson(testo);
    const { riga, colonna } = rigaColonna(testo, posizione);
    const messaggio = testo.trim()
      ? `JSON non valido alla riga ${riga}, colonna ${colonna}`
      : 'Il parametro deve contenere un JSON valido';
    return { valido: false, posizione, riga, colonna, messaggio };
  }
}
