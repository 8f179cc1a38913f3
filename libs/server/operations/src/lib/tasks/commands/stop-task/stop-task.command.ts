import type { EventMetadata } from '@registro/server-event-store';

/** GET /api/gesantask/stop/:id: scheduling off (stato FERMO). Answers nothing; repeating it changes nothing. */
export class StopTaskCommand {
  constructor(
    readonly id: number,
    readonly metadata: EventMetadata,
  ) {}
}
