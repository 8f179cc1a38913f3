import { useMutation } from '@tanstack/react-query';
import { api } from '@registro/web-ui';

/**
 * GET barcode/check/{barcode}: the article that has the barcode; a 404 (ApiError) means the barcode
 * is free.
 */
export function useBarcodeCheck() {
  return useMutation({
    mutationFn: async (barcode: string) => (await api.get<{ idArticolo: number }>(`/barcode/check/${encodeURIComponent(barcode)}`)).data,
  }).mutateAsync;
}
