import type { Request } from 'express';
import { commonParameter } from '../validation/common-parameters';

/** The bearer token of a request: `Authorization: Bearer <token>`, else the authToken query parameter. */
export function requestToken(req: Request): string | undefined {
  const header = req.headers.authorization;
  if (typeof header === 'string') {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (match?.[1]) return match[1];
  }
  const query = commonParameter(req, 'authToken');
  return query && query.length <= 512 ? query : undefined;
}
