import type { Pool } from 'pg';
import type { Lista } from '@registro/contracts';
import type { EventMetadata } from '@registro/server-event-store';
import { NotFoundError } from '../errors/http-errors';
import { allRows, pagedRows, type ListSql } from '../http/list-sql';
import type { PageRequest } from '../http/paging';
import type { RecordService } from './record-controller';
import { registerFieldLabels, type RecordResource } from './record-resource';
import type { RecordWriter } from './record-writer';

/** Where a master-data resource's rows are read: its read-model table and the columns of a row. */
export interface RecordTable {
  /** the read model the resource's inline projection keeps */
  table: string;
  /**
   * `SELECT` list naming the columns as the rows' fields (`nome_file AS "nomeFile"`). Name
   * `versione` (the stream version the projection keeps in every record table): the edit page
   * sends it back and `PUT /:id` refuses a save over another user's with 409.
   */
  columns: string;
}

/**
 * A master-data resource in a few lines: the generic record events written through RecordWriter,
 * rows read from its read model. A subclass gives the resource, the table, the list's filters as
 * SQL and how a request body becomes the stored values (throwing a BadRequestError with every
 * problem); it may override `afterWrite` (e.g. to notify other processes).
 */
export abstract class SqlRecordService<Body, Item, Filters, Values extends object> implements RecordService<Body, Item, Filters> {
  protected abstract readonly resource: RecordResource;
  protected abstract readonly read: RecordTable;

  constructor(
    protected readonly writer: RecordWriter,
    protected readonly pool: Pool,
  ) {}

  /** The list as SQL: `{select: this.read.columns, from: 'FROM <table> WHERE …', params, orderBy}`. */
  protected abstract listSql(filters: Filters): ListSql;

  /** The values to store for a request body, or a BadRequestError. */
  protected abstract values(body: Body): Values | Promise<Values>;

  /** Nest calls it once the resource is set: the history learns the resource's field labels. */
  onModuleInit(): void {
    registerFieldLabels(this.resource);
  }

  /** Runs after each committed create, update or delete. */
  protected async afterWrite(): Promise<void> {
    // nothing by default
  }

  list(filters: Filters, page: PageRequest): Promise<Lista<Item>> {
    return pagedRows<Item>(this.pool, this.listSql(filters), page);
  }

  rows(filters: Filters): AsyncIterable<Item> {
    return allRows<Item>(this.pool, this.listSql(filters));
  }

  async get(id: number): Promise<Item> {
    const { rows } = await this.pool.query(`SELECT ${this.read.columns} FROM ${this.read.table} WHERE id = $1`, [id]);
    if (!rows[0]) throw new NotFoundError(this.resource.notFound);
    return rows[0] as Item;
  }

  async create(body: Body, metadata: EventMetadata): Promise<number> {
    const id = await this.writer.create<Values>(this.resource, await this.values(body), metadata);
    await this.afterWrite();
    return id;
  }

  async update(id: number, body: Body, metadata: EventMetadata): Promise<void> {
    await this.writer.update<Values>(this.resource, id, await this.values(body), metadata);
    await this.afterWrite();
  }

  async delete(id: number, metadata: EventMetadata): Promise<void> {
    await this.writer.delete(this.resource, id, metadata);
    await this.afterWrite();
  }
}
