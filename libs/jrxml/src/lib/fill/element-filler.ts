import type {
  BandChild,
  ElementBase,
  ReportElement,
  StyleAttributes,
  TextFieldElement,
} from '../model';
import type { ExpressionContext, JavaValue } from '../expressions';
import { formatTextFieldValue } from '../expressions';
import type { PrintElement, PrintElementBase, PrintText } from '../print';
import { FillError } from './fill-error';
import {
  DEFAULT_BACKCOLOR,
  DEFAULT_FORECOLOR,
  printBox,
  printFont,
  printParagraph,
  printPen,
} from './print-defaults';
import { DeferredText, type Wait } from './deferred-text';
import type { StyleResolver } from './style-resolver';
import type { ResetScope } from './variable-calculator';

export interface ElementFillerEnvironment {
  styles: StyleResolver;
  timeZone: string;
  /** Evaluates an expression source of the design in the current context. */
  evaluate(
    text: string,
    where: ElementBase,
    context: ExpressionContext,
  ): JavaValue;
  /** Turns an image expression's value into a data URL, or undefined when it cannot. */
  resolveImage?(value: JavaValue): string | undefined;
  unsupportedElements: 'error' | 'omit';
  /** The scope whose end resets a variable; undefined for variables that are never reset. */
  variableScope(name: string): ResetScope | undefined;
}

/** Names of the $F{} or $V{} references in a text field's expressions. */
function references(element: TextFieldElement, kind: 'F' | 'V'): Set<string> {
  const sources = [
    element.expression?.text,
    element.patternExpression?.text,
  ].join(' ');
  const pattern = kind === 'F' ? /\$F\{([^}]+)\}/g : /\$V\{([^}]+)\}/g;
  return new Set([...sources.matchAll(pattern)].map((match) => match[1]));
}

/** Fills band children into print elements at (originX, originY); collects deferred texts. */
export class ElementFiller {
  constructor(private readonly env: ElementFillerEnvironment) {}

  fill(
    children: BandChild[],
    originX: number,
    originY: number,
    context: ExpressionContext,
    deferred: DeferredText[],
  ): PrintElement[] {
    const printed: PrintElement[] = [];
    for (const child of children) {
      if (child.kind === 'elementGroup') {
        printed.push(
          ...this.fill(child.children, originX, originY, context, deferred),
        );
        continue;
      }
      if (!this.printWhen(child, context)) continue;
      const element = this.fillElement(
        child,
        originX,
        originY,
        context,
        deferred,
      );
      if (element) printed.push(element);
    }
    return printed;
  }

  private printWhen(element: ElementBase, context: ExpressionContext): boolean {
    if (!element.printWhenExpression) return true;
    return (
      this.env.evaluate(element.printWhenExpression.text, element, context) ===
      true
    );
  }

  private fillElement(
    element: ReportElement,
    originX: number,
    originY: number,
    context: ExpressionContext,
    deferred: DeferredText[],
  ): PrintElement | undefined {
    const attributes = this.env.styles.resolve(
      element,
      (style, index) =>
        this.env.evaluate(
          style.conditionalStyles[index].condition.text,
          element,
          context,
        ) === true,
    );
    const graphic = ['line', 'rectangle', 'ellipse'].includes(element.kind);
    const forecolor = attributes.forecolor ?? DEFAULT_FORECOLOR;
    const base: PrintElementBase = {
      x: originX + element.x,
      y: originY + element.y,
      width: element.width,
      height: element.height,
      ...(element.key !== undefined && { key: element.key }),
      mode: attributes.mode ?? (graphic ? 'Opaque' : 'Transparent'),
      forecolor,
      backcolor: attributes.backcolor ?? DEFAULT_BACKCOLOR,
    };
    const pen = () => printPen(attributes.pen, undefined, forecolor, 1);
    switch (element.kind) {
      case 'staticText':
        return this.text(base, attributes, element.text);
      case 'textField':
        return this.textField(element, base, attributes, context, deferred);
      case 'line':
        return {
          ...base,
          kind: 'line',
          direction: element.direction,
          pen: pen(),
        };
      case 'rectangle':
        return {
          ...base,
          kind: 'rectangle',
          radius: attributes.radius ?? 0,
          pen: pen(),
        };
      case 'ellipse':
        return { ...base, kind: 'ellipse', pen: pen() };
      case 'image':
        return this.image(element, base, attributes, context);
      case 'frame':
        return {
          ...base,
          kind: 'frame',
          box: printBox(attributes.box, forecolor),
          children: this.fill(element.children, 0, 0, context, deferred),
        };
      case 'break':
      case 'subreport':
      case 'component':
        if (this.env.unsupportedElements === 'omit') return undefined;
        throw new FillError(
          `Elemento non ancora supportato nella stampa: ${element.kind}`,
          element,
        );
    }
  }

  private text(
    base: PrintElementBase,
    attributes: StyleAttributes,
    text: string,
  ): PrintText {
    return {
      ...base,
      kind: 'text',
      text,
      markup: attributes.markup ?? 'none',
      font: printFont(attributes),
      hTextAlign: attributes.hTextAlign ?? 'Left',
      vTextAlign: attributes.vTextAlign ?? 'Top',
      rotation: attributes.rotation ?? 'None',
      paragraph: printParagraph(attributes),
      box: printBox(attributes.box, base.forecolor),
    };
  }

  private textField(
    element: TextFieldElement,
    base: PrintElementBase,
    attributes: StyleAttributes,
    context: ExpressionContext,
    deferred: DeferredText[],
  ): PrintText {
    const print = this.text(base, attributes, '');
    const evaluate = (at: ExpressionContext) => {
      const value = element.expression
        ? this.env.evaluate(element.expression.text, element, at)
        : null;
      const pattern = element.patternExpression
        ? this.env.evaluate(element.patternExpression.text, element, at)
        : attributes.pattern;
      print.text =
        formatTextFieldValue(
          value,
          typeof pattern === 'string' ? pattern : undefined,
          this.env.timeZone,
        ) ?? '';
    };
    const waits = this.waits(element);
    if (waits.length === 0) evaluate(context);
    else if (element.evaluationTime !== 'Auto')
      deferred.push(new DeferredText(waits, evaluate));
    else {
      const names = references(element, 'F');
      const fields = new Map(
        [...names].map((name) => [name, context.field(name)]),
      );
      deferred.push(new DeferredText(waits, evaluate, fields));
    }
    return print;
  }

  /** What a text field waits for before it can be evaluated (nothing: evaluate now). */
  private waits(element: TextFieldElement): Wait[] {
    switch (element.evaluationTime) {
      case 'Now':
      case 'Band':
        return [];
      case 'Report':
        return [{ scope: { kind: 'Report' } }];
      case 'Page':
      case 'Column':
        return [{ scope: { kind: element.evaluationTime } }];
      case 'Group':
        if (!element.evaluationGroup)
          throw new FillError(
            'evaluationTime Group senza evaluationGroup',
            element,
          );
        return [{ scope: { kind: 'Group', group: element.evaluationGroup } }];
      case 'Auto': {
        return [...references(element, 'V')].flatMap((variable) => {
          const scope = this.env.variableScope(variable);
          return scope ? [{ scope, variable }] : [];
        });
      }
      case 'Master':
        throw new FillError('evaluationTime Master non supportato', element);
    }
  }

  private image(
    element: Extract<ReportElement, { kind: 'image' }>,
    base: PrintElementBase,
    attributes: StyleAttributes,
    context: ExpressionContext,
  ): PrintElement {
    const value = element.expression
      ? this.env.evaluate(element.expression.text, element, context)
      : null;
    const dataUrl =
      typeof value === 'string' && value.startsWith('data:')
        ? value
        : value === null
          ? undefined
          : this.env.resolveImage?.(value);
    if (
      dataUrl === undefined &&
      value !== null &&
      element.onErrorType === 'Error'
    )
      throw new FillError(`Immagine non trovata: ${String(value)}`, element);
    return {
      ...base,
      kind: 'image',
      ...(dataUrl !== undefined && { dataUrl }),
      scaleImage: attributes.scaleImage ?? 'RetainShape',
      hImageAlign: attributes.hImageAlign ?? 'Left',
      vImageAlign: attributes.vImageAlign ?? 'Top',
      box: printBox(attributes.box, base.forecolor),
    };
  }
}
