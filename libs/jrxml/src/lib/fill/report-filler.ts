import type {
  Band,
  Group,
  Located,
  ReportDesign,
  SubreportElement,
  ComponentElement,
  ElementBase,
  ReturnValue,
  TableComponent,
} from '../model';
import type { ExpressionContext, JavaValue } from '../expressions';
import { DEFAULT_TIME_ZONE } from '../expressions';
import { javaEquals } from '../expressions/conversions';
import type { PrintDocument, PrintElement, PrintPage } from '../print';
import type { PreparedElement } from './prepared-element';
import { combineReturnValue } from './return-values';
import { staticPrepared } from './static-prepared';
import { subreportRecords } from './subreport-data';
import { tableDesign } from './table-design';
import type { DeferredText, EndScope } from './deferred-text';
import { DesignExpressions } from './design-expressions';
import { ElementFiller } from './element-filler';
import { layoutContainer, type LayoutPass } from './container-layout';
import { FillError } from './fill-error';
import { filterRecords, recordFields, sortRecords } from './fill-data';
import type { FillOptions } from './fill-options';
import { resolveParameters } from './report-parameters';
import { StyleResolver } from './style-resolver';
import { VariableCalculator } from './variable-calculator';

type Row = Map<string, JavaValue>;

/** A report filled inside a subreport element: one page as long as its content, no margins. */
export interface NestedFill {
  elements: PrintElement[];
  height: number;
  variable(name: string): JavaValue;
  /** Page and column header elements: printed again on each page the subreport continues on. */
  isHeader(element: PrintElement): boolean;
}

/** Bands one after the other on a single endless page (subreports). */
function continuousDesign(design: ReportDesign): ReportDesign {
  return {
    ...design,
    page: {
      ...design.page,
      height: Number.POSITIVE_INFINITY,
      margins: { top: 0, bottom: 0, left: 0, right: 0 },
    },
    titleNewPage: false,
    summaryNewPage: false,
    floatColumnFooter: true,
  };
}

/**
 * Fills a report design with data band by band, as JasperReports' vertical filler does: title,
 * page header, columns with column header, groups, detail and column footer, page footer or last
 * page footer, summary, background, noData. A band that does not fit goes to the next column or
 * page; a band that grows past the bottom splits there and goes on in the next column or page
 * (splitType Stretch), or moves whole (Prevent). See README.md.
 */
export class ReportFiller {
  private readonly expressions = new DesignExpressions();
  private readonly timeZone: string;
  private readonly parameters = new Map<string, JavaValue>();
  private readonly calculator: VariableCalculator;
  private readonly elements: ElementFiller;
  private readonly context: ExpressionContext;
  private readonly groups: Group[];
  private fields: Row = new Map();
  /**
   * The previous record's fields; with `useOldValues` footers printed because the current
   * record's bands broke the page read them and the variables before this record.
   */
  private previousFields: Row = new Map();
  private useOldValues = false;
  private readonly pages: PrintPage[] = [];
  private page?: PrintPage;
  private offsetY = 0;
  /** Current column (0-based), where columns start on this page, lowest y any column reached. */
  private column = 0;
  private columnTopY = 0;
  private maxColumnY = 0;
  private columnOpen = false;
  private headersEndY = 0;
  private pageNumber = 0;
  private groupsStarted = false;
  /** Groups whose headers are being printed now (not to be reprinted on a page break). */
  private startingGroups = new Set<Group>();
  private inRecord = false;
  private deferred: DeferredText[] = [];
  /**
   * A break before the current record's bands counts the record on the new page or column;
   * a band that splits has already counted it where it started.
   */
  private recount = true;
  /** No column band has been placed in the current column yet. */
  private firstWholeBand = true;
  /** Groups that started with the current record. */
  private changedGroups = new Set<string>();

  /** Each row's record as given (JSON node for subDataSource). */
  private readonly rawRecords = new WeakMap<Row, unknown>();
  /** Subreport mode: the page and column headers' elements (repeated on each master page). */
  private readonly headerElements = new WeakSet<PrintElement>();
  /** Subreport mode: one endless page, footers right after the content. */
  private readonly continuous: boolean;

  constructor(
    private design: ReportDesign,
    private readonly options: FillOptions,
    nested = false,
  ) {
    this.continuous = nested;
    if (nested) this.design = continuousDesign(design);
    const { columns } = design;
    if (
      columns.count > 1 &&
      (columns.printOrder !== 'Vertical' || columns.direction !== 'LTR')
    )
      throw new FillError(
        `Colonne non supportate: printOrder ${columns.printOrder}, direzione ${columns.direction}`,
        design,
      );
    this.timeZone = options.timeZone ?? DEFAULT_TIME_ZONE;
    this.groups = design.mainDataset.groups;
    const fieldNames = new Set(
      design.mainDataset.fields.map((field) => field.name),
    );
    this.context = {
      field: (name) =>
        fieldNames.has(name)
          ? ((this.useOldValues ? this.previousFields : this.fields).get(
              name,
            ) ?? null)
          : undefined,
      parameter: (name) =>
        this.parameters.has(name) ? this.parameters.get(name) : undefined,
      variable: (name) =>
        !this.calculator.has(name)
          ? undefined
          : this.useOldValues
            ? this.calculator.oldValue(name)
            : this.calculator.value(name),
      resource: (key) => options.resources?.[key] ?? null,
      timeZone: this.timeZone,
      now: options.now,
    };
    this.calculator = new VariableCalculator(
      design.mainDataset,
      (text, where) => this.expressions.compile(text, where),
      this.timeZone,
    );
    this.elements = new ElementFiller({
      styles: new StyleResolver(design.styles),
      timeZone: this.timeZone,
      evaluate: (text, where, context) => this.evaluate(text, where, context),
      resolveImage: options.resolveImage,
      unsupportedElements: options.unsupportedElements ?? 'error',
      variableScope: (name) => this.calculator.resetScope(name),
      firstWholeBand: () => this.firstWholeBand,
      groupChanged: (name) => this.changedGroups.has(name),
      ...(options.resolveSubreport && {
        subreport: (element: SubreportElement, context: ExpressionContext) =>
          this.fillSubreport(element, context),
      }),
      component: (element: ComponentElement, context: ExpressionContext) =>
        element.component.kind === 'table'
          ? this.fillTable(element, element.component, context)
          : undefined,
    });
  }

  fill(): PrintDocument {
    resolveParameters(
      this.parameters,
      this.design.mainDataset,
      this.options.parameters ?? {},
      this.timeZone,
      this.expressions,
      this.context,
    );
    const rows = this.rows();
    this.calculator.initialize(this.context);
    // JasperReports opens the first page before it computes the first record's variables.
    this.calculator.setSystemValue('PAGE_NUMBER', 1n);
    this.calculator.setSystemValue('COLUMN_NUMBER', 1n);
    if (rows.length > 0) this.fillRecords(rows);
    else this.fillNoData();
    const { page } = this.design;
    return {
      name: this.design.name,
      pageWidth: page.width,
      pageHeight: page.height,
      orientation: page.orientation,
      pages: this.pages,
    };
  }

  /** Fills as a subreport: the single page's elements and how high they reach. */
  fillNested(): NestedFill {
    const document = this.fill();
    const elements = document.pages.flatMap((page) => page.elements);
    const height = Math.max(
      0,
      ...elements.map((element) => element.y + element.height),
    );
    return {
      elements,
      height,
      variable: (name) =>
        this.calculator.has(name) ? this.calculator.value(name) : null,
      isHeader: (element) => this.headerElements.has(element),
    };
  }

  /**
   * A subreport element: its design from `resolveSubreport`, its parameters and records, filled
   * on an endless page whose elements then lay out (and split) inside the element. Return
   * values go to the master's variables.
   */
  private fillSubreport(
    element: SubreportElement,
    context: ExpressionContext,
  ): PreparedElement[] {
    const name = element.expression
      ? this.evaluate(element.expression.text, element, context)
      : null;
    if (typeof name !== 'string')
      throw new FillError(
        'subreportExpression deve dare il nome del sottoreport',
        element,
      );
    const design = this.options.resolveSubreport?.(name);
    if (!design)
      throw new FillError(`Sottoreport non trovato: ${name}`, element);
    const parameters: Record<string, JavaValue> = {};
    if (element.parametersMapExpression) {
      const map = this.evaluate(
        element.parametersMapExpression.text,
        element,
        context,
      );
      if (map instanceof Map)
        for (const [key, value] of map)
          if (typeof key === 'string' && !key.startsWith('REPORT_'))
            parameters[key] = value as JavaValue;
    }
    for (const parameter of element.parameters)
      parameters[parameter.name] = parameter.expression
        ? this.evaluate(parameter.expression.text, element, context)
        : null;
    const records = subreportRecords(element, design, name, parameters, {
      evaluate: (text, at) => this.evaluate(text, element, at),
      context,
      currentRecord: this.rawRecords.get(this.fields),
      jsonData: this.options.jsonData,
      subreportRecords: this.options.subreportRecords,
    });
    return this.fillNestedDesign(
      element,
      design,
      parameters,
      records,
      element.returnValues,
    );
  }

  /**
   * A table component: the report JasperReports' TableReport would build from its cells
   * (table-design.ts), filled through the sub-dataset's run like a subreport.
   */
  private fillTable(
    element: ComponentElement,
    table: TableComponent,
    context: ExpressionContext,
  ): PreparedElement[] {
    const run = table.datasetRun;
    const design = tableDesign(this.design, element, table, (column) =>
      column.printWhenExpression
        ? this.evaluate(column.printWhenExpression.text, element, context) ===
          true
        : true,
    );
    const parameters: Record<string, JavaValue> = {};
    if (run.parametersMapExpression) {
      const map = this.evaluate(
        run.parametersMapExpression.text,
        element,
        context,
      );
      if (map instanceof Map)
        for (const [key, value] of map)
          if (typeof key === 'string' && !key.startsWith('REPORT_'))
            parameters[key] = value as JavaValue;
    }
    for (const parameter of run.parameters)
      parameters[parameter.name] = parameter.expression
        ? this.evaluate(parameter.expression.text, element, context)
        : null;
    const records = subreportRecords(run, design, run.subDataset, parameters, {
      evaluate: (text, at) => this.evaluate(text, element, at),
      context,
      currentRecord: this.rawRecords.get(this.fields),
      jsonData: this.options.jsonData,
      subreportRecords: this.options.subreportRecords,
    });
    return this.fillNestedDesign(
      element,
      design,
      parameters,
      records,
      run.returnValues,
    );
  }

  /** Fills a subreport or table on an endless page; return values go to the master. */
  private fillNestedDesign(
    element: ElementBase,
    design: ReportDesign,
    parameters: Record<string, JavaValue>,
    records: readonly unknown[],
    returnValues: readonly ReturnValue[],
  ): PreparedElement[] {
    const filled = new ReportFiller(
      design,
      { ...this.options, parameters, records },
      true,
    ).fillNested();
    for (const returned of returnValues) {
      if (!this.calculator.has(returned.toVariable))
        throw new FillError(
          `returnValue: variabile ${returned.toVariable} inesistente`,
          element,
        );
      this.calculator.setSystemValue(
        returned.toVariable,
        combineReturnValue(
          returned.calculation,
          this.calculator.value(returned.toVariable),
          filled.variable(returned.fromVariable),
        ),
      );
    }
    return filled.elements.map((print) => ({
      ...staticPrepared(print),
      ...(filled.isHeader(print) && { repeatOnOverflow: true }),
    }));
  }

  private rows(): Row[] {
    const dataset = this.design.mainDataset;
    const rows = (this.options.records ?? []).map((record) => {
      const row = recordFields(record, dataset);
      this.rawRecords.set(row, record);
      return row;
    });
    const filter = dataset.filterExpression;
    const filtered = filter
      ? filterRecords(
          rows,
          (context) => this.evaluate(filter.text, dataset, context) === true,
          (row) => ({
            ...this.context,
            field: (name) => (row.has(name) ? row.get(name) : undefined),
          }),
        )
      : rows;
    return sortRecords(filtered, dataset);
  }

  private fillRecords(rows: Row[]): void {
    rows.forEach((row, index) => {
      // As JasperReports: a group breaks when its expression evaluated with the previous
      // record's values differs from its value estimated with the new record.
      const oldGroupValues = index === 0 ? [] : this.oldGroupValues();
      const groupValues = this.groupValues(row);
      const broken =
        index === 0
          ? 0
          : groupValues.findIndex(
              (value, i) => !javaEquals(value, oldGroupValues[i]),
            );
      const breakFrom = broken === -1 ? this.groups.length : broken;
      this.inRecord = false;
      if (index > 0) this.fillGroupFooters(breakFrom);
      this.previousFields = this.fields;
      this.fields = row;
      const started = this.groups.slice(breakFrom);
      this.changedGroups = new Set(started.map((group) => group.name));
      for (const group of started)
        this.calculator.reset(
          { kind: 'Group', group: group.name },
          this.context,
        );
      const startedNames = new Set(started.map((group) => group.name));
      const before = this.calculator.snapshot();
      this.calculator.rememberOldValues();
      this.calculator.increment(this.context, startedNames);
      this.inRecord = true;
      if (index === 0) this.startPage();
      const [page, column] = [this.pageNumber, this.column];
      this.fillGroupHeaders(started);
      if (this.pageNumber !== page || this.column !== column)
        this.calculator.recount(before, this.context, startedNames);
      for (const band of this.design.bands.detail) this.fillBand(band);
    });
    this.fillGroupFooters(0);
    this.endReport();
  }

  private fillNoData(): void {
    const type = this.design.whenNoDataType;
    if (type === 'NoPages') return;
    if (type === 'BlankPage') {
      this.pages.push({ elements: [] });
      return;
    }
    if (type === 'NoDataSection') {
      const band = this.design.bands.noData;
      if (!band) return;
      this.newPage();
      if (this.printable(band)) this.place(band, this.design.page.margins.top);
      return;
    }
    this.startPage();
    this.endReport();
  }

  /** The group expressions with the current record's fields and variables. */
  private oldGroupValues(): JavaValue[] {
    return this.groups.map((group) =>
      group.expression
        ? this.evaluate(group.expression.text, group, this.context)
        : null,
    );
  }

  private groupValues(row: Row): JavaValue[] {
    const previous = this.fields;
    this.fields = row;
    try {
      return this.calculator.estimate(this.context, () =>
        this.groups.map((group) =>
          group.expression
            ? this.evaluate(group.expression.text, group, this.context)
            : null,
        ),
      );
    } finally {
      this.fields = previous;
    }
  }

  private fillGroupHeaders(groups: Group[]): void {
    this.startingGroups = new Set(groups);
    for (const group of groups) {
      const atTop = this.offsetY <= this.headersEndY;
      if (group.startNewPage && !atTop) this.pageBreak();
      else if (group.startNewColumn && !atTop) this.columnBreak();
      else if (
        !atTop &&
        this.bottomLimit() - this.offsetY < group.minHeightToStartNewPage
      )
        this.columnBreak();
      for (const band of group.headers) this.fillBand(band);
      this.startingGroups.delete(group);
    }
    this.groupsStarted = true;
  }

  /** Footers of the groups from `from` inward, innermost first; then their Group-time texts. */
  private fillGroupFooters(from: number): void {
    for (const group of this.groups.slice(from).reverse()) {
      for (const band of group.footers) this.fillBand(band);
      this.endScope({ kind: 'Group', group: group.name });
    }
  }

  /** The last column's footer, the summary (full width), the last page footer, Report-time texts. */
  private endReport(): void {
    this.inRecord = false;
    const lastFooterHeight = this.lastFooter()?.height ?? 0;
    this.finishColumn(lastFooterHeight);
    const limit =
      this.pageBottom() -
      lastFooterHeight -
      (this.design.floatColumnFooter ? 0 : this.columnFooterHeight());
    const summary = this.design.bands.summary;
    if (summary && this.printable(summary)) {
      const fits =
        !this.design.summaryNewPage &&
        this.maxColumnY + summary.height <= limit;
      if (!fits && !this.design.summaryWithPageHeaderAndFooter) {
        // As JasperReports: the summary alone on a last page without header and footer.
        this.finishPage(true);
        this.newPage();
        this.flow(summary, this.design.page.margins.top, this.pageBottom());
        this.endReportScope();
        return;
      }
      if (!fits) this.pageBreak();
      else this.offsetY = this.maxColumnY;
      this.offsetY = this.flow(summary, this.offsetY, limit);
    }
    if (this.offsetY > limit) this.pageBreak();
    this.finishPage(true);
    this.endReportScope();
  }

  private lastFooter(): Band | undefined {
    return this.design.bands.lastPageFooter ?? this.design.bands.pageFooter;
  }

  private columnFooterHeight(): number {
    const band = this.design.bands.columnFooter;
    return band ? band.height : 0;
  }

  private pageBottom(): number {
    return this.design.page.height - this.design.page.margins.bottom;
  }

  /** Lowest y a band may reach on a normal page: above column footer and page footer. */
  private bottomLimit(): number {
    return (
      this.pageBottom() -
      (this.design.bands.pageFooter?.height ?? 0) -
      this.columnFooterHeight()
    );
  }

  private newPage(): void {
    this.page = { elements: [] };
    this.pages.push(this.page);
    this.pageNumber++;
    this.calculator.setSystemValue('PAGE_NUMBER', BigInt(this.pageNumber));
    this.calculator.setSystemValue('COLUMN_NUMBER', 1n);
    this.calculator.reset({ kind: 'Page' }, this.context);
    if (this.inRecord && this.recount)
      this.calculator.increment(this.context, new Set(), 'Page');
    const { background } = this.design.bands;
    if (background && this.printable(background))
      this.place(background, this.design.page.margins.top);
  }

  /** A new page: title (first page only), page header, then the first column. */
  private startPage(): void {
    this.newPage();
    this.offsetY = this.design.page.margins.top;
    const { title, pageHeader } = this.design.bands;
    if (this.pageNumber === 1 && title && this.printable(title)) {
      this.offsetY = this.flow(
        title,
        this.offsetY,
        this.pageBottom() - (this.design.bands.pageFooter?.height ?? 0),
      );
      if (this.design.titleNewPage) {
        this.endScope({ kind: 'Page' });
        this.newPage();
        this.offsetY = this.design.page.margins.top;
      }
    }
    if (pageHeader && this.printable(pageHeader))
      this.offsetY += this.place(pageHeader, this.offsetY, undefined, true);
    this.columnTopY = this.offsetY;
    this.maxColumnY = this.offsetY;
    this.column = 0;
    this.startColumn(true);
  }

  /**
   * A column: column header, then the headers of groups reprinted on each page (on a new page)
   * or on each column (isReprintHeaderOnEachColumn).
   */
  private startColumn(newPage: boolean): void {
    this.offsetY = this.columnTopY;
    this.columnOpen = true;
    this.calculator.setSystemValue('COLUMN_NUMBER', BigInt(this.column + 1));
    this.calculator.reset({ kind: 'Column' }, this.context);
    if (this.inRecord && this.recount)
      this.calculator.increment(this.context, new Set(), 'Column');
    const headers = [this.design.bands.columnHeader];
    if (this.groupsStarted) {
      const reprinted = this.groups.filter(
        (g) =>
          (newPage ? g.reprintHeaderOnEachPage : g.reprintHeaderOnEachColumn) &&
          !this.startingGroups.has(g),
      );
      headers.push(...reprinted.flatMap((group) => group.headers));
    }
    for (const band of headers) {
      if (band && this.printable(band))
        this.offsetY += this.place(band, this.offsetY, this.columnX(), true);
    }
    this.headersEndY = this.offsetY;
    this.firstWholeBand = true;
  }

  /** The column footer (at the bottom above a footer this high, or floating), Column-time texts. */
  private finishColumn(footerHeight: number): void {
    if (!this.columnOpen) return;
    this.columnOpen = false;
    const { columnFooter } = this.design.bands;
    let bottom = this.offsetY;
    if (columnFooter && this.printable(columnFooter)) {
      const floating = this.design.floatColumnFooter;
      const y = floating
        ? this.offsetY
        : this.pageBottom() - footerHeight - columnFooter.height;
      const height = this.place(columnFooter, y, this.columnX());
      if (floating) bottom += height;
    }
    this.maxColumnY = Math.max(this.maxColumnY, bottom);
    this.endScope({ kind: 'Column' });
  }

  /** Page footer (or the last page footer) after the open column, then Page-time texts. */
  private finishPage(last: boolean): void {
    const footer = last ? this.lastFooter() : this.design.bands.pageFooter;
    const footerHeight = footer?.height ?? 0;
    this.finishColumn(footerHeight);
    if (footer && this.printable(footer))
      this.place(
        footer,
        this.continuous
          ? Math.max(this.maxColumnY, this.offsetY)
          : this.pageBottom() - footerHeight,
      );
    this.endScope({ kind: 'Page' });
  }

  /** `oldValues`: the footers show the values before the current record (break before a band). */
  private pageBreak(oldValues = true): void {
    this.withOldValues(() => this.finishPage(false), oldValues);
    this.startPage();
  }

  /** Within a record, the footers of a breaking page show the values before that record. */
  private withOldValues(fill: () => void, oldValues = true): void {
    this.useOldValues = this.inRecord && oldValues;
    try {
      fill();
    } finally {
      this.useOldValues = false;
    }
  }

  /** The next column on this page, or a new page after the last column. */
  private columnBreak(oldValues = true): void {
    if (this.column + 1 >= this.design.columns.count) {
      this.pageBreak(oldValues);
      return;
    }
    this.withOldValues(
      () => this.finishColumn(this.design.bands.pageFooter?.height ?? 0),
      oldValues,
    );
    this.column++;
    this.startColumn(false);
  }

  private columnX(): number {
    const { width, spacing } = this.design.columns;
    return this.design.page.margins.left + this.column * (width + spacing);
  }

  /**
   * Places a column band at the current offset, first moving to the next column when it does
   * not fit at its design height. A band that grows past the bottom splits (splitType Stretch,
   * the default): what fits prints here, the rest in the next column or page. With Prevent the
   * whole band moves, unless it is already at the top of a column.
   */
  private fillBand(band: Band): void {
    if (!this.printable(band)) return;
    const fitsInEmptyColumn =
      band.height <= this.bottomLimit() - this.headersEndY;
    if (this.offsetY + band.height > this.bottomLimit() && fitsInEmptyColumn)
      this.columnBreak();
    const items = this.elements.prepare(
      band.children,
      this.context,
      this.deferred,
    );
    const layout = (overflow: boolean, force = false) =>
      layoutContainer(
        items,
        band.height,
        this.bottomLimit() - this.offsetY,
        overflow,
        force,
      );
    let pass = layout(false);
    if (
      pass.willOverflow &&
      band.splitType === 'Prevent' &&
      this.offsetY > this.headersEndY
    ) {
      this.columnBreak();
      pass = layout(false);
    }
    this.placePass(pass, this.columnX(), this.offsetY);
    this.offsetY += pass.height;
    while (pass.willOverflow) {
      this.recount = false;
      try {
        if (pass.breakType === 'Page') this.pageBreak(false);
        else this.columnBreak(false);
      } finally {
        this.recount = true;
      }
      pass = layout(true);
      // Nothing fits even in an empty column: print the rest anyway rather than loop.
      if (!pass.printedAny) pass = layout(true, true);
      this.placePass(pass, this.columnX(), this.offsetY);
      this.offsetY += pass.height;
    }
    this.firstWholeBand = false;
  }

  private printable(band: Band): boolean {
    if (!band.printWhenExpression) return true;
    return (
      this.evaluate(band.printWhenExpression.text, band, this.context) === true
    );
  }

  /** Places a whole band (it may grow, it does not split) at (x, y); returns its height. */
  private place(
    band: Band,
    y: number,
    x = this.design.page.margins.left,
    header = false,
  ): number {
    const items = this.elements.prepare(
      band.children,
      this.context,
      this.deferred,
    );
    const pass = layoutContainer(
      items,
      band.height,
      Number.POSITIVE_INFINITY,
      false,
    );
    if (header && this.continuous)
      for (const element of pass.elements) this.headerElements.add(element);
    this.placePass(pass, x, y);
    return pass.height;
  }

  /**
   * Places a full-width band that may split (title, summary): what does not fit above `bottom`
   * goes on at the top of new pages that have nothing else. Returns where the band ends.
   */
  private flow(band: Band, y: number, bottom: number): number {
    const items = this.elements.prepare(
      band.children,
      this.context,
      this.deferred,
    );
    const x = this.design.page.margins.left;
    let top = y;
    let pass = layoutContainer(items, band.height, bottom - top, false);
    this.placePass(pass, x, top);
    while (pass.willOverflow) {
      this.endScope({ kind: 'Page' });
      this.newPage();
      top = this.design.page.margins.top;
      pass = layoutContainer(items, band.height, bottom - top, true);
      if (!pass.printedAny)
        pass = layoutContainer(items, band.height, bottom - top, true, true);
      this.placePass(pass, x, top);
    }
    return top + pass.height;
  }

  /** Puts a laid out pass on the current page at (x, y). */
  private placePass(pass: LayoutPass, x: number, y: number): void {
    if (!this.page) throw new FillError('Nessuna pagina aperta', this.design);
    for (const element of pass.elements) {
      element.x += x;
      element.y += y;
    }
    this.page.elements.push(...pass.elements);
    pass.commit();
  }

  private endScope(scope: EndScope): void {
    this.deferred = this.deferred.filter(
      (item) => !item.scopeEnded(scope, this.context),
    );
  }

  /** The report ended: every deferred text is evaluated now. */
  private endReportScope(): void {
    for (const item of this.deferred) item.finish(this.context);
    this.deferred = [];
  }

  private evaluate(
    text: string,
    where: Located,
    context: ExpressionContext,
  ): JavaValue {
    return this.expressions.evaluate(text, where, context);
  }
}
