import type { Type } from '@nestjs/common';
import type { AnyEvent, EventMetadata } from '@registro/server-event-store';
import type { RequiresPermission } from '../auth/access.decorators';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import type { Decider } from './decider';

/**
 * The aggregate use-case kit: one declaration per use case, its endpoint and handler beside it in
 * `<verb>-<noun>/` (the way RecordController/SqlRecordService serve master data).
 *
 * ```ts
 * // save-fattura/create-fattura.ts: declaration, endpoint and handler of one use case
 * export const createFattura = aggregateUseCase({
 *   name: 'CreateFattura', method: 'POST', path: '',
 *   permission: [SEZIONE_FATTURAZIONE, 'modifica'],
 *   body: SaveFatturaDto, bodyValidation: 'domain',        // or a class-validator DTO (the default)
 *   idempotency: { resource: 'fatture' },                   // reads Idempotency-Key
 *   decider: decider(fatturaAggregate, decideCreateFattura), // decide(command, state): sync, pure
 *   answer: { messaggio: 'Salvataggio avvenuto con successo', read: getFattura }, // the saved record as GET reads it
 * });
 *
 * @Controller('documenti')
 * export class CreateFatturaEndpoint extends UseCaseEndpoint(createFattura) {}
 *
 * @CommandHandler(createFattura.message)
 * export class CreateFatturaHandler implements ICommandHandler<MessageOf<typeof createFattura>, number> {
 *   constructor(private readonly useCases: AggregateUseCases, private readonly lookups: FatturaLookupsLoader) {}
 *   execute({ input }: MessageOf<typeof createFattura>) {   // input: { body, query, id?, metadata, user, idempotencyKey }
 *     return this.useCases.run(createFattura, input, {       // one transaction; answers the id
 *       stream: async (tx) => ({ id: await nextId(tx), expectedVersion: 0 }),  // after the idempotency check
 *       load: async (tx, { id, state, streamExists }) => ({ id, documento: …, numerazione: await this.numbering.take(tx, …) }),
 *     });
 *   }
 * }
 *
 * // a read: queryUseCase({ name: 'GetFattura', method: 'GET', path: ':id', permission }) + @QueryHandler(getFattura.message)
 * // open to any signed-in user, a named id, a message that depends on the result (analytics' run-analysis-query):
 * // queryUseCase({ name: 'RunGraphicQuery', method: 'GET', path: 'eseguigraphicquery/:idQuery', access: 'authenticated' })
 * // whose handler checks who may and returns `rows` or `withMessaggio('La query ha restituito più di …', rows)`
 * // a list: GET documenti and POST documenti/excel
 * export const listFatture = listUseCase({ permission: [SEZIONE_FATTURAZIONE, 'visualizza'],
 *   filters: ListFattureFilters, forPage: 100, sql: fattureListSql, total: fattureCountSql, excel: FATTURE_EXCEL });
 * @Controller('documenti') export class ListFattureEndpoint extends ListEndpoint(listFatture) {}
 * ```
 * The context module imports `UseCasesModule` and lists the endpoints as controllers and the
 * handlers as providers. Test a decide with `DeciderSpecification.for(decider)(given).when(c).then(events)`.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `[sezione, permesso]` as `@RequiresPermission` takes them. */
export type Permission = Parameters<typeof RequiresPermission>;

/**
 * `{ id: number }` when the path has an id parameter (read by IdPipe): `:id`, or a named one
 * starting with `id` (`:idQuery`), which the handler still reads as `input.id`.
 */
export type PathParams<Path extends string> = Path extends `${string}:id${string}` ? { readonly id: number } : unknown;

/** The path's id parameter, `id` or a named one (`idQuery` in `eseguiquery/:idQuery`); none without. */
export function pathIdParam(path: string): string | undefined {
  return /:(id\w*)/.exec(path)?.[1];
}

/**
 * What a handler answers when the endpoint's message depends on the result (a capped run says so):
 * the endpoint answers `{ messaggio, data }` with these, over the declared `answer.messaggio`.
 */
export class AnswerWithMessaggio<T = unknown> {
  constructor(
    readonly messaggio: string,
    readonly data: T,
  ) {}
}

/** `return withMessaggio('La query ha restituito più di …', rows)` from a handler. */
export function withMessaggio<T>(messaggio: string, data: T): AnswerWithMessaggio<T> {
  return new AnswerWithMessaggio(messaggio, data);
}

/** What the endpoint hands the handler: the path's id, the body and query as their DTOs, who asks. */
export type UseCaseInput<Body = undefined, Query = undefined, Path extends string = string> = {
  readonly body: Body;
  readonly query: Query;
  /** who and from where: the events' metadata */
  readonly metadata: EventMetadata;
  /** the signed-in user (none when a process sends the message: a seeder, a job) */
  readonly user?: AuthenticatedUser;
  /** the request's `Idempotency-Key` (only for use cases declared `idempotency`) */
  readonly idempotencyKey?: string;
  /**
   * The version of the record the caller loaded: the body's `versione`, an integer or its text
   * (versioneDelComando; a body DTO need not declare it). `AggregateUseCases.run` expects it on the path's stream when `stream()` names no
   * version: another user's edit after it is 409; without it the last write wins.
   */
  readonly versione?: number;
} & PathParams<Path>;

/** The message a use case's endpoint sends on the CommandBus or QueryBus (one class per use case). */
export class UseCaseMessage<Input> {
  constructor(readonly input: Input) {}
}

export interface UseCaseOptions<Body, Query, Path extends string> {
  /** the message class's name, the use case in PascalCase: 'CreateFattura' */
  name: string;
  method: HttpMethod;
  /** under the endpoint's `@Controller` path: '' , ':id', ':id/stampa', 'eseguiquery/:idQuery'; the id parameter is read by IdPipe */
  path: Path;
  /** the status of a success when it is not Nest's (201 for POST, 200 otherwise): 200 for a POST that stores nothing */
  status?: number;
  /** the request body's class: in the OpenAPI document and, by default, validated (class-validator, Italian messages) */
  body?: Type<Body>;
  /**
   * 'dto' (default): the body is validated against `body`. 'domain': `body` documents the shape in
   * the OpenAPI document and a domain builder validates the JSON as sent (with its own Italian
   * messages, e.g. `buildDocumento`).
   */
  bodyValidation?: 'dto' | 'domain';
  /** the query string's class (class-validator, e.g. `TextFilter`) */
  query?: Type<Query>;
  /** a create safe to retry: reads the `Idempotency-Key` header; `resource` is what a key may create ('fatture') */
  idempotency?: { resource: string };
  /**
   * The envelope of the answer: `{ data }` by default, `{ messaggio, data }` with a message. With
   * `read`, the data is what that query use case (path `:id`) answers for the id the handler
   * returned: a save answers the saved record as its get reads it. A handler that returns
   * `withMessaggio(text, data)` answers `{ messaggio: text, data }` whatever is declared here.
   */
  answer?: { messaggio?: string; read?: UseCase<undefined, undefined, `${string}:id${string}`> };
}

/**
 * Who may call, one of the two (checked when it compiles): `permission: [sezione, permesso]`
 * (`@RequiresPermission`), or `access: 'authenticated'`, any signed-in user (`@Authenticated()`),
 * whose handler narrows (a query open to the profiles whose dashboards use it).
 */
export type UseCaseAccess = { permission: Permission; access?: undefined } | { access: 'authenticated'; permission?: undefined };

/** A use case as its factory declares it: its options, its bus and its message class (plus its access). */
export interface UseCaseDeclaration<Body, Query, Path extends string> extends UseCaseOptions<Body, Query, Path> {
  readonly bus: 'command' | 'query';
  /** the class the endpoint sends and the handler is registered for: `@CommandHandler(createFattura.message)` */
  readonly message: new (input: UseCaseInput<Body, Query, Path>) => UseCaseMessage<UseCaseInput<Body, Query, Path>>;
}

/** A declared use case, whatever its access (what the endpoint takes). */
export interface UseCase<Body, Query, Path extends string> extends UseCaseDeclaration<Body, Query, Path> {
  readonly permission?: Permission;
  readonly access?: 'authenticated';
}

/** A use case that changes an aggregate: its decider is the aggregate with a synchronous `decide`. */
export interface AggregateUseCase<Body, Query, Path extends string, State, Command, E extends AnyEvent>
  extends UseCase<Body, Query, Path> {
  readonly decider: Decider<State, Command, E>;
}

/** The input of a declared use case: `InputOf<typeof createFattura>`. */
export type InputOf<U> = U extends UseCase<infer B, infer Q, infer P> ? UseCaseInput<B, Q, P> : never;
/** The message of a declared use case, as its handler's `execute` receives it. */
export type MessageOf<U> = UseCaseMessage<InputOf<U>>;

function messageClass<Input>(name: string): new (input: Input) => UseCaseMessage<Input> {
  // a class of its own per use case: the bus finds the handler by the message's class
  return { [name]: class extends UseCaseMessage<Input> {} }[name];
}

/** The declaration of a use case: its options as given, its bus, its message class. */
function declare<Declared>(options: { name: string }, bus: 'command' | 'query'): Declared {
  return { ...options, bus, message: messageClass(options.name) } as Declared;
}

/** A use case whose handler reads (QueryBus): a get, a calculation. */
export function queryUseCase<Body = undefined, Query = undefined, Path extends string = string, Access extends UseCaseAccess = UseCaseAccess>(
  options: UseCaseOptions<Body, Query, Path> & Access,
): UseCaseDeclaration<Body, Query, Path> & Access {
  return declare(options, 'query');
}

/** A use case whose handler writes without an aggregate decision of its own (CommandBus). */
export function commandUseCase<Body = undefined, Query = undefined, Path extends string = string, Access extends UseCaseAccess = UseCaseAccess>(
  options: UseCaseOptions<Body, Query, Path> & Access,
): UseCaseDeclaration<Body, Query, Path> & Access {
  return declare(options, 'command');
}

/** A use case that decides on an aggregate and appends to its stream (CommandBus, `AggregateUseCases.run`). */
export function aggregateUseCase<
  State,
  Command,
  E extends AnyEvent,
  Body = undefined,
  Query = undefined,
  Path extends string = string,
  Access extends UseCaseAccess = UseCaseAccess,
>(
  options: UseCaseOptions<Body, Query, Path> & Access & { decider: Decider<State, Command, E> },
): UseCaseDeclaration<Body, Query, Path> & { readonly decider: Decider<State, Command, E> } & Access {
  return declare(options, 'command');
}
