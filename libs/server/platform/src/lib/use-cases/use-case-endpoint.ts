import { Body, HttpCode, Inject, Param, Query, Req, RequestMethod, RequestMapping, applyDecorators } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiQuery } from '@nestjs/swagger';
import type { Request } from 'express';
import { Authenticated, RequiresPermission } from '../auth/access.decorators';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { messaggio, ok } from '../http/envelope';
import { IdPipe } from '../http/id.pipe';
import { metadataFrom } from '../http/metadata-from';
import { ApiIdempotencyKey, idempotencyKeyOf } from '../idempotency/idempotency-key';
import { CommandVersion, RecordBodyPipe } from '../records/loaded-version';
import { ValidateAs } from '../validation/validate-as.pipe';
import { AnswerWithMessaggio, pathIdParam, type UseCase } from './use-case';

/** The one route of a use case's endpoint. */
export interface UseCaseEndpointBase {
  handle(...args: unknown[]): Promise<unknown>;
}

type Role = 'id' | 'body' | 'versione' | 'query' | 'user' | 'req';

/**
 * The HTTP endpoint of a declared use case, one route: the method and path, the permission (or
 * `@Authenticated()`), the body and query in the OpenAPI document and validated, the path's id
 * (`:id` or a named `:idQuery`) through IdPipe, the
 * Idempotency-Key header when declared; it sends the use case's message on the CommandBus (or
 * QueryBus) and answers `{ data }` or `{ messaggio, data }` with what the handler returned (or, with
 * `answer.read`, with what that query answers for the returned id; `{ messaggio, data }` when the
 * handler returns `withMessaggio`).
 *
 * `@Controller('documenti') export class CreateFatturaEndpoint extends UseCaseEndpoint(createFattura) {}`
 */
export function UseCaseEndpoint<B, Q, P extends string>(useCase: UseCase<B, Q, P>): abstract new () => UseCaseEndpointBase {
  const roles: Role[] = [];
  const idParam = pathIdParam(useCase.path);
  if (idParam) roles.push('id');
  if (useCase.body) roles.push('body');
  if (useCase.bus === 'command') roles.push('versione');
  if (useCase.query) roles.push('query');
  roles.push('user', 'req');

  abstract class UseCaseEndpointHost implements UseCaseEndpointBase {
    @Inject(CommandBus) private readonly commands!: CommandBus;
    @Inject(QueryBus) private readonly queries!: QueryBus;

    async handle(...args: unknown[]): Promise<unknown> {
      const arg = (role: Role) => args[roles.indexOf(role)];
      const req = arg('req') as Request;
      const user = arg('user') as AuthenticatedUser;
      const versione = arg('versione') as number | undefined;
      const input = {
        ...(roles.includes('id') ? { id: arg('id') } : {}),
        body: arg('body'),
        query: arg('query'),
        metadata: metadataFrom(req, user),
        user,
        ...(useCase.idempotency ? { idempotencyKey: idempotencyKeyOf(req) } : {}),
        ...(versione !== undefined ? { versione } : {}),
      } as ConstructorParameters<typeof useCase.message>[0];
      const message = new useCase.message(input);
      const result = await (useCase.bus === 'command' ? this.commands.execute(message) : this.queries.execute(message));
      if (result instanceof AnswerWithMessaggio) return messaggio(result.messaggio, result.data);
      const read = useCase.answer?.read;
      const data = read ? await this.queries.execute(new read.message({ id: result as number, body: undefined, query: undefined, metadata: input.metadata, user })) : result;
      return useCase.answer?.messaggio !== undefined ? messaggio(useCase.answer.messaggio, data) : ok(data);
    }
  }

  const proto = UseCaseEndpointHost.prototype;
  roles.forEach((role, index) => {
    const decorator: ParameterDecorator = {
      id: Param(idParam ?? 'id', IdPipe),
      // the DTO validates the body without the loaded `versione` (input.versione)
      body: useCase.bodyValidation === 'domain' || !useCase.body ? Body() : Body(new RecordBodyPipe(useCase.body)),
      versione: CommandVersion(),
      query: useCase.query ? Query(new ValidateAs(useCase.query)) : Query(),
      user: CurrentUser(),
      req: Req(),
    }[role];
    decorator(proto, 'handle', index);
  });
  // the types the OpenAPI document reads for the parameters (the body's and query's come from ApiBody/ApiQuery)
  Reflect.defineMetadata('design:paramtypes', roles.map((role) => (role === 'id' ? Number : Object)), proto, 'handle');
  Reflect.defineMetadata('design:returntype', Promise, proto, 'handle');

  const decorators: MethodDecorator[] = [
    RequestMapping({ path: useCase.path, method: RequestMethod[useCase.method] }),
    accessDecorator(useCase),
  ];
  if (useCase.status) decorators.push(HttpCode(useCase.status));
  if (useCase.body) decorators.push(ApiBody({ type: useCase.body }));
  if (useCase.query) decorators.push(ApiQuery({ type: useCase.query }));
  if (useCase.idempotency) decorators.push(ApiIdempotencyKey());
  const descriptor = Object.getOwnPropertyDescriptor(proto, 'handle') as PropertyDescriptor;
  applyDecorators(...decorators)(proto, 'handle', descriptor);
  return UseCaseEndpointHost;
}

/** `@Authenticated()` for `access: 'authenticated'`, else the declared permission (a use case with neither does not start). */
function accessDecorator<B, Q, P extends string>(useCase: UseCase<B, Q, P>): MethodDecorator {
  if (useCase.access === 'authenticated') return Authenticated();
  if (!useCase.permission) throw new Error(`Il caso d'uso ${useCase.name} non dichiara chi può chiamarlo (permission o access)`);
  return RequiresPermission(...useCase.permission);
}
