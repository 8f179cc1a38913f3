import { createServer, IncomingMessage, ServerResponse, type Server } from 'node:http';
import type { Socket } from 'node:net';
import type { NestApplicationOptions } from '@nestjs/common';
import { ExpressAdapter } from '@nestjs/platform-express';
import type { Express } from 'express';

/**
 * How long the api keeps an idle keep-alive connection: longer than the proxies in front keep
 * theirs to it (nginx's upstream `keepalive_timeout` and ingress-nginx's
 * `upstream-keepalive-timeout`, both 60 s), so the api never closes a connection the proxy is
 * about to reuse. With Node's 5 s a request sent as the api closes the connection is reset, and
 * nginx retries only idempotent requests: a POST would get a 502.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/**
 * Nest's Express adapter, with an HTTP server that builds every request and response on Express's
 * own prototypes (`app.request`, `app.response`) from the start. Express otherwise swaps the
 * prototype of each request and response as it takes them (`Object.setPrototypeOf` in
 * `app.handle`), and V8 then keeps what the request allocated alive through young-generation
 * collections: a fifth of every request's memory was promoted to the old generation, whose major
 * collections stalled the api under load (docs/performance.md). With the prototype already in
 * place Express's swap changes nothing. Every api process (`serve`, the tests' app) uses it.
 * With `httpsOptions` or `forceCloseConnections`, which the api does not set, it keeps Nest's own
 * server (and Express's swap). Either server keeps idle connections for KEEP_ALIVE_TIMEOUT_MS.
 */
export class RegistroExpressAdapter extends ExpressAdapter {
  override initHttpServer(options: NestApplicationOptions): void {
    if (options?.httpsOptions || options?.forceCloseConnections) super.initHttpServer(options);
    else {
      const app = this.getInstance<Express>();
      this.httpServer = createServer(
        { IncomingMessage: onPrototype(IncomingMessage, app.request), ServerResponse: onPrototype(ServerResponse, app.response) },
        app,
      );
    }
    (this.httpServer as Server).keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
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
