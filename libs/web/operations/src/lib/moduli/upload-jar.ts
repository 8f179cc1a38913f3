import type { Modulo, Risposta } from '@registro/contracts';
import { ApiError, session, apiUrl } from '@registro/web-ui';

/** Only .jar files are accepted (spec 2 §5). */
export const isJar = (nome: string) => /\.jar$/i.test(nome.trim());

/**
 * Uploads a .jar as multipart/form-data (field `file`): a new module (id -1) with POST
 * /api/application/upload, a new version with PUT /api/application/{id}/upload.
 */
export async function uploadJar(id: string, file: File): Promise<Risposta<Modulo> & { messaggio?: string }> {
  const nuovo = Number(id) === -1;
  const corpo = new FormData();
  corpo.append('file', file, file.name);
  const token = session.token();
  const risposta = await fetch(apiUrl(nuovo ? '/application/upload' : `/application/${id}/upload`), {
    method: nuovo ? 'POST' : 'PUT',
    headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: corpo,
  });
  const testo = await risposta.text();
  let dati: unknown;
  try {
    dati = testo ? JSON.parse(testo) : undefined;
  } catch {
    dati = testo;
  }
  if (!risposta.ok) throw new ApiError(risposta.status, (dati as { messaggio?: string } | undefined)?.messaggio, undefined, dati);
  return dati as Risposta<Modulo> & { messaggio?: string };
}
