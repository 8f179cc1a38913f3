import { Query } from '@nestjs/cqrs';
import type { SessioneUtente } from '@registro/contracts';

/** Every live session, newest first, without any usable token. */
export class ListSessionsQuery extends Query<SessioneUtente[]> {}
