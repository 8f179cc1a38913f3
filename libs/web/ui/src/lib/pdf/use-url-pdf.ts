import { useEffect, useState } from 'react';
import { pdfUrl } from './pdf-base64';

/** A blob: URL for the base64 PDF, revoked when the PDF changes or the page closes. */
export function usePdfUrl(base64: string | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!base64) {
      setUrl(null);
      return;
    }
    const creato = pdfUrl(base64);
    setUrl(creato);
    return () => URL.revokeObjectURL(creato);
  }, [base64]);
  return url;
}
