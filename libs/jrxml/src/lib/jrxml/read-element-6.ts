import type {
  BandChild,
  ElementBase,
  ImageElement,
  ReportElement,
  StyleAttributes,
  TextAdjust,
} from '../model';
import { compact } from './compact';
import { NodeCursor, unsupportedElement } from './node-cursor';
import { readComponent } from './read-component';
import { readBreak, readSubreport } from './read-nested-elements';
import {
  readElementBase,
  readEvaluation,
  readHyperlink,
  TEXT_ADJUSTS,
} from './read-element-base';
import { readExpression, readStaticText } from './read-expression';
import {
  readBox,
  readPen,
  readTextElement,
  ROTATIONS,
  SCALE_IMAGE,
} from './read-style-attributes';

const DIALECT = 'jrxml6';

/** Reads the elements left in a 6.x container (`<band>`, `<frame>`, `<elementGroup>`, table cell). */
export function readChildren6(container: NodeCursor): BandChild[] {
  return container
    .rest()
    .map((cursor) => readElement6(cursor, container.label));
}

function readElement6(cursor: NodeCursor, parentLabel: string): BandChild {
  if (cursor.name === 'elementGroup') {
    const group: BandChild = {
      kind: 'elementGroup',
      children: readChildren6(cursor),
      source: cursor.source(),
    };
    cursor.finish();
    return group;
  }
  const read = ELEMENT_READERS[cursor.name];
  if (!read) unsupportedElement(cursor, parentLabel);
  const element = read(cursor, readBase(cursor));
  cursor.finish();
  return element;
}

type ElementReader = (cursor: NodeCursor, base: ElementBase) => ReportElement;

const ELEMENT_READERS: Record<string, ElementReader> = {
  staticText: (cursor, base) => {
    readTextStyle(cursor, base.ownStyle);
    return { ...base, kind: 'staticText', text: readStaticText(cursor) };
  },
  textField: (cursor, base) => {
    readTextStyle(cursor, base.ownStyle);
    Object.assign(
      base.ownStyle,
      compact<StyleAttributes>({
        pattern: cursor.string('pattern'),
        blankWhenNull: cursor.boolean('isBlankWhenNull'),
      }),
    );
    const stretchWithOverflow = cursor.boolean('isStretchWithOverflow');
    const textAdjust: TextAdjust =
      cursor.oneOf('textAdjust', TEXT_ADJUSTS) ??
      (stretchWithOverflow ? 'StretchHeight' : 'CutText');
    return compact({
      ...base,
      kind: 'textField' as const,
      expression: readExpression(cursor, 'textFieldExpression'),
      patternExpression: readExpression(cursor, 'patternExpression'),
      textAdjust,
      ...readEvaluation(cursor),
      hyperlink: readHyperlink(cursor, DIALECT),
    });
  },
  line: (cursor, base) => {
    readGraphicElement(cursor, base.ownStyle);
    return {
      ...base,
      kind: 'line',
      direction:
        cursor.oneOf('direction', ['TopDown', 'BottomUp'] as const) ??
        'TopDown',
    };
  },
  rectangle: (cursor, base) => {
    readGraphicElement(cursor, base.ownStyle);
    const radius = cursor.number('radius');
    if (radius !== undefined) base.ownStyle.radius = radius;
    return { ...base, kind: 'rectangle' };
  },
  ellipse: (cursor, base) => {
    readGraphicElement(cursor, base.ownStyle);
    return { ...base, kind: 'ellipse' };
  },
  image: (cursor, base) => {
    readGraphicElement(cursor, base.ownStyle);
    readBoxInto(cursor, base.ownStyle);
    Object.assign(
      base.ownStyle,
      compact<StyleAttributes>({
        scaleImage: cursor.oneOf('scaleImage', SCALE_IMAGE),
        rotation: cursor.oneOf('rotation', ROTATIONS),
        hImageAlign: cursor.oneOf('hAlign', [
          'Left',
          'Center',
          'Right',
        ] as const),
        vImageAlign: cursor.oneOf('vAlign', [
          'Top',
          'Middle',
          'Bottom',
        ] as const),
      }),
    );
    return compact<ImageElement>({
      ...base,
      kind: 'image',
      expression: readExpression(cursor, 'imageExpression'),
      usingCache: cursor.boolean('isUsingCache'),
      lazy: cursor.boolean('isLazy') ?? false,
      onErrorType:
        cursor.oneOf('onErrorType', ['Error', 'Blank', 'Icon'] as const) ??
        'Error',
      ...readEvaluation(cursor),
      hyperlink: readHyperlink(cursor, DIALECT),
    });
  },
  frame: (cursor, base) => {
    readBoxInto(cursor, base.ownStyle);
    return compact({
      ...base,
      kind: 'frame' as const,
      borderSplitType: cursor.oneOf('borderSplitType', [
        'NoBorders',
        'DrawBorders',
      ] as const),
      children: readChildren6(cursor),
    });
  },
  break: readBreak,
  subreport: (cursor, base) => readSubreport(cursor, base, DIALECT),
  componentElement: (cursor, base) => {
    const [component, ...others] = cursor.rest();
    if (!component) cursor.fail('componente mancante in <componentElement>');
    if (others.length > 0) unsupportedElement(others[0], cursor.label);
    return {
      ...base,
      kind: 'component',
      component: readComponent(component, DIALECT, readChildren6),
    };
  },
};

/** `<reportElement>` carries position, size, print conditions and mode/forecolor/backcolor. */
function readBase(cursor: NodeCursor): ElementBase {
  const reportElement = cursor.child('reportElement');
  if (!reportElement)
    cursor.fail(`<reportElement> mancante in <${cursor.label}>`);
  const base = readElementBase(reportElement, DIALECT, cursor);
  base.ownStyle = compact<StyleAttributes>({
    mode: reportElement.oneOf('mode', ['Opaque', 'Transparent'] as const),
    forecolor: reportElement.string('forecolor'),
    backcolor: reportElement.string('backcolor'),
  });
  reportElement.finish();
  return base;
}

function readTextStyle(cursor: NodeCursor, ownStyle: StyleAttributes): void {
  readBoxInto(cursor, ownStyle);
  const textElement = cursor.child('textElement');
  if (textElement) Object.assign(ownStyle, readTextElement(textElement));
}

function readBoxInto(cursor: NodeCursor, ownStyle: StyleAttributes): void {
  const box = cursor.child('box');
  if (box) ownStyle.box = readBox(box);
}

/** `<graphicElement fill><pen/></graphicElement>` of lines, shapes and images. */
function readGraphicElement(
  cursor: NodeCursor,
  ownStyle: StyleAttributes,
): void {
  const graphic = cursor.child('graphicElement');
  if (!graphic) return;
  const fill = graphic.oneOf('fill', ['Solid'] as const);
  if (fill) ownStyle.fill = fill;
  const pen = graphic.child('pen');
  if (pen) ownStyle.pen = readPen(pen);
  graphic.finish();
}
