import { DOMParser } from '@xmldom/xmldom';

export class InvalidXml extends Error {}

/**
 * Parses untrusted XML. Documents with a DOCTYPE (entities, XXE, billion laughs) are refused
 * outright, and so is anything xmldom only warns about.
 */
export function parseSafeXml(xml: string): Document {
  if (/<!DOCTYPE/i.test(xml) || /<!ENTITY/i.test(xml))
    throw new InvalidXml('DOCTYPE non ammesso');
  const fail = (msg: string) => {
    throw new InvalidXml(msg);
  };
  const doc = new DOMParser({
    errorHandler: { warning: fail, error: fail, fatalError: fail },
  }).parseFromString(xml, 'text/xml');
  if (!doc || !doc.documentElement) throw new InvalidXml('documento vuoto');
  return doc as unknown as Document;
}

/** Element children of `parent` with the given namespace and local name. */
export function childElements(
  parent: Element,
  ns: string,
  localName: string,
): Element[] {
  const out: Element[] = [];
  for (let n = parent.firstChild; n; n = n.nextSibling) {
    if (n.nodeType === 1) {
      const el = n as Element;
      if (el.namespaceURI === ns && el.localName === localName) out.push(el);
    }
  }
  return out;
}

/** The only child with that name, or undefined when there is none or more than one. */
export function childElement(
  parent: Element,
  ns: string,
  localName: string,
): Element | undefined {
  const found = childElements(parent, ns, localName);
  return found.length === 1 ? found[0] : undefined;
}

/** Every element of the document with that name, at any depth. */
export function descendantElements(
  root: Document | Element,
  ns: string,
  localName: string,
): Element[] {
  return Array.from(
    root.getElementsByTagNameNS(ns, localName) as unknown as ArrayLike<Element>,
  );
}

/** Text of a simple element (trimmed). */
export function textOf(el: Element | undefined): string | undefined {
  if (!el) return undefined;
  return (el.textContent ?? '').trim();
}

export function attributeOf(
  el: Element | undefined,
  name: string,
): string | undefined {
  if (!el || !el.hasAttribute(name)) return undefined;
  return el.getAttribute(name) ?? undefined;
}

/** All elements of the document, depth first. */
export function allElements(root: Node): Element[] {
  const out: Element[] = [];
  const visit = (n: Node) => {
    for (let c = n.firstChild; c; c = c.nextSibling) {
      if (c.nodeType === 1) {
        out.push(c as Element);
        visit(c);
      }
    }
  };
  visit(root);
  return out;
}

/** True when the tree contains comments or processing instructions (never in a genuine SAML message). */
export function hasCommentsOrInstructions(root: Node): boolean {
  for (let c = root.firstChild; c; c = c.nextSibling) {
    if (c.nodeType === 8 || c.nodeType === 7) return true;
    if (c.nodeType === 1 && hasCommentsOrInstructions(c)) return true;
  }
  return false;
}
