import { JrxmlError } from './jrxml-error';
import { MAX_TEMPLATE_CHARS, parseXmlTree } from './xml-tree';

function errorOf(xml: string): JrxmlError {
  try {
    parseXmlTree(xml);
  } catch (error) {
    if (error instanceof JrxmlError) return error;
    throw error;
  }
  throw new Error('expected a JrxmlError');
}

describe('parseXmlTree', () => {
  it('reads names without prefix, attributes, text, CDATA and lines', () => {
    const root = parseXmlTree(
      '<?xml version="1.0" encoding="UTF-8"?>\n<jasperReport name="R">\n  <jr:table xmlns:jr="urn:x" a="1 &amp; 2">x<![CDATA[<y>]]></jr:table>\n</jasperReport>',
    );
    expect(root.name).toBe('jasperReport');
    expect(root.line).toBe(2);
    const table = root.children[0];
    expect(table).toMatchObject({ name: 'table', text: 'x<y>', line: 3 });
    expect(table.attributes.get('a')).toBe('1 & 2');
  });

  it('refuses a DOCTYPE with entities (no expansion, no billion laughs)', () => {
    const laughs =
      '<?xml version="1.0"?>\n<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]>\n<jasperReport name="&lol2;"/>';
    const error = errorOf(laughs);
    expect(error.message).toBe(
      'Riga 2: DOCTYPE ed entità non sono ammessi nei modelli JRXML',
    );
    expect(error.line).toBe(2);
  });

  it('refuses external entities (XXE) without reading the file', () => {
    const xxe =
      '<!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]><jasperReport name="a">&x;</jasperReport>';
    const error = errorOf(xxe);
    expect(error.message).toContain('DOCTYPE ed entità non sono ammessi');
    expect(error.message).not.toContain('root:');
  });

  it('refuses a lone DOCTYPE even in lower case', () => {
    expect(
      errorOf('<!doctype jasperReport SYSTEM "http://x/y.dtd"><jasperReport/>')
        .message,
    ).toContain('DOCTYPE');
  });

  it('does not mistake DOCTYPE text inside CDATA or comments for a declaration', () => {
    const root = parseXmlTree(
      '<r><!-- <!DOCTYPE x> --><e><![CDATA["<!DOCTYPE html>"]]></e></r>',
    );
    expect(root.children[0].text).toBe('"<!DOCTYPE html>"');
  });

  it('refuses undeclared entities with their line', () => {
    const error = errorOf('<r>\n<e>&nbsp;</e>\n</r>');
    expect(error.message).toBe(
      'Riga 2: XML non valido: entità &nbsp; non definita',
    );
    expect(error.line).toBe(2);
  });

  it.each([
    [
      'an unclosed element',
      '<r>\n<a>\n</r>',
      'tag non chiuso o chiusura non corrispondente',
    ],
    [
      'a mismatched end tag',
      '<r>\n\n<a></b>\n</r>',
      'tag non chiuso o chiusura non corrispondente',
    ],
    [
      'a repeated attribute',
      '<r>\n\n<a x="1" x="2"/>\n</r>',
      'attributo x ripetuto',
    ],
  ])('refuses malformed XML (%s) naming the line', (_case, xml, reason) => {
    const lineOfA =
      xml.split('\n').findIndex((line) => line.includes('<a')) + 1;
    const error = errorOf(xml);
    expect(error.message).toBe(`Riga ${lineOfA}: XML non valido: ${reason}`);
    expect(error.line).toBe(lineOfA);
  });

  it('refuses an unquoted attribute', () => {
    expect(errorOf('<r>\n<a x=1/>\n</r>').message).toMatch(
      /^Riga 2: XML non valido: /,
    );
  });

  it.each([
    ['empty input', ''],
    ['blank input', '   '],
    ['plain text', 'not xml at all'],
    ['two roots', '<a/><b/>'],
  ])('refuses %s', (_case, xml) => {
    expect(errorOf(xml).message).toContain('XML non valido');
  });

  it('refuses templates over the size limit before parsing', () => {
    const huge = `<r>${' '.repeat(MAX_TEMPLATE_CHARS)}</r>`;
    expect(errorOf(huge).message).toContain('modello troppo grande');
  });

  it('refuses absurd nesting instead of overflowing the stack', () => {
    const deep = '<a>'.repeat(500) + '</a>'.repeat(500);
    expect(errorOf(deep).message).toContain('annidamento oltre');
  });
});
