import { HttpCode, Inject, Injectable, Query, Res, RequestMapping, RequestMethod, applyDecorators, type Type } from '@nestjs/common';
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
import { lista } from '../http/envelope';
import { allRows, pagedRows, type ListSql } from '../http/list-sql';
import type { PagedQueryDto } from '../http/paged-query.dto';
import { paging, type PageRequest } from '../http/paging';
import { ValidateAs } from '../validation/validate-as.pipe';
import type { Permission } from './use-case';

/** A list in one declaration: its page, filters, SQL, count and Excel download. */
export interface ListUseCase<Filters extends PagedQueryDto, Row> {
  /** under the endpoint's `@Controller` path: `GET <path>` (the page) and `POST <path>/excel` */
  path?: string;
  /** the permission of both routes (usually `[sezione, 'visualizza']`) */
  permission: Permission;
  /** the query: `class XFilters extends PagedQueryDto { @TextFilter('nome') nome?: string }` */
  filters: Type<Filters>;
  /** the page size when the client sends none */
  forPage: number;
  /**
   * the list as one query (`ListSql`), used for the page and, whole, for the Excel; `caller` is the
   * signed-in user, for a list whose rows depend on who asks (a customer reads only their own orders)
   */
  sql: (filters: Filters, caller: AuthenticatedUser) => ListSql;
  /** the total when `count(*)` of `sql.from` is not the way (a counter table); default count(*) */
  total?: (filters: Filters, sql: ListSql) => { text: string; values: unknown[] };
  /** the Excel sheet: file prefix and the screen's columns */
  excel: ExcelSheet<Row>;
  /** type only: the row */
  readonly row?: Row;
}

/** Declares a list: `export const listFatture = listUseCase({ permission, filters, forPage, sql, excel })`. */
export function listUseCase<Filters extends PagedQueryDto, Row>(list: ListUseCase<Filters, Row>): ListUseCase<Filters, Row> {
  return list;
}

/** Reads declared lists: a page (with the total before paging) or every row (through a cursor). */
@Injectable()
export class ListReader {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async page<F extends PagedQueryDto, Row>(list: ListUseCase<F, Row>, filters: F, caller: AuthenticatedUser, page: PageRequest): Promise<Lista<Row>> {
    const sql = list.sql(filters, caller);
    if (!list.total) return pagedRows<Row>(this.pool, sql, page);
    const n = sql.params.length;
    const [rows, total] = await Promise.all([
      this.pool.query(`SELECT ${sql.select} ${sql.from} ORDER BY ${sql.orderBy} LIMIT $${n + 1} OFFSET $${n + 2}`, [...sql.params, page.forPage, page.offset]),
      this.pool.query<{ n: number }>(list.total(filters, sql)),
    ]);
    return { list: rows.rows as Row[], recordsNumber: total.rows[0].n };
  }

  rows<F extends PagedQueryDto, Row>(list: ListUseCase<F, Row>, filters: F, caller: AuthenticatedUser): AsyncIterable<Row> {
    return allRows<Row>(this.pool, list.sql(filters, caller));
  }
}

export interface ListEndpointBase<Filters> {
  list(filters: Filters, caller: AuthenticatedUser): Promise<unknown>;
  excel(filters: Filters, caller: AuthenticatedUser, res: Response): Promise<void>;
}

/**
 * The endpoint of a declared list: `GET <path>` answers `{ data: { list, recordsNumber } }`,
 * `POST <path>/excel` the whole filtered list as .xlsx; filters validated by their DTO (400 with
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
  on('excel', RequestMapping({ path: excelPath, method: RequestMethod.POST }), HttpCode(200), ApiQuery({ type: filters }), permission);
  return ListEndpointHost;
}
