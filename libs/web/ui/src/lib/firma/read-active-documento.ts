import type { DocumentoRepository } from '@registro/contracts';
import { api } from '../api/api-client';

/** The document repository's own resource: its ids are document ids. */
export const DOCUMENTI_RESOURCE = 'documentrepository';

/**
 * GET documentrepository/lastactive/{id}: the document that is about to be signed. For a record
 * of another section, `?sezione=` makes {id} that record's id (its latest active document).
 */
export async function readActiveDocumento(
  id: number | string,
  sezione?: string,
  signal?: AbortSignal,
): Promise<DocumentoRepository> {
  const query =
    sezione && sezione !== DOCUMENTI_RESOURCE ? { sezione } : undefined;
  return (
    await api.get<DocumentoRepository>(
      `/${DOCUMENTI_RESOURCE}/lastactive/${id}`,
      query,
      signal,
    )
  ).data;
}
