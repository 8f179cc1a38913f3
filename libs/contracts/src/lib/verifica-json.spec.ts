import { posizioneDaMessaggio, posizioneErroreJson, rigaColonna, verificaJson } from './verifica-json';

describe('verificaJson', () => {
  it('accepts valid JSON and gives the parsed value', () => {
    expect(verificaJson('{"a": [1, 2, {"b": null}]}')).toEqual({ valido: true, valore: { a: [1, 2, { b: null }] } });
    expect(verificaJson(' 90 ')).toEqual({ valido: true, valore: 90 });
  });

  it('names line and column of a missing comma on the second line', () => {
    const testo = '{\n  "a": 1\n  "b": 2\n}';
    const esito = verificaJson(testo);
    expect(esito).toMatchObject({ valido: false, riga: 3, colonna: 3, messaggio: 'JSON non valido alla riga 3, colonna 3' });
    if (!esito.valido) expect(testo[esito.posizione]).toBe('"');
  });

  it('points at the offending character when the engine message names no position', () => {
    // Node 20: Unexpected token '}', "{"a":}" is not valid JSON
    expect(verificaJson('{"a":}')).toMatchObject({ valido: false, posizione: 5, riga: 1, colonna: 6 });
    expect(verificaJson('{"a": tru}')).toMatchObject({ valido: false, posizione: 9 });
    expect(verificaJson('[1, 2')).toMatchObject({ valido: false, posizione: 5 });
  });

  it('says the text is empty rather than naming a position', () => {
    expect(verificaJson('   ')).toMatchObject({ valido: false, messaggio: 'Il parametro deve contenere un JSON valido' });
  });
});

describe('posizioneDaMessaggio', () => {
  const testo = '{\n "a": 1\n "b": 2}';
  it('reads V8 "at position N"', () => {
    expect(posizioneDaMessaggio(testo, "Expected ',' or '}' after property value in JSON at position 10")).toBe(10);
  });
  it('prefers "(line X column Y)" of newer engines', () => {
    expect(posizioneDaMessaggio(testo, "Expected ',' or '}' after property value in JSON at position 10 (line 3 column 2)")).toBe(11);
    expect(posizioneDaMessaggio(testo, 'JSON.parse: expected comma at line 3 column 2 of the JSON data')).toBe(11);
  });
  it('gives null when the message has no position, and clamps to the text', () => {
    expect(posizioneDaMessaggio(testo, 'Unexpected end of JSON input')).toBeNull();
    expect(posizioneDaMessaggio('{}', 'at position 999')).toBe(2);
  });
});

describe('posizioneErroreJson and rigaColonna', () => {
  it('finds trailing garbage and bad escapes', () => {
    expect(posizioneErroreJson('{} x')).toBe(3);
    expect(posizioneErroreJson('"a\\qb"')).toBe(3);
    expect(posizioneErroreJson('{"a":1,}')).toBe(7);
  });
  it('counts lines and columns from 1', () => {
    expect(rigaColonna('ab\ncd', 4)).toEqual({ riga: 2, colonna: 2 });
    expect(rigaColonna('', 0)).toEqual({ riga: 1, colonna: 1 });
  });
});
