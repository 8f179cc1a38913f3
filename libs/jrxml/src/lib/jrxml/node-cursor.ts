import type { SourceLocation } from '../model';
import { JrxmlError } from './jrxml-error';
import type { XmlNode } from './xml-tree';

const NUMBER = /^-?(\d+(\.\d*)?|\.\d+)$/;

/** Namespace declarations and schema hints carry no report meaning. */
function isXmlBookkeeping(attribute: string): boolean {
  return (
    attribute === 'xmlns' ||
    attribute.startsWith('xmlns:') ||
    attribute.startsWith('xsi:')
  );
}

/**
 * Strict reader over one XML element: every attribute and child a reader takes is marked as
 * used, and `finish()` refuses whatever is left, naming the element and its line. This is how
 * "unsupported" is detected without listing unsupported things.
 */
export class NodeCursor {
  private readonly usedAttributes = new Set<string>();
  private readonly usedChildren = new Set<XmlNode>();

  /** @param label how errors name the element, e.g. `element kind="textField"`. */
  constructor(
    readonly node: XmlNode,
    readonly label: string = node.name,
  ) {}

  get name(): string {
    return this.node.name;
  }

  get line(): number {
    return this.node.line;
  }

  source(): SourceLocation {
    return {
      line: this.node.line,
      column: this.node.column,
      origin: this.label,
    };
  }

  fail(reason: string): never {
    throw new JrxmlError(reason, this.node.line, this.label);
  }

  has(attribute: string): boolean {
    return this.node.attributes.has(attribute);
  }

  string(attribute: string): string | undefined {
    this.usedAttributes.add(attribute);
    return this.node.attributes.get(attribute);
  }

  requiredString(attribute: string): string {
    const value = this.string(attribute);
    if (value === undefined || value === '') {
      this.fail(
        `attributo obbligatorio ${attribute} mancante in <${this.label}>`,
      );
    }
    return value;
  }

  number(attribute: string): number | undefined {
    const value = this.string(attribute)?.trim();
    if (value === undefined) return undefined;
    if (!NUMBER.test(value)) this.invalid(attribute, value);
    return Number(value);
  }

  boolean(attribute: string): boolean | undefined {
    const value = this.string(attribute)?.trim();
    if (value === undefined) return undefined;
    if (value !== 'true' && value !== 'false')
      this.invalid(attribute, value, ['true', 'false']);
    return value === 'true';
  }

  oneOf<T extends string>(
    attribute: string,
    allowed: readonly T[],
  ): T | undefined {
    const value = this.string(attribute)?.trim();
    if (value === undefined) return undefined;
    if (!(allowed as readonly string[]).includes(value))
      this.invalid(attribute, value, allowed);
    return value as T;
  }

  /** Marks attributes as accepted although the engine has no use for them (e.g. uuid-like hints). */
  ignore(...attributes: string[]): void {
    for (const attribute of attributes) this.usedAttributes.add(attribute);
  }

  /** The single child with this name, if any; two of them is an error. */
  child(name: string): NodeCursor | undefined {
    const found = this.children(name);
    if (found.length > 1)
      found[1].fail(`<${name}> ripetuto in <${this.label}>`);
    return found[0];
  }

  children(name: string): NodeCursor[] {
    return this.node.children
      .filter((child) => child.name === name)
      .map((child) => {
        this.usedChildren.add(child);
        return new NodeCursor(child);
      });
  }

  /** The children not read yet, in document order (they count as read from now on). */
  rest(): NodeCursor[] {
    return this.node.children
      .filter((child) => !this.usedChildren.has(child))
      .map((child) => {
        this.usedChildren.add(child);
        return new NodeCursor(child);
      });
  }

  /** Text and CDATA content, exactly as written. */
  text(): string {
    return this.node.text;
  }

  /** Attributes not read yet (namespace bookkeeping excluded); they count as read from now on. */
  remainingAttributes(): Record<string, string> {
    const remaining: Record<string, string> = {};
    for (const [attribute, value] of this.node.attributes) {
      if (this.usedAttributes.has(attribute) || isXmlBookkeeping(attribute))
        continue;
      this.usedAttributes.add(attribute);
      remaining[attribute] = value;
    }
    return remaining;
  }

  /** Refuses any attribute or child element that no reader took. */
  finish(): void {
    for (const attribute of this.node.attributes.keys()) {
      if (!this.usedAttributes.has(attribute) && !isXmlBookkeeping(attribute)) {
        this.fail(`attributo ${attribute} non supportato in <${this.label}>`);
      }
    }
    const unread = this.node.children.find(
      (child) => !this.usedChildren.has(child),
    );
    if (unread) unsupportedElement(new NodeCursor(unread), this.label);
  }

  private invalid(
    attribute: string,
    value: string,
    allowed?: readonly string[],
  ): never {
    const choices = allowed ? ` (ammessi: ${allowed.join(', ')})` : '';
    this.fail(
      `valore "${value}" non valido per l'attributo ${attribute} di <${this.label}>${choices}`,
    );
  }
}

export function unsupportedElement(
  cursor: NodeCursor,
  parentLabel: string,
): never {
  cursor.fail(`elemento <${cursor.label}> non supportato in <${parentLabel}>`);
}
