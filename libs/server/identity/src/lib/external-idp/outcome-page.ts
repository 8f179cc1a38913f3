/** Escapes text for HTML content and attribute values. */
function html(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export const TITOLO_ACCESSO_NON_RIUSCITO = 'Accesso non riuscito';

/** The page a browser sees when the identity-manager sign-in is refused (no session is opened). */
export function signInFailedPage(messaggio: string): string {
  return (
    `<!DOCTYPE html><html lang="it"><head><meta charset="utf-8"><title>${TITOLO_ACCESSO_NON_RIUSCITO}</title></head><body>` +
    `<h1>${TITOLO_ACCESSO_NON_RIUSCITO}</h1><p id="messaggio">${html(messaggio)}</p>` +
    `<p><a href="/login">Torna alla pagina di accesso</a></p></body></html>`
  );
}

export const OUTCOME_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'";
