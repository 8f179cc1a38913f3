import { AsyncLocalStorage } from 'node:async_hooks';
import { createParamDecorator, type ArgumentMetadata, type ExecutionContext, type PipeTransform, type Type } from '@nestjs/common';
import type { Request } from 'express';
import { jsonObjectOrEmpty } from '@registro/server-kernel';
import { BadRequestError } from '../errors/http-errors';
import { ValidateAs } from '../validation/validate-as.pipe';

/**
 * The version an edit page loaded and sends back as the body's `versione` (an integer: a
 * record's read answer carries it). `PUT /:id` of the record kit runs the service's update inside
 * `withLoadedVersion`, and `RecordWriter.update` of that very record expects it: another user's
 * save after it is 409 "Il record è stato modificato da un altro utente". Passed this way so the
 * services that override `update` (their checks, then `writer.update` or `super.update`) get the
 * check without threading it; a body without it keeps the last write.
 */
interface LoadedVersion {
  /** the record the request updates (the path's id: the controller's section need not be the stream type) */
  id: number;
  versione: number;
}

const loaded = new AsyncLocalStorage<LoadedVersion>();

/** Runs `work` (the update of record `id`) with the version the editor loaded, when it sent one. */
export function withLoadedVersion<T>(id: number, versione: number | undefined, work: () => Promise<T>): Promise<T> {
  return versione === undefined ? work() : loaded.run({ id, versione }, work);
}

/** The version the editor of record `id` loaded, inside `withLoadedVersion`; undefined otherwise. */
export function loadedVersionOf(id: number): number | undefined {
  const current = loaded.getStore();
  return current?.id === id ? current.versione : undefined;
}

/** A body's `versione` when it is the record's version (an integer); a text `versione` is a field of the record (a report's "1.0"). */
export function versioneCaricata(body: unknown): number | undefined {
  const { versione } = jsonObjectOrEmpty(body);
  return typeof versione === 'number' && Number.isInteger(versione) ? versione : undefined;
}

/**
 * The loaded `versione` of the request's body (see `versioneCaricata`), as a handler parameter: the
 * kit's one read of it, beside the body its DTO validates without it (RecordBodyPipe).
 */
export const LoadedVersion = createParamDecorator((_: unknown, context: ExecutionContext) =>
  versioneCaricata(context.switchToHttp().getRequest<Request>().body),
);

/**
 * The version a command's body expects (the use-case kit's `input.versione`): an integer, or an
 * integer given as text ("3"); none when absent (the last write wins); anything else is 400. A
 * command's body has no field of its own called `versione`, unlike a record's (see `versioneCaricata`).
 */
export function versioneDelComando(body: unknown): number | undefined {
  const { versione: v } = jsonObjectOrEmpty(body);
  if (v === undefined || v === null || v === '') return undefined;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1) throw new BadRequestError('Il campo versione non è valido');
  return n;
}

/** The use-case kit's one read of a command's expected `versione` (see `versioneDelComando`), as a handler parameter. */
export const CommandVersion = createParamDecorator((_: unknown, context: ExecutionContext) =>
  versioneDelComando(context.switchToHttp().getRequest<Request>().body),
);

/**
 * A body of the record kit or of the use-case kit: the loaded `versione` (see `versioneCaricata`)
 * is set aside before the DTO validates the rest, so a DTO need not declare it; the controller
 * (the endpoint, as `input.versione`) reads it from the raw body.
 */
export class RecordBodyPipe<T> implements PipeTransform<unknown, Promise<T>> {
  private readonly validate: ValidateAs<T>;

  constructor(dto: Type<T>) {
    this.validate = new ValidateAs(dto);
  }

  transform(value: unknown, metadata: ArgumentMetadata): Promise<T> {
    if (versioneCaricata(value) === undefined) return this.validate.transform(value, metadata);
    const { versione: _versione, ...resto } = value as Record<string, unknown>;
    return this.validate.transform(resto, metadata);
  }
}
