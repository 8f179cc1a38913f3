import { BadRequestError } from '@registro/server-platform';

const MAX = 1024;

/** username and password from `Authorization: Basic base64(username:password)`; 400 when absent or malformed. */
export function credenzialiBasic(authorization: string | undefined): { username: string; password: string } {
  const match = /^Basic\s+([A-Za-z0-9+/=_-]+)\s*$/i.exec(authorization ?? '');
  if (!match || match[1].length > MAX)
    throw new BadRequestError('Credenziali mancanti: inviare username e password nel header Authorization Basic');
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const sep = decoded.indexOf(':');
  const username = sep < 0 ? decoded : decoded.slice(0, sep);
  const password = sep < 0 ? '' : decoded.slice(sep + 1);
  const errori: string[] = [];
  if (!username.trim()) errori.push('Il campo username è obbligatorio');
  if (!password) errori.push('Il campo password è obbligatorio');
  if (errori.length) throw new BadRequestError(errori);
  return { username: username.trim(), password };
}
