/** An attachment's Content-Disposition: an ASCII file name and the RFC 5987 UTF-8 one. */
export const contentDisposition = (nomeFile: string): string =>
  `attachment; filename="${nomeFile.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(nomeFile)}`;
