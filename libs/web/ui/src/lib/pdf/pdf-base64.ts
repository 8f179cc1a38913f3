/** The bytes of a base64 text (a data URL prefix is allowed). */
export function bytesFromBase64(base64: string): Uint8Array {
  const puro = base64.includes(',') ? base64.slice(base64.indexOf(',') + 1) : base64;
  const binario = atob(puro.replace(/\s/g, ''));
  const bytes = new Uint8Array(binario.length);
  for (let i = 0; i < binario.length; i++) bytes[i] = binario.charCodeAt(i);
  return bytes;
}

/** A base64 PDF (plain or data URL) as a Blob. */
export function pdfFromBase64(base64: string): Blob {
  return new Blob([bytesFromBase64(base64) as BlobPart], { type: 'application/pdf' });
}

/** A blob: URL of a base64 PDF for an iframe; revoke it when done. */
export function pdfUrl(base64: string): string {
  return URL.createObjectURL(pdfFromBase64(base64));
}

/** The plain base64 of a file (what the API takes in JSON bodies). */
export function readBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const lettore = new FileReader();
    lettore.onload = () => {
      const url = String(lettore.result ?? '');
      resolve(url.slice(url.indexOf(',') + 1));
    };
    lettore.onerror = () => reject(lettore.error ?? new Error('lettura non riuscita'));
    lettore.readAsDataURL(file);
  });
}

/** A PDF starts with "%PDF-". */
export async function isPdf(file: Blob): Promise<boolean> {
  const testa = new Uint8Array(await file.slice(0, 5).arrayBuffer());
  return String.fromCharCode(...testa) === '%PDF-';
}
