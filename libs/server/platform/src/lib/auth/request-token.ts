import type { Request } from 'express';
import { jsonObjectOrEmpty } from '@registro/server-kernel';

/** The bearer token of a request: `Authorization: Bearer <token>`, else the authToken query parameter. */
export function requestToken(req: Request): string | undefined {
  const header = req.headers.authorization;
  if (typeof header === 'string') {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (match?.[1]) return match[1];
  }
  const query = jsonObjectOrEmpty(req.query)['authToken'];
  return typeof query === 'string' && query.length > 0 && query.length <= 512
    ? query
    : undefined;
}
