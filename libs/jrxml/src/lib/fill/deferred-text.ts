import type { ExpressionContext } from '../expressions';
import type { ResetScope } from './variable-calculator';

/** Something that ends while filling: a group, a page, or the whole report. */
export type EndScope = ResetScope;

/** A text field waits for a scope to end; with evaluationTime Auto, to capture a variable then. */
export interface Wait {
  scope: EndScope;
  variable?: string;
}

const sameScope = (a: EndScope, b: EndScope): boolean =>
  a.kind === b.kind &&
  (a.kind !== 'Group' || (b.kind === 'Group' && a.group === b.group));

/**
 * A text field evaluated later (evaluationTime Report, Page, Group or Auto): its print element is
 * already placed and gets its text once every awaited scope has ended. With Auto, as in
 * JasperReports, each variable is read when its own reset scope ends and fields when placed.
 */
export class DeferredText {
  private readonly captured = new Map<string, unknown>();

  constructor(
    private waits: Wait[],
    private readonly evaluate: (context: ExpressionContext) => void,
    /** Auto: field values as they were when the element was placed. */
    private readonly fields = new Map<string, unknown>(),
  ) {}

  /** Tells that `scope` ended; returns true once the text has been evaluated. */
  scopeEnded(scope: EndScope, context: ExpressionContext): boolean {
    const ending = this.waits.filter((wait) => sameScope(wait.scope, scope));
    this.waits = this.waits.filter((wait) => !ending.includes(wait));
    this.capture(ending, context);
    if (this.waits.length > 0) return false;
    this.finish(context);
    return true;
  }

  /** Evaluates now, reading still awaited variables as they are (the report has ended). */
  finish(context: ExpressionContext): void {
    this.capture(this.waits, context);
    this.waits = [];
    this.evaluate({
      ...context,
      field: (name) =>
        this.fields.has(name) ? this.fields.get(name) : context.field(name),
      variable: (name) =>
        this.captured.has(name)
          ? this.captured.get(name)
          : context.variable(name),
    });
  }

  private capture(waits: Wait[], context: ExpressionContext): void {
    for (const { variable } of waits) {
      if (variable !== undefined && !this.captured.has(variable))
        this.captured.set(variable, context.variable(variable));
    }
  }
}
