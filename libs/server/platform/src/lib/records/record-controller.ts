import { Body, Delete, Get, HttpCode, Param, Post, Put, Query, Req, Res, type Type } from '@nestjs/common';
import { ApiBody, ApiQuery } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { Lista, SezioneId } from '@registro/contracts';
import type { EventMetadata } from '@registro/server-event-store';
import { RequiresPermission } from '../auth/access.decorators';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { CurrentUser } from '../auth/current-user.decorator';
import type { ExcelSheet } from '../excel/excel-columns';
import { sendExcel } from '../excel/excel-writer';
import { lista, messaggio, ok } from '../http/envelope';
import { IdPipe } from '../http/id.pipe';
import { metadataFrom } from '../http/metadata-from';
import { PagedQueryDto } from '../http/paged-query.dto';
import { paging, type PageRequest } from '../http/paging';
import { ValidateAs } from '../validation/validate-as.pipe';
import { LoadedVersion, RecordBodyPipe, withLoadedVersion } from './loaded-version';

/** What a master-data resource implements; the controller shape below exposes it over HTTP. */
export interface RecordService<Body, Item, Filters> {
  list(filters: Filters, page: PageRequest): Promise<Lista<Item>>;
  /** every row matching the filters, in list order (the Excel download) */
  rows(filters: Filters): AsyncIterable<Item>;
  get(id: number): Promise<Item>;
  create(body: Body, metadata: EventMetadata): Promise<number>;
  update(id: number, body: Body, metadata: EventMetadata): Promise<void>;
  delete(id: number, metadata: EventMetadata): Promise<void>;
}

export interface RecordControllerOptions<Body, Item, Filters> {
  /** the permission section: visualizza to read, modifica to save, elimina to delete; several: any of them */
  sezione: SezioneId | readonly SezioneId[];
  /** the sections whose visualizza also reads (list, Excel, get); default `sezione` */
  readSezione?: SezioneId | readonly SezioneId[];
  body: Type<Body>;
  /** the list's query (filters and paging); PagedQueryDto when the list has no filters */
  filters?: Type<Filters>;
  /** the list's page size when the client sends none */
  forPage: number;
  /**
   * `false`: `GET /` answers every row matching the filters as an array, `{ data: Item[] }` (the
   * client pages; `page`/`forPage` are accepted and ignored), as the list kit's `paged: false`
   */
  paged?: false;
  excel: ExcelSheet<Item>;
  messages?: { saved?: string; deleted?: string };
}

export interface RecordControllerBase<Body, Filters> {
  list(filters: Filters): Promise<unknown>;
  excel(filters: Filters, res: Response): Promise<void>;
  get(id: number): Promise<unknown>;
  create(body: Body, user: AuthenticatedUser, req: Request): Promise<unknown>;
  update(id: number, body: Body, user: AuthenticatedUser, req: Request, versione?: number): Promise<unknown>;
  delete(id: number, user: AuthenticatedUser, req: Request): Promise<unknown>;
}

/**
 * The controller of a master-data resource (generic save of spec 1 §7): `GET /` (list, filters and
 * page/forPage; with `paged: false` every row as an array), `POST /excel` (the whole filtered list as .xlsx), `GET /:id`, `POST /` (create),
 * `PUT /:id` (update; a body's integer `versione` is the version the editor loaded, checked by
 * `RecordWriter.update`), `DELETE /:id`, each with the section's permission. Extend it under
 * `@Controller('<path>')` and pass the service to `super`; routes the subclass declares are matched
 * before `:id`.
 */
export function RecordController<Body extends object, Item, Filters extends PagedQueryDto = PagedQueryDto>(
  options: RecordControllerOptions<Body, Item, Filters>,
): abstract new (records: RecordService<Body, Item, Filters>) => RecordControllerBase<Body, Filters> {
  const { sezione } = options;
  const readSezione = options.readSezione ?? sezione;
  const filters = (options.filters ?? PagedQueryDto) as Type<Filters>;
  const saved = options.messages?.saved ?? 'Salvataggio avvenuto con successo';
  const deleted = options.messages?.deleted ?? 'Eliminazione avvenuta con successo';

  abstract class RecordControllerHost implements RecordControllerBase<Body, Filters> {
    constructor(protected readonly records: RecordService<Body, Item, Filters>) {}

    @Get()
    @ApiQuery({ type: filters })
    @RequiresPermission(readSezione, 'visualizza')
    async list(@Query(new ValidateAs(filters)) query: Filters) {
      if (options.paged === false) {
        const rows: Item[] = [];
        for await (const row of this.records.rows(query)) rows.push(row);
        return ok(rows);
      }
      const { list, recordsNumber } = await this.records.list(query, paging({ page: query.page, forPage: query.forPage ?? options.forPage }));
      return lista(list, recordsNumber);
    }

    @Post('excel')
    @HttpCode(200)
    @ApiQuery({ type: filters })
    @RequiresPermission(readSezione, 'visualizza')
    async excel(@Query(new ValidateAs(filters)) query: Filters, @Res() res: Response) {
      await sendExcel(res, options.excel, this.records.rows(query));
    }

    @Get(':id')
    @RequiresPermission(readSezione, 'visualizza')
    async get(@Param('id', IdPipe) id: number) {
      return ok(await this.records.get(id));
    }

    @Post()
    @ApiBody({ type: options.body })
    @RequiresPermission(sezione, 'modifica')
    async create(@Body(new RecordBodyPipe(options.body)) body: Body, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
      const id = await this.records.create(body, metadataFrom(req, user));
      return messaggio(saved, await this.records.get(id));
    }

    @Put(':id')
    @ApiBody({ type: options.body })
    @RequiresPermission(sezione, 'modifica')
    async update(
      @Param('id', IdPipe) id: number,
      @Body(new RecordBodyPipe(options.body)) body: Body,
      @CurrentUser() user: AuthenticatedUser,
      @Req() req: Request,
      // the body's `versione`, the version the editor loaded: a later save by someone else is 409
      @LoadedVersion() versione?: number,
    ) {
      await withLoadedVersion(id, versione, () => this.records.update(id, body, metadataFrom(req, user)));
      return messaggio(saved, await this.records.get(id));
    }

    @Delete(':id')
    @RequiresPermission(sezione, 'elimina')
    async delete(@Param('id', IdPipe) id: number, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
      await this.records.delete(id, metadataFrom(req, user));
      return messaggio(deleted, { id });
    }
  }
  return RecordControllerHost;
}
