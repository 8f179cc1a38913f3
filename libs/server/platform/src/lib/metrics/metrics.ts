import { Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/** Prometheus registry of one application (own registry, so several apps can share a process). */
@Injectable()
export class Metrics {
  readonly registry = new Registry();

  readonly durataRichieste = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Durata delle richieste HTTP, per metodo, rotta e stato',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  /** requests answered 503 by load shedding, by reason (in_flight, event_loop_delay) */
  readonly requestsShed = new Counter({
    name: 'http_requests_shed_total',
    help: 'Richieste rifiutate con 503 per sovraccarico, per motivo',
    labelNames: ['reason'] as const,
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }

  contentType(): string {
    return this.registry.contentType;
  }

  testo(): Promise<string> {
    return this.registry.metrics();
  }
}
