export interface TestoXml {
  /** the document as text, without BOM, its declaration (if any) saying UTF-8 */
  testo: string;
  /** what was read with tolerance, in Italian */
  avvisi: string[];
}

const LATIN = new Set(['iso-8859-1', 'iso8859-1', 'latin1', 'latin-1', 'iso-8859-15', 'windows-1252', 'cp1252']);
const DICHIARAZIONE = /^<\?xml[^>]*\?>/;

/**
 * The text of an XML file as suppliers send it: UTF-8 with or without BOM, UTF-16 with BOM,
 * ISO-8859-1 / windows-1252 when the declaration says so (or when the bytes are not UTF-8). The
 * declaration's encoding is rewritten to UTF-8, because the parser is handed a JavaScript string.
 */
export function testoXml(bytes: Buffer): TestoXml {
  const avvisi: string[] = [];
  let testo: string;
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) testo = bytes.subarray(3).toString('utf8');
  else if (bytes[0] === 0xff && bytes[1] === 0xfe) testo = new TextDecoder('utf-16le').decode(bytes.subarray(2));
  else if (bytes[0] === 0xfe && bytes[1] === 0xff) testo = new TextDecoder('utf-16be').decode(bytes.subarray(2));
  else {
    const dichiarata = /^\s*<\?xml[^>]*encoding\s*=\s*["']([^"']+)["']/.exec(bytes.subarray(0, 200).toString('latin1'))?.[1]?.toLowerCase();
    if (dichiarata && LATIN.has(dichiarata)) testo = new TextDecoder('windows-1252').decode(bytes);
    else {
      try {
        testo = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
      } catch {
        testo = new TextDecoder('windows-1252').decode(bytes);
        avvisi.push('Il file non è in UTF-8 come dichiara: letto come ISO-8859-1');
      }
    }
  }
  testo = testo.replace(/^\s+(?=<)/, '');
  if (!DICHIARAZIONE.test(testo)) avvisi.push('Manca la dichiarazione XML iniziale');
  else testo = testo.replace(DICHIARAZIONE, (d) => d.replace(/encoding\s*=\s*["'][^"']*["']/, 'encoding="UTF-8"'));
  return { testo, avvisi };
}
