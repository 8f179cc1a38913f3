import type { Modulo, Risposta } from '@registro/contracts';
import { api } from '@registro/web-ui';

/** Only .jar files are accepted (spec 2 §5). */
export const isJar = (nome: string) => /\.jar$/i.test(nome.trim());

/**
 * Uploads a .jar as multipart/form-data (field `file`) through the shared client: a new module
 * (id -1) with POST /api/application/upload, a new version with PUT /api/application/{id}/upload.
 */
export async function uploadJar(id: string, file: File): Promise<Risposta<Modulo> & { messaggio?: string }> {
  const nuovo = Number(id) === -1;
  const corpo = new FormData();
  corpo.append('file', file, file.name);
  return api.upload<Modulo>(nuovo ? 'POST' : 'PUT', nuovo ? '/application/upload' : `/application/${id}/upload`, corpo);
}
