import { useMutation } from '@tanstack/react-query';
import { api, request } from '@registro/web-ui';

/**
 * A user row's server calls (spec 1 §2): unlock (PUT users/sblocca/{id}), active switch (PUT
 * users/attiva/{id}), QR code by e-mail (GET twofactor/sendqrcode). The row's delete is
 * `useDeleteRecord` on /users; the list reloads through the row's `onCambiato`.
 */
export function useUserActions() {
  const sblocca = useMutation({ mutationFn: (id: number) => request<{ messaggio?: string }>('PUT', `/users/sblocca/${id}`) });
  const attiva = useMutation({ mutationFn: (id: number) => api.put<{ attivo: boolean }>(`/users/attiva/${id}`) });
  const inviaQrCode = useMutation({ mutationFn: (usernameUtente: string) => api.get('/twofactor/sendqrcode', { usernameUtente }) });
  return { sblocca: sblocca.mutateAsync, attiva: attiva.mutateAsync, inviaQrCode: inviaQrCode.mutateAsync };
}
