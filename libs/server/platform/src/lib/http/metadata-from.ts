import type { Request } from 'express';
import type { EventMetadata } from '@registro/server-event-store';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { correlationIdOf } from '../logging/correlation-id';

/** Who caused an event and from where: stored as the event's metadata. */
export function metadataFrom(
  req: Request,
  user?: AuthenticatedUser | null,
): EventMetadata {
  const userAgent = req.headers['user-agent'];
  return {
    userId: user?.userId,
    userName: user?.username,
    // the logs screen's idGruppo: the acting user's group when the event was written
    idGruppo: user?.gruppoId,
    ip: req.ip ?? req.socket?.remoteAddress,
    userAgent:
      typeof userAgent === 'string' ? userAgent.slice(0, 500) : undefined,
    correlationId: correlationIdOf(req),
  };
}
