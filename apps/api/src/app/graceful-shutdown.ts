import type { Server } from 'node:http';
import type { NextFunction, Request, Response } from 'express';

/**
 * Graceful shutdown of the api's HTTP side. From `begin()`: GET /api/health answers 503 (the
 * load balancer stops sending), every response carries `Connection: close` (keep-alive clients
 * reconnect elsewhere), the server accepts no new connection and closes idle ones; `waitForRequests()`
 * resolves when the requests in flight have finished (socket.io is not counted: Nest's close
 * ends those connections, and clients reconnect to another replica).
 */
export class GracefulShutdown {
  private inArresto = false;
  private readonly inCorso = new Set<Response>();
  private svuotato: (() => void) | undefined;

  readonly middleware = (req: Request, res: Response, next: NextFunction): void => {
    if (this.inArresto) {
      res.setHeader('Connection', 'close');
      if (req.path === '/api/health') {
        res.status(503).json({ status: 'shutting_down', messaggio: 'Servizio in arresto' });
        return;
      }
    }
    if (req.path.startsWith('/socket.io')) return next();
    this.inCorso.add(res);
    const fine = () => {
      if (this.inCorso.delete(res) && this.inCorso.size === 0) this.svuotato?.();
    };
    res.once('finish', fine);
    res.once('close', fine);
    next();
  };

  get shuttingDown(): boolean {
    return this.inArresto;
  }

  begin(): void {
    this.inArresto = true;
    // the requests already in flight answer `Connection: close` as well
    for (const res of this.inCorso) if (!res.headersSent) res.setHeader('Connection', 'close');
  }

  /** No new connections; idle keep-alive connections closed now and as their requests end. */
  stopAccepting(server: Server): void {
    server.close();
    server.closeIdleConnections();
  }

  /** Resolves when no request is in flight, or after `timeoutMs` (false then). */
  waitForRequests(server: Server, timeoutMs: number): Promise<boolean> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), timeoutMs);
      timer.unref();
      const fatto = () => {
        clearTimeout(timer);
        server.closeIdleConnections();
        resolve(true);
      };
      if (this.inCorso.size === 0) return fatto();
      this.svuotato = fatto;
    });
  }
}
