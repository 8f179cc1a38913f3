import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { MESSAGES_BY_STATUS } from '../errors/http-messages';

const MESSAGGI: Record<number, string> = {
  400: 'Richiesta HTTP non valida',
  408: MESSAGES_BY_STATUS[408] as string,
  431: "Intestazioni o indirizzo della richiesta troppo lunghi",
};

/**
 * The HTTP server's `clientError`: a request Node's parser refuses before Express sees it (headers
 * or URL beyond 16 KB, a malformed request line, a request that took too long) is answered like
 * every other error, { messaggio } in Italian, where Node would answer an empty 431 or 400.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex & { _httpMessage?: { headersSent?: boolean } | null }): void {
  // as Node does: never in the middle of an answer already started on this (kept-alive) connection
  if (!socket.writable || socket._httpMessage?.headersSent || error.code === 'ECONNRESET') {
    socket.destroy(error);
    return;
  }
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const corpo = JSON.stringify({ messaggio: MESSAGGI[status] });
  // end, not destroy: what the client is still sending is read and dropped, so that closing does
  // not reset the connection before the client has read the answer
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(corpo)}\r\nConnection: close\r\n\r\n${corpo}`);
  socket.resume();
  setTimeout(() => socket.destroy(), 2000).unref();
}
