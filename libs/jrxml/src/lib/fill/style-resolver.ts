import type { ElementBase, Style, StyleAttributes } from '../model';
import { FillError } from './fill-error';

/** Evaluates a conditional style's condition; absent means "no data context, skip them". */
export type ConditionTest = (style: Style, index: number) => boolean;

function mergeAttributes(
  base: StyleAttributes,
  over: StyleAttributes,
): StyleAttributes {
  const merged: StyleAttributes = { ...base, ...over };
  if (base.pen || over.pen) merged.pen = { ...base.pen, ...over.pen };
  if (base.paragraph || over.paragraph)
    merged.paragraph = { ...base.paragraph, ...over.paragraph };
  if (base.box || over.box) {
    const box = { ...base.box, ...over.box };
    for (const side of [
      'pen',
      'topPen',
      'leftPen',
      'bottomPen',
      'rightPen',
    ] as const) {
      if (base.box?.[side] || over.box?.[side])
        box[side] = { ...base.box?.[side], ...over.box?.[side] };
    }
    merged.box = box;
  }
  return merged;
}

/** Resolves styles by name: report default style, parent chain, conditional styles, own values. */
export class StyleResolver {
  private readonly byName = new Map<string, Style>();
  private readonly defaultStyle?: Style;

  constructor(styles: Style[]) {
    for (const style of styles) this.byName.set(style.name, style);
    this.defaultStyle = styles.find((style) => style.isDefault);
  }

  /** The element's effective attributes (unset ones stay undefined: defaults come later). */
  resolve(element: ElementBase, test?: ConditionTest): StyleAttributes {
    const name = element.style ?? this.defaultStyle?.name;
    const chain = name ? this.chain(name, element) : [];
    let attributes: StyleAttributes = {};
    for (const style of chain) {
      attributes = mergeAttributes(attributes, style.attributes);
      style.conditionalStyles.forEach((conditional, index) => {
        if (test?.(style, index))
          attributes = mergeAttributes(attributes, conditional.attributes);
      });
    }
    return mergeAttributes(attributes, element.ownStyle);
  }

  /** Styles from the root ancestor down to `name`. */
  private chain(name: string, element: ElementBase): Style[] {
    const chain: Style[] = [];
    for (let current: string | undefined = name; current; ) {
      const style = this.byName.get(current);
      if (!style)
        throw new FillError(`Stile non definito: ${current}`, element);
      if (chain.includes(style))
        throw new FillError(
          `Stile con ereditarietà circolare: ${current}`,
          element,
        );
      chain.unshift(style);
      current = style.parentStyle;
    }
    return chain;
  }
}
