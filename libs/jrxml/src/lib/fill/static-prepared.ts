import type { ReportElement } from '../model';
import type { PrintElement } from '../print';
import type { PreparedElement } from './prepared-element';

/**
 * An already laid out print element (a subreport's output) as a prepared element: it keeps
 * its place and size, it only moves to the next page when it does not fit.
 */
export function staticPrepared(print: PrintElement): PreparedElement {
  const design = {
    kind: print.kind === 'frame' ? 'frame' : 'rectangle',
    x: print.x,
    y: print.y,
    width: print.width,
    height: print.height,
    ownStyle: {},
    positionType: 'FixRelativeToTop',
    stretchType: 'NoStretch',
    printRepeatedValues: true,
    removeLineWhenBlank: false,
    printInFirstWholeBand: false,
    printWhenDetailOverflows: false,
    properties: [],
    propertyExpressions: [],
    children: [],
  } as unknown as ReportElement;
  return {
    design,
    print,
    visible: true,
    blank: false,
    ...(print.kind === 'frame' && {
      children: print.children.map(staticPrepared),
    }),
    done: false,
    printedOnce: false,
  };
}
