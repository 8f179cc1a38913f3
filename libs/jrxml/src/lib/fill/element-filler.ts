import type {
  BandChild,
  ElementBase,
  ElementGroup,
  ReportElement,
  StyleAttributes,
  SubreportElement,
  BarcodeComponent,
  ComponentElement,
  TextFieldElement,
} from '../model';
import type { ExpressionContext, JavaValue } from '../expressions';
import { formatTextFieldValue } from '../expressions';
import type { PrintElement, PrintElementBase, PrintText } from '../print';
import { barcodeDataUrl, canDrawBarcode } from './barcode-image';
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
import type { PreparedElement, PreparedText } from './prepared-element';
import { setFinalLines, truncation } from './text-lines';

/** An evaluated element before layout: its print element, text and frame children. */
interface FilledElement {
  print: PrintElement;
  text?: PreparedText;
  children?: PreparedElement[];
}

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
  /** The band being filled is the first whole band of its page or column (printInFirstWholeBand). */
  firstWholeBand?(): boolean;
  /** The group started with the current record (printWhenGroupChanges). */
  groupChanged?(group: string): boolean;
  /** Fills a subreport element: its output as prepared elements (undefined: not supported). */
  subreport?(
    element: SubreportElement,
    context: ExpressionContext,
  ): PreparedElement[];
  /** Fills a component (table, barcode): its output as prepared elements, or a print element. */
  component?(
    element: ComponentElement,
    context: ExpressionContext,
  ): PreparedElement[] | undefined;
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

/** Evaluates band children into prepared elements (design positions); collects deferred texts. */
export class ElementFiller {
  /** Each element's previous value, for isPrintRepeatedValues="false". */
  private readonly previousValues = new Map<ReportElement, unknown>();

  constructor(private readonly env: ElementFillerEnvironment) {}

  /**
   * isPrintRepeatedValues="false": static texts and graphics always repeat, text fields and
   * images when their value is the previous one; they print again in the first whole band of
   * a page or column (printInFirstWholeBand) and when their group changes.
   */
  private repeated(design: ReportElement, filled: FilledElement): boolean {
    const value =
      design.kind === 'textField'
        ? filled.text?.value
        : design.kind === 'image' && filled.print.kind === 'image'
          ? (filled.print.dataUrl ?? null)
          : undefined;
    const repeating =
      design.kind === 'frame' ||
      design.kind === 'subreport' ||
      design.kind === 'component'
        ? false
        : value === undefined
          ? true
          : this.previousValues.has(design) &&
            this.previousValues.get(design) === value;
    if (value !== undefined) this.previousValues.set(design, value);
    if (design.printRepeatedValues || !repeating) return false;
    if (design.printInFirstWholeBand && this.env.firstWholeBand?.())
      return false;
    if (
      design.printWhenGroupChanges &&
      this.env.groupChanged?.(design.printWhenGroupChanges)
    )
      return false;
    return true;
  }

  /** Text fields with evaluationTime Band, evaluated once the band's subreports are filled. */
  private bandTime: (() => void)[] | undefined;

  prepare(
    children: BandChild[],
    context: ExpressionContext,
    deferred: DeferredText[],
    group?: ElementGroup,
  ): PreparedElement[] {
    if (this.bandTime)
      return this.prepareChildren(children, context, deferred, group);
    this.bandTime = [];
    try {
      const prepared = this.prepareChildren(children, context, deferred, group);
      for (const evaluate of this.bandTime) evaluate();
      return prepared;
    } finally {
      this.bandTime = undefined;
    }
  }

  private prepareChildren(
    children: BandChild[],
    context: ExpressionContext,
    deferred: DeferredText[],
    group?: ElementGroup,
  ): PreparedElement[] {
    const prepared: PreparedElement[] = [];
    for (const child of children) {
      if (child.kind === 'elementGroup') {
        prepared.push(
          ...this.prepareChildren(child.children, context, deferred, child),
        );
        continue;
      }
      let visible = this.printWhen(child, context);
      const element = visible
        ? this.fillElement(child, context, deferred)
        : undefined;
      if (visible && !element) continue; // left out (unsupportedElements "omit")
      const repeated = element !== undefined && this.repeated(child, element);
      if (repeated && !child.printWhenDetailOverflows) visible = false;
      const item = this.prepared(
        child,
        element ?? this.placeholder(child),
        visible,
        group,
      );
      if (repeated && visible) item.onlyOnOverflow = true;
      prepared.push(item);
    }
    return prepared;
  }

  private prepared(
    design: ReportElement,
    filled: FilledElement,
    visible: boolean,
    group: ElementGroup | undefined,
  ): PreparedElement {
    const { print, text, children } = filled;
    return {
      design,
      print,
      ...(group && { group }),
      visible,
      blank:
        visible &&
        text !== undefined &&
        !text.deferred &&
        text.value === '' &&
        !(design.kind === 'textField' && design.evaluationTime === 'Band'),
      ...(text && { text }),
      ...(children && { children }),
      done: false,
      printedOnce: false,
    };
  }

  /** An element whose printWhenExpression is false: its place in the band, nothing printed. */
  private placeholder(element: ReportElement): FilledElement {
    return {
      print: {
        kind: 'rectangle',
        x: element.x,
        y: element.y,
        width: element.width,
        height: element.height,
        mode: 'Transparent',
        forecolor: DEFAULT_FORECOLOR,
        backcolor: DEFAULT_BACKCOLOR,
        radius: 0,
        pen: printPen(undefined, undefined, DEFAULT_FORECOLOR, 0),
      },
    };
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
    context: ExpressionContext,
    deferred: DeferredText[],
  ): FilledElement | undefined {
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
      x: element.x,
      y: element.y,
      width: element.width,
      height: element.height,
      ...(element.key !== undefined && { key: element.key }),
      mode: attributes.mode ?? (graphic ? 'Opaque' : 'Transparent'),
      forecolor,
      backcolor: attributes.backcolor ?? DEFAULT_BACKCOLOR,
    };
    const pen = () => printPen(attributes.pen, undefined, forecolor, 1);
    switch (element.kind) {
      case 'staticText': {
        const print = this.text(base, attributes, element.text);
        return {
          print,
          text: {
            value: element.text,
            stretch: false,
            deferred: false,
            offset: 0,
          },
        };
      }
      case 'textField':
        return this.textField(element, base, attributes, context, deferred);
      case 'line':
        return {
          print: {
            ...base,
            kind: 'line',
            direction: element.direction,
            pen: pen(),
          },
        };
      case 'rectangle':
        return {
          print: {
            ...base,
            kind: 'rectangle',
            radius: attributes.radius ?? 0,
            pen: pen(),
          },
        };
      case 'ellipse':
        return { print: { ...base, kind: 'ellipse', pen: pen() } };
      case 'image':
        return { print: this.image(element, base, attributes, context) };
      case 'frame':
        return {
          print: {
            ...base,
            kind: 'frame',
            box: printBox(attributes.box, forecolor),
            children: [],
          },
          children: this.prepareChildren(element.children, context, deferred),
        };
      case 'break':
        // Laid out by the container (container-layout.ts): prints nothing itself.
        return { print: this.placeholder(element).print };
      case 'subreport':
        if (!this.env.subreport) return this.unsupported(element);
        return {
          print: {
            ...base,
            kind: 'frame',
            mode: 'Transparent',
            box: printBox(undefined, forecolor),
            children: [],
          },
          children: this.env.subreport(element, context),
        };
      case 'component': {
        if (element.component.kind === 'barcode') {
          if (!canDrawBarcode(element.component))
            return this.unsupported(element);
          return {
            print: this.barcode(
              element,
              element.component,
              base,
              attributes,
              context,
            ),
          };
        }
        const children = this.env.component?.(element, context);
        if (!children) return this.unsupported(element);
        return {
          print: {
            ...base,
            kind: 'frame',
            mode: 'Transparent',
            box: printBox(undefined, forecolor),
            children: [],
          },
          children,
        };
      }
    }
  }

  /** Elements the filler cannot print: an error naming the element and line, or left out. */
  private unsupported(element: ReportElement): undefined {
    if (this.env.unsupportedElements === 'omit') return undefined;
    const what =
      element.kind === 'component'
        ? `componente ${element.component.kind}${
            element.component.kind === 'barcode'
              ? ` ${element.component.barcodeType}`
              : ''
          }`
        : element.kind;
    throw new FillError(
      `Elemento non ancora supportato nella stampa: ${what}`,
      element,
    );
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
  ): FilledElement {
    const print = this.text(base, attributes, '');
    const text: PreparedText = {
      value: '',
      stretch: element.textAdjust === 'StretchHeight',
      deferred: false,
      offset: 0,
    };
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
      text.value = print.text;
    };
    // Evaluated later: printed at its design size, its lines broken once the text is known.
    const later = (at: ExpressionContext) => {
      evaluate(at);
      setFinalLines(print, print.text, truncation(element.properties));
    };
    const waits = this.waits(element);
    if (element.evaluationTime === 'Band' && this.bandTime)
      this.bandTime.push(() => evaluate(context));
    else if (waits.length === 0) evaluate(context);
    else {
      text.deferred = true;
      if (element.evaluationTime !== 'Auto')
        deferred.push(new DeferredText(waits, later));
      else {
        const names = references(element, 'F');
        const fields = new Map(
          [...names].map((name) => [name, context.field(name)]),
        );
        deferred.push(new DeferredText(waits, later, fields));
      }
    }
    return { print, text };
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

  /** A barcode component: an image of the evaluated code (barcode-image.ts). */
  private barcode(
    element: ComponentElement,
    barcode: BarcodeComponent,
    base: PrintElementBase,
    attributes: StyleAttributes,
    context: ExpressionContext,
  ): PrintElement {
    const code = barcode.codeExpression
      ? this.env.evaluate(barcode.codeExpression.text, element, context)
      : null;
    const dataUrl = barcodeDataUrl(barcode, code, element);
    return {
      ...base,
      kind: 'image',
      ...(dataUrl !== undefined && { dataUrl }),
      scaleImage: 'RetainShape',
      hImageAlign: attributes.hImageAlign ?? 'Left',
      vImageAlign: attributes.vImageAlign ?? 'Top',
      box: printBox(attributes.box, base.forecolor),
    };
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
