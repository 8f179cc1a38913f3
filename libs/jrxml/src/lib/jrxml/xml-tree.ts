import { DOMParser } from '@xmldom/xmldom';
import { JrxmlError } from './jrxml-error';

/** A parsed XML element, reduced to what the JRXML readers need. */
export interface XmlNode {
  /** Local name, namespace prefix removed (`jr:table` → `table`). */
  name: string;
  /** Attributes by their qualified name, in document order. */
  attributes: Map<string, string>;
  children: XmlNode[];
  /** Text and CDATA directly inside the element, concatenated. */
  text: string;
  /** Only the CDATA sections directly inside the element, concatenated; undefined when there are none. */
  cdata?: string;
  line: number;
  column: number;
}

export const MAX_TEMPLATE_CHARS = 10_000_000;
const MAX_DEPTH = 128;
const ELEMENT_NODE = 1;
const TEXT_NODE = 3;
const CDATA_SECTION_NODE = 4;
const DOCUMENT_TYPE_NODE = 10;

interface DomNode {
  nodeType: number;
  nodeName: string;
  localName?: string | null;
  nodeValue: string | null;
  childNodes: ArrayLike<DomNode>;
  attributes?: ArrayLike<{ name: string; value: string }>;
  lineNumber?: number;
  columnNumber?: number;
}

/**
 * Parses XML text without ever resolving entities or fetching anything: a DOCTYPE (and so any
 * entity declaration) is refused, and every parser warning is treated as an error.
 */
export function parseXmlTree(xml: string): XmlNode {
  if (xml.length > MAX_TEMPLATE_CHARS) {
    throw new JrxmlError(
      `modello troppo grande (oltre ${MAX_TEMPLATE_CHARS} caratteri)`,
    );
  }
  refuseDoctype(xml);
  const problems: { message: string; line?: number }[] = [];
  const collect = (message: string) =>
    problems.push(describeParserMessage(message));
  let document: { childNodes: ArrayLike<DomNode> } | undefined;
  try {
    document = new DOMParser({
      locator: {},
      errorHandler: { warning: collect, error: collect, fatalError: collect },
    }).parseFromString(xml, 'text/xml') as unknown as {
      childNodes: ArrayLike<DomNode>;
    };
  } catch (error) {
    collect(error instanceof Error ? error.message : String(error));
  }
  if (problems.length > 0) {
    const first = problems[0];
    throw new JrxmlError(`XML non valido: ${first.message}`, first.line);
  }
  const roots = Array.from(document?.childNodes ?? []);
  if (roots.some((node) => node.nodeType === DOCUMENT_TYPE_NODE)) {
    throw new JrxmlError(
      'DOCTYPE ed entità non sono ammessi nei modelli JRXML',
    );
  }
  const elements = roots.filter((node) => node.nodeType === ELEMENT_NODE);
  if (elements.length !== 1) {
    throw new JrxmlError(
      'XML non valido: il documento deve avere un solo elemento radice',
    );
  }
  return toXmlNode(elements[0], 0);
}

/** Refuses `<!DOCTYPE` / `<!ENTITY` before parsing, with the line where it appears. */
function refuseDoctype(xml: string): void {
  const match = /<!(DOCTYPE|ENTITY)/i.exec(stripCommentsAndCdata(xml));
  if (match) {
    const line = xml.slice(0, match.index).split('\n').length;
    throw new JrxmlError(
      'DOCTYPE ed entità non sono ammessi nei modelli JRXML',
      line,
    );
  }
}

/** Blanks out comments and CDATA keeping offsets, so their content cannot trigger the check. */
function stripCommentsAndCdata(xml: string): string {
  return xml.replace(/<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>/g, (part) =>
    part.replace(/[^\n]/g, ' '),
  );
}

/** xmldom's usual complaints, in Italian; anything else is passed on as written. */
const PARSER_MESSAGES: [RegExp, string][] = [
  [/unclosed xml attribute/, 'tag non chiuso o chiusura non corrispondente'],
  [
    /end tag name: (\S+) is not match the current start tagName:(\S+)/,
    'il tag di chiusura </$1> non corrisponde a <$2>',
  ],
  [/Attribute (\S+) redefined/, 'attributo $1 ripetuto'],
  [/entity not found:(\S+)/, 'entità $1 non definita'],
  [/invalid doc source/, 'documento vuoto'],
];

function describeParserMessage(message: string): {
  message: string;
  line?: number;
} {
  const position = /@#\[line:(\d+),col:(\d+)\]/.exec(message);
  let text = message
    .replace(/\[xmldom [a-zA-Z]+\]\s*/, '')
    .replace(/\s*@#\[line:\d+,col:\d+\]\s*/, '')
    .trim();
  const known = PARSER_MESSAGES.find(([pattern]) => pattern.test(text));
  if (known)
    text = text.replace(new RegExp(`^.*?${known[0].source}.*$`), known[1]);
  return { message: text, line: position ? Number(position[1]) : undefined };
}

function toXmlNode(element: DomNode, depth: number): XmlNode {
  const line = element.lineNumber ?? 0;
  if (depth > MAX_DEPTH) {
    throw new JrxmlError(
      `annidamento oltre ${MAX_DEPTH} livelli`,
      line,
      element.nodeName,
    );
  }
  const attributes = new Map<string, string>();
  for (const attribute of Array.from(element.attributes ?? [])) {
    attributes.set(attribute.name, attribute.value);
  }
  const children: XmlNode[] = [];
  let text = '';
  let cdata: string | undefined;
  for (const child of Array.from(element.childNodes)) {
    if (child.nodeType === ELEMENT_NODE)
      children.push(toXmlNode(child, depth + 1));
    else if (
      child.nodeType === TEXT_NODE ||
      child.nodeType === CDATA_SECTION_NODE
    )
      text += child.nodeValue ?? '';
    if (child.nodeType === CDATA_SECTION_NODE)
      cdata = (cdata ?? '') + (child.nodeValue ?? '');
  }
  return {
    name: element.localName ?? element.nodeName.replace(/^.*:/, ''),
    attributes,
    children,
    text,
    ...(cdata === undefined ? {} : { cdata }),
    line,
    column: element.columnNumber ?? 0,
  };
}
