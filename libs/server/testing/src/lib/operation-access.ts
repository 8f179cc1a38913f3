import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { MetadataScanner, ModulesContainer } from '@nestjs/core';
import { ACCESS_METADATA, type AccessRule } from '@registro/server-platform';
import { openApiOperations, operationKey, type ApiOperation } from './openapi-operations';
import type { TestApp } from './test-app';

export interface ApiOperationAccess extends ApiOperation {
  /** the rule its handler declares; undefined: none (the guard refuses everyone) */
  rule: AccessRule | undefined;
}

/** The operations the test app documents at GET /api/docs-json: new endpoints are found without touching a spec. */
export async function documentedOperations(t: TestApp): Promise<ApiOperation[]> {
  const res = await t.http.get('/api/docs-json');
  if (res.status !== 200) throw new Error(`documento OpenAPI non disponibile: ${res.status}`);
  return openApiOperations(res.body);
}

const asList = (v: unknown): string[] => (Array.isArray(v) ? v : [v ?? '']).map(String);
const join = (...parts: string[]) => `/${parts.flatMap((p) => p.split('/')).filter(Boolean).join('/')}`;

/** Every HTTP handler of the app (inherited ones too: the record kit's) by `METHOD /path`, written as the document writes it. */
function nestHandlers(t: TestApp): Map<string, AccessRule | undefined> {
  const handlers = new Map<string, AccessRule | undefined>();
  const scanner = new MetadataScanner();
  for (const module of t.app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...a: unknown[]) => unknown) | null;
      if (!controller) continue;
      for (const name of scanner.getAllMethodNames(controller.prototype)) {
        const handler = (controller.prototype as Record<string, unknown>)[name] as object;
        const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
        if (method === undefined) continue;
        const rule =
          (Reflect.getMetadata(ACCESS_METADATA, handler) as AccessRule | undefined) ??
          (Reflect.getMetadata(ACCESS_METADATA, controller) as AccessRule | undefined);
        for (const prefix of asList(Reflect.getMetadata(PATH_METADATA, controller)))
          for (const suffix of asList(Reflect.getMetadata(PATH_METADATA, handler))) {
            const path = join(prefix, suffix).replace(/:(\w+)/g, '{$1}');
            handlers.set(operationKey({ method: RequestMethod[method], path: path === '/metrics' ? path : join('api', path) }), rule);
          }
      }
    }
  }
  return handlers;
}

/**
 * The documented operations, each with the access rule of its handler, and every handler of the
 * app by `METHOD /path`: a spec compares the two lists, so an endpoint hidden from the document
 * fails it.
 */
export async function operationAccess(t: TestApp): Promise<{ operations: ApiOperationAccess[]; handlers: string[] }> {
  const handlers = nestHandlers(t);
  const operations = (await documentedOperations(t)).map((op) => ({ ...op, rule: handlers.get(operationKey(op)) }));
  return { operations, handlers: [...handlers.keys()].sort() };
}
