import { randomBytes } from 'node:crypto';
import { xmlEscape } from '../xml/xml-text';

export interface HtmlPage {
  status: number;
  html: string;
  /** Content-Security-Policy for this page (replaces the application's: it posts elsewhere) */
  csp: string;
}

/**
 * The HTTP-POST binding: a page that submits `campi` to `azione` by itself (a button stays for
 * browsers without JavaScript). Its CSP allows only its own inline script and that form target.
 */
export function autoPostForm(
  azione: string,
  fields: Record<string, string>,
  titolo = 'Reindirizzamento in corso',
): HtmlPage {
  const nonce = randomBytes(16).toString('base64');
  const e = xmlEscape;
  const input = Object.entries(fields)
    .map(
      ([nome, valore]) =>
        `<input type="hidden" name="${e(nome)}" value="${e(valore)}">`,
    )
    .join('');
  const html =
    `<!DOCTYPE html><html lang="it"><head><meta charset="utf-8"><title>${e(titolo)}</title></head><body>` +
    `<form id="spid" method="post" action="${e(azione)}">${input}` +
    `<noscript><p>${e(titolo)}: premere Continua.</p></noscript><button type="submit">Continua</button></form>` +
    `<script nonce="${nonce}">document.getElementById('spid').submit();</script></body></html>`;
  return { status: 200, html, csp: formCsp(azione, nonce) };
}

function formCsp(azione: string, nonce: string): string {
  const origine = new URL(azione).origin;
  return `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'unsafe-inline'; form-action ${origine} 'self'; base-uri 'none'; frame-ancestors 'none'`;
}

/** A plain page with a title and a message (errors of the SPID flow). */
export function messagePage(
  status: number,
  titolo: string,
  messaggio: string,
  codice?: string,
): HtmlPage {
  const e = xmlEscape;
  const riferimento = codice
    ? `<p id="codice">Codice errore: ${e(codice)}</p>`
    : '';
  const html =
    `<!DOCTYPE html><html lang="it"><head><meta charset="utf-8"><title>${e(titolo)}</title></head><body>` +
    `<h1>${e(titolo)}</h1><p id="messaggio">${e(messaggio)}</p>${riferimento}<p><a href="/login">Torna alla pagina di accesso</a></p>` +
    `</body></html>`;
  return {
    status,
    html,
    csp: "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
  };
}
