import type { Email } from '@registro/server-platform';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

interface Destinatario {
  email: string;
  firstname: string;
  lastname: string;
  username: string;
}

/** Paragraphs become the plain text and the HTML; `link` is added as a button-like anchor. */
function componi(d: Destinatario, oggetto: string, paragrafi: string[], link?: { url: string; testo: string }): Email {
  const saluto = `Gentile ${`${d.firstname} ${d.lastname}`.trim() || d.username},`;
  const chiusura = 'Se non ha richiesto questa operazione può ignorare questo messaggio.';
  const testo = [saluto, '', ...paragrafi.flatMap((p) => [p, '']), ...(link ? [link.url, ''] : []), chiusura, '', 'Registro'].join('\n');
  const html = [
    '<!doctype html><html lang="it"><body style="font-family:sans-serif;line-height:1.5">',
    `<p>${escapeHtml(saluto)}</p>`,
    ...paragrafi.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(link ? [`<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.testo)}</a></p>`] : []),
    `<p style="color:#666">${escapeHtml(chiusura)}</p>`,
    '<p>Registro</p></body></html>',
  ].join('');
  return { a: d.email, oggetto, testo, html };
}

const minuti = (ms: number) => Math.round(ms / 60_000);

export function emailResetPassword(d: Destinatario, url: string, durataMs: number): Email {
  return componi(
    d,
    'Registro - Reimpostazione della password',
    [
      `È stata richiesta la reimpostazione della password dell'utenza ${d.username}.`,
      `Per scegliere una nuova password apra il collegamento seguente entro ${minuti(durataMs)} minuti; il collegamento si può usare una sola volta.`,
    ],
    { url, testo: 'Reimposta la password' },
  );
}

export function emailValidazioneRegistrazione(d: Destinatario, url: string, durataMs: number): Email {
  return componi(
    d,
    'Registro - Conferma della registrazione',
    [
      `La sua utenza ${d.username} è stata creata.`,
      `Per attivarla apra il collegamento seguente entro ${minuti(durataMs)} minuti: riceverà poi una seconda e-mail con la password temporanea.`,
    ],
    { url, testo: "Conferma la registrazione" },
  );
}

export function emailPasswordTemporanea(d: Destinatario, password: string, urlLogin: string): Email {
  return componi(
    d,
    'Registro - Password temporanea',
    [
      `La sua utenza ${d.username} è attiva.`,
      `Password temporanea: ${password}`,
      'Al primo accesso le verrà chiesto di sostituirla con una password di sua scelta.',
    ],
    { url: urlLogin, testo: 'Accedi a Registro' },
  );
}

export function emailIscrizioneOtp(d: Destinatario, url: string, durataMs: number): Email {
  return componi(
    d,
    'Registro - Attivazione del codice O.T.P.',
    [
      `L'amministratore ha attivato l'autenticazione a due fattori per l'utenza ${d.username}.`,
      `Apra il collegamento seguente entro ${minuti(durataMs)} minuti: le verrà chiesta la password, poi vedrà il QR-Code da inquadrare con un'app di autenticazione (Google Authenticator, Microsoft Authenticator, FreeOTP...). Il collegamento si può usare una sola volta.`,
    ],
    { url, testo: 'Attiva il codice O.T.P.' },
  );
}
