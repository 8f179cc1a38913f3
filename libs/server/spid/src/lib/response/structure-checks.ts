import { NS } from '../xml/namespaces';
import {
  hasCommentsOrInstructions,
  descendantElements,
  parseSafeXml,
  allElements,
  InvalidXml,
} from '../xml/safe-xml';
import { SpidRefusal } from './spid-refusal';

/** Decodes and parses a base64 SAML message from a form field. */
export function documentFromBase64(value: unknown): {
  xml: string;
  doc: Document;
} {
  if (
    typeof value !== 'string' ||
    value.length === 0 ||
    !/^[A-Za-z0-9+/=\s]+$/.test(value)
  ) {
    throw new SpidRefusal(
      'XML_NON_VALIDO',
      'messaggio SAML mancante o non in base64',
    );
  }
  const xml = Buffer.from(value, 'base64').toString('utf8');
  try {
    return { xml, doc: parseSafeXml(xml) };
  } catch (e) {
    if (e instanceof InvalidXml)
      throw new SpidRefusal('XML_NON_VALIDO', e.message);
    throw e;
  }
}

/**
 * Structural defences against XML signature wrapping, checked before any signature: no comments or
 * processing instructions (NameID comment injection), every ID unique, signatures only where SAML
 * puts them (a direct child of the message or of its single assertion).
 */
export function checkStructure(root: Element): void {
  if (hasCommentsOrInstructions(root))
    throw new SpidRefusal('STRUTTURA_NON_VALIDA', 'commenti nel messaggio');
  const visti = new Set<string>();
  for (const el of [root, ...allElements(root)]) {
    // xml-crypto resolves references by local name (ID, Id, id, with any prefix): so do we
    for (const attr of Array.from(
      el.attributes as unknown as ArrayLike<Attr>,
    )) {
      if (!['ID', 'Id', 'id'].includes(attr.localName ?? attr.name)) continue;
      if (!attr.value || visti.has(attr.value))
        throw new SpidRefusal(
          'STRUTTURA_NON_VALIDA',
          `ID duplicato ${attr.value}`,
        );
      visti.add(attr.value);
    }
  }
  for (const firma of descendantElements(root, NS.ds, 'Signature')) {
    const padre = firma.parentNode as Element | null;
    const ammesso =
      padre === root ||
      (padre?.namespaceURI === NS.saml &&
        padre.localName === 'Assertion' &&
        padre.parentNode === root);
    if (!ammesso)
      throw new SpidRefusal(
        'STRUTTURA_NON_VALIDA',
        'firma in posizione non ammessa',
      );
  }
}

/** The single Assertion, a direct child of the Response; anything else is a wrapping attempt. */
export function singleAssertion(root: Element): Element {
  const asserzioni = descendantElements(root, NS.saml, 'Assertion');
  if (descendantElements(root, NS.saml, 'EncryptedAssertion').length > 0) {
    throw new SpidRefusal(
      'STRUTTURA_NON_VALIDA',
      'asserzione cifrata non supportata',
    );
  }
  if (asserzioni.length !== 1)
    throw new SpidRefusal(
      'STRUTTURA_NON_VALIDA',
      `${asserzioni.length} asserzioni`,
    );
  if (asserzioni[0].parentNode !== root)
    throw new SpidRefusal('STRUTTURA_NON_VALIDA', 'asserzione fuori posto');
  return asserzioni[0];
}

/** Parses a SAML instant; anything else is refused. */
export function parseInstant(
  value: string | undefined,
  field: string,
): number {
  const ms =
    value && /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/.test(value)
      ? Date.parse(value)
      : NaN;
  if (Number.isNaN(ms))
    throw new SpidRefusal('TEMPI_NON_VALIDI', `${field} mancante o non valido`);
  return ms;
}
