import { createServer, IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { NestApplicationOptions } from '@nestjs/common';
import { ExpressAdapter } from '@nestjs/platform-express';
import type { Express } from 'express';

/**
 * Nest's Express adapter, with an HTTP server that builds every request and response on Express's
 * own prototypes (`app.request`, `app.response`) from the start. Express otherwise swaps the
 * prototype of each request and response as it takes them (`Object.setPrototypeOf` in
 * `app.handle`), and V8 then keeps what the request allocated alive through young-generation
 * collections: a fifth of every request's memory was promoted to the old generation, whose major
 * collections stalled the api under load (docs/performance.md). With the prototype already in
 * place Express's swap changes nothing. Every api process (`serve`, the tests' app) uses it.
 * With `httpsOptions` or `forceCloseConnections`, which the api does not set, it keeps Nest's own
 * server (and Express's swap).
 */
export class RegistroExpressAdapter extends ExpressAdapter {
  override initHttpServer(options: NestApplicationOptions): void {
    if (options?.httpsOptions || options?.forceCloseConnections) return super.initHttpServer(options);
    const app = this.getInstance<Express>();
    this.httpServer = createServer(
      { IncomingMessage: onPrototype(IncomingMessage, app.request), ServerResponse: onPrototype(ServerResponse, app.response) },
      app,
    );
  }
}

/** A constructor that runs Node's `base` (a plain function) on an object whose prototype is `prototype`. */
function onPrototype<T extends typeof IncomingMessage | typeof ServerResponse>(base: T, prototype: object): T {
  function ExpressMessage(this: object, ...args: [Socket] | [IncomingMessage, object?]) {
    Reflect.apply(base, this, args);
  }
  ExpressMessage.prototype = prototype;
  return ExpressMessage as unknown as T;
}
