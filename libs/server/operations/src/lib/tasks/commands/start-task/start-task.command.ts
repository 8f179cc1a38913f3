import type { EventMetadata } from '@registro/server-event-store';

/** GET /api/gesantask/start/:id: scheduling on (stato ATTIVO). Answers nothing; repeating it changes nothing. */
export class StartTaskCommand {
  constructor(
    readonly id: number,
    readonly metadata: EventMetadata,
  ) {}
}
