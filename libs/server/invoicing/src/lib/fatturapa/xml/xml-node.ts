/** An element of a parsed XML document, as the XML worker hands it over (plain data). */
export interface XmlNode {
  /** local name, without prefix */
  name: string;
  attrs: Record<string, string>;
  children: XmlNode[];
  /** the element's own text (its text and CDATA children, concatenated) */
  text: string;
  line: number;
}

/** The children named `name`. */
export const childrenNamed = (node: XmlNode | undefined, name: string): XmlNode[] =>
  node ? node.children.filter((c) => c.name === name) : [];

/** The first element down the path of child names, if any: `child(root, 'A', 'B')`. */
export function child(node: XmlNode | undefined, ...path: string[]): XmlNode | undefined {
  let current = node;
  for (const name of path) current = current?.children.find((c) => c.name === name);
  return current;
}

/** The trimmed text at the path, or undefined when the element is absent. */
export function textAt(node: XmlNode | undefined, ...path: string[]): string | undefined {
  const found = child(node, ...path);
  return found ? found.text.trim() : undefined;
}

/** Every element of the tree, depth first. */
export function* allNodes(node: XmlNode): Generator<XmlNode> {
  yield node;
  for (const c of node.children) yield* allNodes(c);
}
