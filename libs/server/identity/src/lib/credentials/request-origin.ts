import type { Request } from 'express';
import { metadataFrom } from '@registro/server-platform';

/** Where a request came from, recorded in the events it causes. */
export interface RequestOrigin {
  ip: string;
  userAgent: string;
  correlationId?: string;
}

export function requestOrigin(req: Request): RequestOrigin {
  const { ip, userAgent, correlationId } = metadataFrom(req);
  return { ip: ip ?? '', userAgent: userAgent ?? '', correlationId };
}
