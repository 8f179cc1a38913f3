import { JasperDesignError } from './jasper-design-error';
import { bandChildren } from './jasper-element';
import { JasperNode } from './jasper-node';
import type { JavaAnnotation, JavaObject, JavaValue } from './java-value';

const BASE = 'net.sf.jasperreports.engine.base.';

/** An in-memory object as the stream reader would produce it; `superClasses` top first. */
function javaObject(className: string, fields: Record<string, JavaValue>, superClasses: string[] = []): JavaObject {
  return {
    kind: 'object',
    className,
    classData: [
      ...superClasses.map((name) => ({ className: name, fields: new Map<string, JavaValue>(), annotations: [] })),
      { className, fields: new Map(Object.entries(fields)), annotations: [] },
    ],
  };
}

function arrayList(items: JavaValue[]): JavaObject {
  const list = javaObject('java.util.ArrayList', { size: items.length });
  const annotations: JavaAnnotation[] = [{ kind: 'block', bytes: Uint8Array.from([0, 0, 0, items.length]) }, ...items];
  list.classData[0].annotations.push(...annotations);
  return list;
}

function javaEnum(simpleName: string, constant: string): JavaValue {
  return { kind: 'enum', className: `net.sf.jasperreports.engine.type.${simpleName}`, constant };
}

function expression(text: string): JavaObject {
  const chunk = javaObject(`${BASE}JRBaseExpressionChunk`, { type: 1, text });
  return javaObject(`${BASE}JRBaseExpression`, {
    id: 1,
    chunks: { kind: 'array', className: '[Lnet.sf.jasperreports.engine.JRExpressionChunk;', items: [chunk] },
  });
}

function element(simpleName: string, fields: Record<string, JavaValue>): JavaObject {
  return javaObject(`${BASE}${simpleName}`, { x: 1, y: 2, width: 30, height: 40, ...fields }, [`${BASE}JRBaseElement`]);
}

function band(children: JavaValue[]): JasperNode {
  return new JasperNode(javaObject(`${BASE}JRBaseBand`, { height: 50, children: arrayList(children) }));
}

describe('bandChildren (JasperReports elements into the design model)', () => {
  it('maps shapes, breaks, element groups and text field options', () => {
    const group = javaObject(`${BASE}JRBaseGroup`, { name: 'cliente' });
    const children = bandChildren(
      band([
        element('JRBaseLine', { directionValue: javaEnum('LineDirectionEnum', 'BOTTOM_UP') }),
        javaObject(`${BASE}JRBaseElementGroup`, { children: arrayList([element('JRBaseEllipse', {})]) }),
        element('JRBaseBreak', { typeValue: javaEnum('BreakTypeEnum', 'COLUMN') }),
        element('JRBaseTextField', {
          isStretchWithOverflow: true,
          evaluationTimeValue: javaEnum('EvaluationTimeEnum', 'GROUP'),
          evaluationGroup: group,
          expression: expression('"Totale " + 1'),
          positionTypeValue: javaEnum('PositionTypeEnum', 'FLOAT'),
        }),
      ]),
    );
    expect(children).toMatchObject([
      { kind: 'line', direction: 'BottomUp', x: 1, y: 2, width: 30, height: 40 },
      { kind: 'elementGroup', children: [{ kind: 'ellipse' }] },
      { kind: 'break', breakType: 'Column' },
      {
        kind: 'textField',
        textAdjust: 'StretchHeight',
        evaluationTime: 'Group',
        evaluationGroup: 'cliente',
        expression: { text: '"Totale " + 1' },
        positionType: 'Float',
      },
    ]);
  });

  it('refuses a frame that contains itself instead of looping', () => {
    const frame = element('JRBaseFrame', {});
    frame.classData[1].fields.set('children', arrayList([frame]));
    expect(() => bandChildren(band([frame]))).toThrow(new JasperDesignError('JRBaseFrame: struttura di elementi ciclica'));
  });

  it('refuses a file that reuses one element so often the design would explode', () => {
    let frame = element('JRBaseFrame', { children: arrayList([]) });
    for (let level = 0; level < 20; level++) frame = element('JRBaseFrame', { children: arrayList([frame, frame]) });
    expect(() => bandChildren(band([frame]))).toThrow(/JRBaseFrame: più di 100000 oggetti nel report/);
  });

  it('names the class and position of an unsupported element', () => {
    expect(() => bandChildren(band([element('JRBaseChart', {})]))).toThrow(
      new JasperDesignError('JRBaseChart: elemento non supportato nei file .jasper (x=1, y=2, 30x40)'),
    );
  });

  it('names the field of an enum constant the model does not know', () => {
    const line = element('JRBaseLine', { positionTypeValue: javaEnum('PositionTypeEnum', 'SIDEWAYS') });
    expect(() => bandChildren(band([line]))).toThrow(
      new JasperDesignError('JRBaseLine: valore SIDEWAYS di positionTypeValue non supportato'),
    );
  });
});
