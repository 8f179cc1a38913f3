import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { Logger } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import type { Metrics } from '../metrics/metrics';

/** When the api answers 503 at once instead of queueing (env API_SHED_*, see docs/reliability.md). */
export interface LoadSheddingLimits {
  /** requests in flight in this process past which a new one is refused; 0 = no bound */
  maxInFlight: number;
  /** event-loop delay (ms), sustained over the last two 1-s windows, past which new requests are refused; 0 = off */
  maxEventLoopDelayMs: number;
  /** seconds written in Retry-After and in the messaggio */
  retryAfterSeconds: number;
}

export const DEFAULT_LOAD_SHEDDING: LoadSheddingLimits = {
  maxInFlight: 500,
  maxEventLoopDelayMs: 1000,
  retryAfterSeconds: 2,
};

function nonNegativeInteger(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isInteger(n) && n >= 0 ? n : fallback;
}

export function loadSheddingLimits(env: NodeJS.ProcessEnv = process.env): LoadSheddingLimits {
  return {
    maxInFlight: nonNegativeInteger(env['API_SHED_MAX_IN_FLIGHT'], DEFAULT_LOAD_SHEDDING.maxInFlight),
    maxEventLoopDelayMs: nonNegativeInteger(env['API_SHED_EVENT_LOOP_DELAY_MS'], DEFAULT_LOAD_SHEDDING.maxEventLoopDelayMs),
    retryAfterSeconds: Math.max(1, nonNegativeInteger(env['API_SHED_RETRY_AFTER_SECONDS'], DEFAULT_LOAD_SHEDDING.retryAfterSeconds)),
  };
}

/** Never shed: the load balancer's probes must see the process as it is, not as busy. */
const NEVER_SHED = ['/api/health', '/metrics'];

/** Only the api is shed: the web app's static files and socket.io cost next to nothing. */
const isShedable = (path: string): boolean =>
  path.startsWith('/api/') && !NEVER_SHED.some((p) => path === p || path.startsWith(`${p}/`));

const WINDOW_MS = 1000;
const LOG_EVERY_MS = 10_000;

export type ShedReason = 'in_flight' | 'event_loop_delay';

/**
 * Load shedding: a request to /api that arrives while this process already has `maxInFlight`
 * requests in flight, or while the event loop's delay exceeded `maxEventLoopDelayMs` in each of the
 * last two 1-s windows (a window's delay: the median of its samples, or, when none completed, how late
 * the window itself closed; so one long garbage collection or synchronous job does not trip it,
 * a process out of CPU does), is answered at once 503 with `Retry-After` and the house envelope,
 * instead of waiting in the queue in front of the database pool until every request is late.
 * One warn line per 10 s at most (with the count since the last one); each shed is counted in
 * `http_requests_shed_total`. `stop()` ends the event-loop sampling (app shutdown).
 */
export class LoadShedding {
  private inFlight = 0;
  /** the smaller of the last two windows' delays: over the limit only when both were */
  private delayMs = 0;
  private previousWindowMs = 0;
  private windowEnd = performance.now();
  private readonly histogram = monitorEventLoopDelay({ resolution: 20 });
  private readonly sampler: NodeJS.Timeout | undefined;
  private unreported = 0;
  private lastLog = 0;
  private readonly logger = new Logger('Sovraccarico');

  constructor(
    private readonly limits: LoadSheddingLimits,
    private readonly metrics?: Metrics,
  ) {
    if (limits.maxEventLoopDelayMs > 0) {
      this.histogram.enable();
      this.sampler = setInterval(() => {
        const now = performance.now();
        const window =
          this.histogram.count > 0
            ? this.histogram.percentile(50) / 1e6
            : Math.max(0, now - this.windowEnd - WINDOW_MS);
        this.histogram.reset();
        this.windowEnd = now;
        this.delayMs = Math.min(window, this.previousWindowMs);
        this.previousWindowMs = window;
      }, WINDOW_MS);
      this.sampler.unref();
    }
  }

  get requestsInFlight(): number {
    return this.inFlight;
  }

  /** the event-loop delay the criterion reads now (ms) */
  get eventLoopDelayMs(): number {
    return this.delayMs;
  }

  /** Why a request arriving now would be refused, or undefined. */
  reason(): ShedReason | undefined {
    if (this.limits.maxInFlight > 0 && this.inFlight >= this.limits.maxInFlight) return 'in_flight';
    if (this.limits.maxEventLoopDelayMs > 0 && this.delayMs > this.limits.maxEventLoopDelayMs)
      return 'event_loop_delay';
    return undefined;
  }

  readonly middleware = (req: Request, res: Response, next: NextFunction): void => {
    if (!isShedable(req.path)) return next();
    const reason = this.reason();
    if (reason) return this.refuse(req, res, reason);
    this.inFlight++;
    let done = false;
    const end = () => {
      if (done) return;
      done = true;
      this.inFlight--;
    };
    res.once('finish', end);
    res.once('close', end);
    next();
  };

  stop(): void {
    if (this.sampler) clearInterval(this.sampler);
    this.histogram.disable();
  }

  private refuse(req: Request, res: Response, reason: ShedReason): void {
    const seconds = this.limits.retryAfterSeconds;
    this.metrics?.requestsShed.inc({ reason });
    this.unreported++;
    const now = Date.now();
    if (now - this.lastLog >= LOG_EVERY_MS) {
      this.logger.warn(
        `Sovraccarico: ${this.unreported} richieste rifiutate con 503 (ultima ${req.method} ${req.path}, ` +
          `motivo ${reason}, in corso ${this.inFlight}, ritardo event loop ${Math.round(this.delayMs)} ms)`,
      );
      this.lastLog = now;
      this.unreported = 0;
    }
    res.setHeader('Retry-After', String(seconds));
    res.setHeader('Cache-Control', 'no-store');
    res.status(503).json({
      messaggio: `Servizio momentaneamente sovraccarico: riprovare tra ${seconds} ${seconds === 1 ? 'secondo' : 'secondi'}`,
    });
  }
}
