import type {
  BandChild,
  ElementBase,
  ImageElement,
  ReportElement,
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
import { readFlatStyleAttributes } from './read-style-attributes';

const DIALECT = 'jrxml7';

/** Reads the `<element kind=...>` children left in a 7.x container (band, frame, table cell). */
export function readChildren7(container: NodeCursor): BandChild[] {
  return container
    .rest()
    .map((cursor) => readElement7(cursor, container.label));
}

function readElement7(found: NodeCursor, parentLabel: string): BandChild {
  if (found.name !== 'element') unsupportedElement(found, parentLabel);
  const kind = found.requiredString('kind');
  const cursor = new NodeCursor(found.node, `element kind="${kind}"`);
  cursor.ignore('kind');
  if (kind === 'elementGroup') {
    const group: BandChild = {
      kind: 'elementGroup',
      children: readChildren7(cursor),
      source: cursor.source(),
    };
    cursor.finish();
    return group;
  }
  const read = ELEMENT_READERS[kind];
  if (!read)
    cursor.fail(
      `elemento <${cursor.label}> non supportato in <${parentLabel}>`,
    );
  const base = readElementBase(cursor, DIALECT, cursor);
  base.ownStyle = readFlatStyleAttributes(cursor, DIALECT);
  const element = read(cursor, base);
  cursor.finish();
  return element;
}

type ElementReader = (cursor: NodeCursor, base: ElementBase) => ReportElement;

const ELEMENT_READERS: Record<string, ElementReader> = {
  staticText: (cursor, base) => ({
    ...base,
    kind: 'staticText',
    text: readStaticText(cursor),
  }),
  textField: (cursor, base) =>
    compact({
      ...base,
      kind: 'textField' as const,
      expression: readExpression(cursor, 'expression'),
      patternExpression: readExpression(cursor, 'patternExpression'),
      textAdjust:
        cursor.oneOf<TextAdjust>('textAdjust', TEXT_ADJUSTS) ?? 'CutText',
      ...readEvaluation(cursor),
      hyperlink: readHyperlink(cursor, DIALECT),
    }),
  line: (cursor, base) => ({
    ...base,
    kind: 'line',
    direction:
      cursor.oneOf('direction', ['TopDown', 'BottomUp'] as const) ?? 'TopDown',
  }),
  rectangle: (_cursor, base) => ({ ...base, kind: 'rectangle' }),
  ellipse: (_cursor, base) => ({ ...base, kind: 'ellipse' }),
  image: (cursor, base) =>
    compact<ImageElement>({
      ...base,
      kind: 'image',
      expression: readExpression(cursor, 'expression'),
      usingCache: cursor.boolean('usingCache'),
      lazy: cursor.boolean('lazy') ?? false,
      onErrorType:
        cursor.oneOf('onErrorType', ['Error', 'Blank', 'Icon'] as const) ??
        'Error',
      ...readEvaluation(cursor),
      hyperlink: readHyperlink(cursor, DIALECT),
    }),
  frame: (cursor, base) =>
    compact({
      ...base,
      kind: 'frame' as const,
      borderSplitType: cursor.oneOf('borderSplitType', [
        'NoBorders',
        'DrawBorders',
      ] as const),
      children: readChildren7(cursor),
    }),
  break: readBreak,
  subreport: (cursor, base) => readSubreport(cursor, base, DIALECT),
  component: (cursor: NodeCursor, base) => {
    const component = cursor.child('component');
    if (!component) cursor.fail(`<component> mancante in <${cursor.label}>`);
    return {
      ...base,
      kind: 'component',
      component: readComponent(component, DIALECT, readChildren7),
    };
  },
};
