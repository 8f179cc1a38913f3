import type { Calculation, Dataset, Variable } from '../model';
import type {
  CompiledExpression,
  ExpressionContext,
  JavaValue,
} from '../expressions';
import { ExpressionError, toJavaValue } from '../expressions';
import { applyBinary } from '../expressions/operators';
import { compareValues } from './compare-values';
import { javaToString } from '../expressions/java-string';
import { FillError } from './fill-error';

const SUPPORTED: Calculation[] = [
  'Nothing',
  'Count',
  'DistinctCount',
  'Sum',
  'Average',
  'Lowest',
  'Highest',
  'First',
  'System',
];

export interface VariableState {
  readonly variable: Variable;
  readonly expression?: CompiledExpression;
  readonly initial?: CompiledExpression;
  value: JavaValue;
  sum: JavaValue;
  count: bigint;
  distinct: Set<string>;
  started: boolean;
}

/** What resets a variable: the whole report, each page, or a group break. */
export type ResetScope =
  | { kind: 'Report' }
  | { kind: 'Page' }
  | { kind: 'Column' }
  | { kind: 'Group'; group: string };

/** None resets once, like Report. */
function effectiveResetType(variable: Variable): ResetScope['kind'] | 'Master' {
  return variable.resetType === 'None' ? 'Report' : variable.resetType;
}

/**
 * The report variables: built-in (REPORT_COUNT, PAGE_COUNT, COLUMN_COUNT, <group>_COUNT,
 * PAGE_NUMBER, COLUMN_NUMBER) and declared ones, reset per report/page/group and incremented
 * once per record in declaration order (a variable may use the ones declared before it).
 */
export class VariableCalculator {
  private readonly states: VariableState[] = [];
  private readonly byName = new Map<string, VariableState>();
  private oldValues = new Map<string, JavaValue>();

  constructor(
    dataset: Dataset,
    compile: (text: string, where: Variable) => CompiledExpression,
    private readonly timeZone: string,
  ) {
    const builtIn = (
      name: string,
      resetType: Variable['resetType'],
      resetGroup?: string,
    ): Variable => ({
      name,
      valueClass: 'java.lang.Integer',
      calculation: name.endsWith('_NUMBER') ? 'System' : 'Count',
      resetType,
      resetGroup,
      incrementType: 'None',
      systemDefined: true,
    });
    const variables: Variable[] = [
      builtIn('PAGE_NUMBER', 'Report'),
      builtIn('COLUMN_NUMBER', 'Report'),
      builtIn('REPORT_COUNT', 'Report'),
      builtIn('PAGE_COUNT', 'Page'),
      builtIn('COLUMN_COUNT', 'Column'),
      ...dataset.groups.map((group) =>
        builtIn(`${group.name}_COUNT`, 'Group', group.name),
      ),
      ...dataset.variables.filter((variable) => !variable.systemDefined),
    ];
    for (const variable of variables) {
      if (!SUPPORTED.includes(variable.calculation))
        throw new FillError(
          `Calcolo non supportato: ${variable.calculation} (variabile ${variable.name})`,
          variable,
        );
      if (!['None', 'Report', 'Group'].includes(variable.incrementType))
        throw new FillError(
          `incrementType non supportato: ${variable.incrementType} (variabile ${variable.name})`,
          variable,
        );
      const state: VariableState = {
        variable,
        expression:
          variable.expression && compile(variable.expression.text, variable),
        initial:
          variable.initialValueExpression &&
          compile(variable.initialValueExpression.text, variable),
        value: null,
        sum: null,
        count: 0n,
        distinct: new Set(),
        started: false,
      };
      this.states.push(state);
      this.byName.set(variable.name, state);
    }
  }

  /** Keeps the values before the current record, for footers printed when a page breaks. */
  rememberOldValues(): void {
    this.oldValues = new Map(
      this.states.map((state) => [state.variable.name, state.value]),
    );
  }

  /** The value before the current record (JasperReports' "old" evaluation). */
  oldValue(name: string): JavaValue {
    return this.oldValues.get(name) ?? null;
  }

  has(name: string): boolean {
    return this.byName.has(name);
  }

  value(name: string): JavaValue {
    return this.byName.get(name)?.value ?? null;
  }

  /** The scope whose end resets a variable (for evaluationTime Auto); None resets nowhere. */
  resetScope(name: string): ResetScope | undefined {
    const variable = this.byName.get(name)?.variable;
    if (!variable || variable.resetType === 'None') return undefined;
    const type = effectiveResetType(variable);
    if (type === 'Group' && variable.resetGroup)
      return { kind: 'Group', group: variable.resetGroup };
    return type === 'Report' || type === 'Page' || type === 'Column'
      ? { kind: type }
      : undefined;
  }

  /** For PAGE_NUMBER and COLUMN_NUMBER, which the filler drives. */
  setSystemValue(name: string, value: JavaValue): void {
    const state = this.byName.get(name);
    if (state) state.value = value;
  }

  /** At the start of the report every variable gets its initial value, whatever its reset. */
  initialize(context: ExpressionContext): void {
    for (const state of this.states) this.resetState(state, context);
  }

  reset(scope: ResetScope, context: ExpressionContext): void {
    for (const state of this.states) {
      const { variable } = state;
      const resetType = effectiveResetType(variable);
      if (resetType !== scope.kind) continue;
      if (scope.kind === 'Group' && variable.resetGroup !== scope.group)
        continue;
      this.resetState(state, context);
    }
  }

  private resetState(state: VariableState, context: ExpressionContext): void {
    const { variable } = state;
    if (variable.calculation === 'System' && variable.systemDefined) return;
    state.value = state.initial
      ? this.typed(this.evaluate(state.initial, variable, context), variable)
      : variable.systemDefined
        ? 0n
        : null;
    state.sum = null;
    state.count = 0n;
    state.distinct = new Set();
    state.started = false;
  }

  /**
   * Runs `read` with the values the variables would have after adding the current record, then
   * restores them (JasperReports' estimated values, used by group expressions such as
   * `$V{FirstLetter}` where FirstLetter is computed from the record's fields).
   */
  estimate<T>(context: ExpressionContext, read: () => T): T {
    const saved = this.states.map((state) => ({
      ...state,
      distinct: new Set(state.distinct),
    }));
    try {
      this.increment(context, new Set());
      return read();
    } finally {
      saved.forEach((copy, index) => Object.assign(this.states[index], copy));
    }
  }

  /** A copy of every variable's state (see `recount`). */
  snapshot(): readonly VariableState[] {
    return this.states.map((state) => ({
      ...state,
      distinct: new Set(state.distinct),
    }));
  }

  /**
   * JasperReports calculates a record's variables after its group headers: when a header moved
   * to a new page or column, the record is added again from `before` (the states before it) so
   * that expressions reading PAGE_NUMBER or COLUMN_NUMBER see the new ones. Page and Column
   * variables were already reset and counted by the break.
   */
  recount(
    before: readonly VariableState[],
    context: ExpressionContext,
    brokenGroups: ReadonlySet<string>,
  ): void {
    const again = new Set<VariableState>();
    this.states.forEach((state, index) => {
      const reset = effectiveResetType(state.variable);
      if (state.variable.calculation === 'System') return;
      if (reset === 'Page' || reset === 'Column') return;
      Object.assign(state, {
        ...before[index],
        distinct: new Set(before[index].distinct),
      });
      again.add(state);
    });
    this.increment(context, brokenGroups, undefined, again);
  }

  /** Adds the current record; `brokenGroups` are the groups that started on this record. */
  increment(
    context: ExpressionContext,
    brokenGroups: ReadonlySet<string>,
    onlyReset?: 'Page' | 'Column',
    only?: ReadonlySet<VariableState>,
  ): void {
    for (const state of this.states) {
      const { variable } = state;
      if (onlyReset && effectiveResetType(variable) !== onlyReset) continue;
      if (only && !only.has(state)) continue;
      if (variable.calculation === 'System') continue;
      if (
        variable.incrementType === 'Group' &&
        !brokenGroups.has(variable.incrementGroup ?? '')
      )
        continue;
      const value: JavaValue = state.expression
        ? this.evaluate(state.expression, variable, context)
        : variable.systemDefined
          ? true
          : null;
      this.add(state, value);
    }
  }

  /**
   * JasperReports' incrementers: the first record after a reset starts from zero, not from the
   * initial value (the variable is "initialized"), and a null expression value does not count:
   * Count and DistinctCount stay numbers (0 when every value was null), the others stay null.
   */
  private add(state: VariableState, value: JavaValue): void {
    const { variable } = state;
    const calculation = variable.calculation;
    const fresh = !state.started;
    state.started = true;
    if (calculation === 'Nothing') {
      state.value = this.typed(value, variable);
      return;
    }
    if (calculation === 'First') {
      if (fresh) state.value = this.typed(value, variable);
      return;
    }
    if (calculation === 'Count') {
      const counted = fresh || state.value === null ? 0n : BigInt(String(state.value));
      state.value = this.typed(value === null ? counted : counted + 1n, variable);
      return;
    }
    if (calculation === 'DistinctCount') {
      if (value !== null) state.distinct.add(`${typeof value}:${javaToString(value, this.timeZone)}`);
      state.value = this.typed(BigInt(state.distinct.size), variable);
      return;
    }
    if (value === null) {
      if (fresh) state.value = null;
      return;
    }
    switch (calculation) {
      case 'Sum':
        state.value = this.typed(
          fresh || state.value === null
            ? value
            : applyBinary('+', state.value, value, this.timeZone),
          variable,
        );
        return;
      case 'Average':
        state.sum =
          state.sum === null
            ? value
            : applyBinary('+', state.sum, value, this.timeZone);
        state.count += 1n;
        state.value = this.typed(
          applyBinary(
            '/',
            this.typed(state.sum, variable),
            this.typed(state.count, variable),
            this.timeZone,
          ),
          variable,
        );
        return;
      case 'Highest':
      case 'Lowest': {
        const better =
          fresh ||
          state.value === null ||
          (calculation === 'Highest'
            ? compareValues(value, state.value) > 0
            : compareValues(value, state.value) < 0);
        if (better) state.value = this.typed(value, variable);
        return;
      }
    }
  }

  private evaluate(
    expression: CompiledExpression,
    variable: Variable,
    context: ExpressionContext,
  ): JavaValue {
    try {
      return expression.evaluate(context);
    } catch (error) {
      if (!(error instanceof ExpressionError)) throw error;
      throw new FillError(
        `Variabile ${variable.name}, espressione "${expression.source.trim()}": ${error.message}`,
        variable,
      );
    }
  }

  private typed(value: JavaValue, variable: Variable): JavaValue {
    try {
      return toJavaValue(value, variable.valueClass);
    } catch (error) {
      throw new FillError(
        `Variabile ${variable.name}: ${(error as Error).message}`,
        variable,
      );
    }
  }
}
