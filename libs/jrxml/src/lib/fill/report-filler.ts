import type { Band, Group, Located, ReportDesign } from '../model';
import type { ExpressionContext, JavaValue } from '../expressions';
import { DEFAULT_TIME_ZONE } from '../expressions';
import { javaEquals } from '../expressions/conversions';
import type { PrintDocument, PrintPage } from '../print';
import type { DeferredText, EndScope } from './deferred-text';
import { DesignExpressions } from './design-expressions';
import { ElementFiller } from './element-filler';
import { FillError } from './fill-error';
import { filterRecords, recordFields, sortRecords } from './fill-data';
import type { FillOptions } from './fill-options';
import { resolveParameters } from './report-parameters';
import { StyleResolver } from './style-resolver';
import { VariableCalculator } from './variable-calculator';

type Row = Map<string, JavaValue>;

/**
 * Fills a report design with data band by band, as JasperReports' vertical filler does: title,
 * page header, columns with column header, groups, detail and column footer, page footer or last
 * page footer, summary, background, noData. A band that does not fit goes to the next column or
 * page. Bands keep their design height (text stretch is not done yet). See README.md.
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

  constructor(
    private readonly design: ReportDesign,
    private readonly options: FillOptions,
  ) {
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

  private rows(): Row[] {
    const dataset = this.design.mainDataset;
    const rows = (this.options.records ?? []).map((record) =>
      recordFields(record, dataset),
    );
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
    let previousGroupValues: JavaValue[] = [];
    rows.forEach((row, index) => {
      const groupValues = this.groupValues(row);
      const broken =
        index === 0
          ? 0
          : groupValues.findIndex(
              (value, i) => !javaEquals(value, previousGroupValues[i]),
            );
      const breakFrom = broken === -1 ? this.groups.length : broken;
      this.inRecord = false;
      if (index > 0) this.fillGroupFooters(breakFrom);
      previousGroupValues = groupValues;
      this.previousFields = this.fields;
      this.fields = row;
      const started = this.groups.slice(breakFrom);
      for (const group of started)
        this.calculator.reset(
          { kind: 'Group', group: group.name },
          this.context,
        );
      this.calculator.rememberOldValues();
      this.calculator.increment(
        this.context,
        new Set(started.map((group) => group.name)),
      );
      this.inRecord = true;
      if (index === 0) this.startPage();
      this.fillGroupHeaders(started);
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
        this.place(summary, this.design.page.margins.top);
        this.endReportScope();
        return;
      }
      if (!fits) this.pageBreak();
      else this.offsetY = this.maxColumnY;
      this.place(summary, this.offsetY);
      this.offsetY += summary.height;
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
    if (this.inRecord)
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
      this.place(title, this.offsetY);
      this.offsetY += title.height;
      if (this.design.titleNewPage) {
        this.endScope({ kind: 'Page' });
        this.newPage();
        this.offsetY = this.design.page.margins.top;
      }
    }
    if (pageHeader && this.printable(pageHeader)) {
      this.place(pageHeader, this.offsetY);
      this.offsetY += pageHeader.height;
    }
    this.columnTopY = this.offsetY;
    this.maxColumnY = this.offsetY;
    this.column = 0;
    this.startColumn();
  }

  /** A column: column header, then the headers of groups reprinted on each page. */
  private startColumn(): void {
    this.offsetY = this.columnTopY;
    this.columnOpen = true;
    this.calculator.setSystemValue('COLUMN_NUMBER', BigInt(this.column + 1));
    this.calculator.reset({ kind: 'Column' }, this.context);
    if (this.inRecord)
      this.calculator.increment(this.context, new Set(), 'Column');
    const headers = [this.design.bands.columnHeader];
    if (this.groupsStarted) {
      const reprinted = this.groups.filter(
        (g) => g.reprintHeaderOnEachPage && !this.startingGroups.has(g),
      );
      headers.push(...reprinted.flatMap((group) => group.headers));
    }
    for (const band of headers) {
      if (band && this.printable(band)) {
        this.place(band, this.offsetY, this.columnX());
        this.offsetY += band.height;
      }
    }
    this.headersEndY = this.offsetY;
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
      this.place(columnFooter, y, this.columnX());
      if (floating) bottom += columnFooter.height;
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
      this.place(footer, this.pageBottom() - footerHeight);
    this.endScope({ kind: 'Page' });
  }

  private pageBreak(): void {
    this.withOldValues(() => this.finishPage(false));
    this.startPage();
  }

  /** Within a record, the footers of a breaking page show the values before that record. */
  private withOldValues(fill: () => void): void {
    this.useOldValues = this.inRecord;
    try {
      fill();
    } finally {
      this.useOldValues = false;
    }
  }

  /** The next column on this page, or a new page after the last column. */
  private columnBreak(): void {
    if (this.column + 1 >= this.design.columns.count) {
      this.pageBreak();
      return;
    }
    this.withOldValues(() =>
      this.finishColumn(this.design.bands.pageFooter?.height ?? 0),
    );
    this.column++;
    this.startColumn();
  }

  private columnX(): number {
    const { width, spacing } = this.design.columns;
    return this.design.page.margins.left + this.column * (width + spacing);
  }

  /** Places a column band at the current offset, moving to the next column when it does not fit. */
  private fillBand(band: Band): void {
    if (!this.printable(band)) return;
    const fitsInEmptyColumn =
      band.height <= this.bottomLimit() - this.headersEndY;
    if (this.offsetY + band.height > this.bottomLimit() && fitsInEmptyColumn)
      this.columnBreak();
    this.place(band, this.offsetY, this.columnX());
    this.offsetY += band.height;
  }

  private printable(band: Band): boolean {
    if (!band.printWhenExpression) return true;
    return (
      this.evaluate(band.printWhenExpression.text, band, this.context) === true
    );
  }

  /** Places a band's elements at (x, y); full-width bands start at the left margin. */
  private place(
    band: Band,
    y: number,
    x = this.design.page.margins.left,
  ): void {
    if (!this.page) throw new FillError('Nessuna pagina aperta', band);
    this.page.elements.push(
      ...this.elements.fill(band.children, x, y, this.context, this.deferred),
    );
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
