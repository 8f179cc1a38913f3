import { HttpCode, Inject, Injectable, Optional, Query, Res, RequestMapping, RequestMethod, applyDecorators, type Type } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { ApiQuery } from '@nestjs/swagger';
import type { Response } from 'express';
import type { Pool } from 'pg';
import type { Lista } from '@registro/contracts';
import { RequiresPermission } from '../auth/access.decorators';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { PG_POOL } from '../database/database.tokens';
import type { ExcelSheet } from '../excel/excel-columns';
import { sendExcel } from '../excel/excel-writer';
import { lista, ok } from '../http/envelope';
import { allRows, pagedRows, type ListSql } from '../http/list-sql';
import type { ListTotal } from '../http/list-total';
import type { PagedQueryDto } from '../http/paged-query.dto';
import { paging, type PageRequest } from '../http/paging';
import { ValidateAs } from '../validation/validate-as.pipe';
import { decoratedRows } from './decorated-rows';
import type { Permission } from './use-case';

/**
 * A step applied to a list's rows after SQL, for what the database does not hold (the next run of
 * a task, from the queue): to the page and, in chunks, to the Excel rows. A provider class of the
 * list's module, named by the declaration (`decorate: NextTaskRuns`).
 */
export interface ListDecorator<Row> {
  decorate(rows: Row[]): Promise<Row[]>;
}

interface ListDeclaration<Filters extends PagedQueryDto, Row> {
  /** under the endpoint's `@Controller` path: `GET <path>` (the page) and `POST <path>/excel` */
  path?: string;
  /** the permission of both routes (usually `[sezione, 'visualizza']`) */
  permission: Permission;
  /** the Excel download's own permission, when it is narrower than the page's */
  excelPermission?: Permission;
  /** the query: `class XFilters extends PagedQueryDto { @TextFilter('nome') nome?: string }` */
  filters: Type<Filters>;
  /**
   * the list as one query (`ListSql`), used for the page and, whole, for the Excel; `caller` is the
   * signed-in user, for a list whose rows depend on who asks (a customer reads only their own orders)
   */
  sql: (filters: Filters, caller: AuthenticatedUser) => ListSql;
  /**
   * the total when counting `sql.from` is not the way (a counter table): a statement, marked
   * `cheap` when it costs nothing; `undefined` (or no `total`) counts as ListTotals does
   */
  total?: (filters: Filters, sql: ListSql) => ListTotal | undefined;
  /** a provider rewriting the rows after SQL (page and Excel), resolved from the application */
  decorate?: Type<ListDecorator<Row>>;
  /** the Excel sheet: file prefix and the screen's columns */
  excel: ExcelSheet<Row>;
  /** type only: the row */
  readonly row?: Row;
}

/** A list the server pages: `{ list, recordsNumber }`. */
interface PagedList {
  paged?: true;
  /** the page size when the client sends none */
  forPage: number;
}

/** A list answered whole, as an array (the client pages); `page` and `forPage` are accepted and ignored. */
interface UnpagedList {
  paged: false;
  forPage?: undefined;
}

/** A list in one declaration: its page (or all of it), filters, SQL, count and Excel download. */
export type ListUseCase<Filters extends PagedQueryDto, Row> = ListDeclaration<Filters, Row> & (PagedList | UnpagedList);

/** Declares a list: `export const listFatture = listUseCase({ permission, filters, forPage, sql, excel })`. */
export function listUseCase<Filters extends PagedQueryDto, Row>(list: ListUseCase<Filters, Row>): ListUseCase<Filters, Row> {
  return list;
}

/**
 * Reads declared lists: a page (with the total before paging; past the middle from the other end
 * when the total is cheap and the order reversible), every row at once (an unpaged list) or every
 * row through a cursor (the Excel); each through the list's decorator when it has one.
 */
@Injectable()
export class ListReader {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Optional() private readonly moduleRef?: ModuleRef,
  ) {}

  async page<F extends PagedQueryDto, Row>(list: ListUseCase<F, Row>, filters: F, caller: AuthenticatedUser, page: PageRequest): Promise<Lista<Row>> {
    const sql = list.sql(filters, caller);
    const { list: rows, recordsNumber } = await pagedRows<Row>(this.pool, sql, page, list.total?.(filters, sql));
    return { list: await this.decorated(list, rows), recordsNumber };
  }

  /** Every row in the list's order, at once (an unpaged list). */
  async all<F extends PagedQueryDto, Row>(list: ListUseCase<F, Row>, filters: F, caller: AuthenticatedUser): Promise<Row[]> {
    const sql = list.sql(filters, caller);
    const { rows } = await this.pool.query(`SELECT ${sql.select} ${sql.from} ORDER BY ${sql.orderBy}`, [...sql.params]);
    return this.decorated(list, rows as Row[]);
  }

  /** Every row in the list's order, through a cursor (the Excel). */
  rows<F extends PagedQueryDto, Row>(list: ListUseCase<F, Row>, filters: F, caller: AuthenticatedUser): AsyncIterable<Row> {
    const rows = allRows<Row>(this.pool, list.sql(filters, caller));
    const decorator = this.decorator(list);
    return decorator ? decoratedRows(rows, (chunk) => decorator.decorate(chunk)) : rows;
  }

  private decorated<F extends PagedQueryDto, Row>(list: ListUseCase<F, Row>, rows: Row[]): Promise<Row[]> {
    const decorator = this.decorator(list);
    return decorator ? decorator.decorate(rows) : Promise.resolve(rows);
  }

  private decorator<F extends PagedQueryDto, Row>(list: ListUseCase<F, Row>): ListDecorator<Row> | null {
    if (!list.decorate) return null;
    if (!this.moduleRef) throw new Error(`ListReader: ${list.decorate.name} needs the Nest application (ModuleRef)`);
    return this.moduleRef.get(list.decorate, { strict: false });
  }
}

export interface ListEndpointBase<Filters> {
  list(filters: Filters, caller: AuthenticatedUser): Promise<unknown>;
  excel(filters: Filters, caller: AuthenticatedUser, res: Response): Promise<void>;
}

/**
 * The endpoint of a declared list: `GET <path>` answers `{ data: { list, recordsNumber } }` (an
 * unpaged list `{ data: rows }`), `POST <path>/excel` the whole filtered list as .xlsx; filters validated by their DTO (400 with
 * Italian messages), both with the list's permission.
 *
 * `@Controller('documenti') export class ListFattureEndpoint extends ListEndpoint(listFatture) {}`
 */
export function ListEndpoint<Filters extends PagedQueryDto, Row>(
  declared: ListUseCase<Filters, Row>,
): abstract new () => ListEndpointBase<Filters> {
  const path = declared.path ?? '';
  const excelPath = path ? `${path}/excel` : 'excel';
  const permission = RequiresPermission(...declared.permission);
  const filters = declared.filters;

  abstract class ListEndpointHost implements ListEndpointBase<Filters> {
    @Inject(ListReader) private readonly reader!: ListReader;

    async list(query: Filters, caller: AuthenticatedUser) {
      if (declared.paged === false) return ok(await this.reader.all(declared, query, caller));
      const { list, recordsNumber } = await this.reader.page(declared, query, caller, paging({ page: query.page, forPage: query.forPage ?? declared.forPage }));
      return lista(list, recordsNumber);
    }

    async excel(query: Filters, caller: AuthenticatedUser, res: Response) {
      await sendExcel(res, declared.excel, this.reader.rows(declared, query, caller));
    }
  }

  const proto = ListEndpointHost.prototype;
  Query(new ValidateAs(filters))(proto, 'list', 0);
  CurrentUser()(proto, 'list', 1);
  Query(new ValidateAs(filters))(proto, 'excel', 0);
  CurrentUser()(proto, 'excel', 1);
  Res()(proto, 'excel', 2);
  Reflect.defineMetadata('design:paramtypes', [Object, Object], proto, 'list');
  Reflect.defineMetadata('design:paramtypes', [Object, Object, Object], proto, 'excel');
  const on = (method: 'list' | 'excel', ...decorators: MethodDecorator[]) =>
    applyDecorators(...decorators)(proto, method, Object.getOwnPropertyDescriptor(proto, method) as PropertyDescriptor);
  on('list', RequestMapping({ path, method: RequestMethod.GET }), ApiQuery({ type: filters }), permission);
  const excelPermission = declared.excelPermission ? RequiresPermission(...declared.excelPermission) : permission;
  on('excel', RequestMapping({ path: excelPath, method: RequestMethod.POST }), HttpCode(200), ApiQuery({ type: filters }), excelPermission);
  return ListEndpointHost;
}
