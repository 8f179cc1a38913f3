import type { Request } from 'express';
import { metadataFrom } from '@registro/server-platform';

/** Where a request came from, recorded in the events it causes. */
export interface Provenienza {
  ip: string;
  userAgent: string;
  correlationId?: string;
}

export function provenienza(req: Request): Provenienza {
  const { ip, userAgent, correlationId } = metadataFrom(req);
  return { ip: ip ?? '', userAgent: userAgent ?? '', correlationId };
}
