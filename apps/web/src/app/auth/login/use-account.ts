import { useMutation, useQuery } from '@tanstack/react-query';
import { api, request } from '@registro/web-ui';
import { queryKeys } from '../../query-keys';

/** What POST /api/twofactor/enrol answers: the QR code to scan and its secret. */
export interface IscrizioneOtp {
  username: string;
  /** PNG data URL */
  qrCode: string;
  /** Base32 */
  secret: string;
}

export interface SpidIdp {
  entityID: string;
  name: string;
}

/** The identity providers of GET /api/spid/idps, asked when the SPID dialog opens. */
export function useSpidIdps(attivo: boolean) {
  return useQuery({
    queryKey: queryKeys.spidIdps,
    queryFn: async ({ signal }) => (await api.get<SpidIdp[]>('/spid/idps', undefined, signal)).data,
    enabled: attivo,
    staleTime: 5 * 60_000,
  });
}

/** Two-factor activation outside the session: the QR code (enrol with the sign-in token and password), then the code's check. */
export function useAttivaOtp() {
  const iscrivi = useMutation({
    mutationFn: async ({ token, password }: { token: string | null; password: string }) =>
      (await request<{ data: IscrizioneOtp }>('POST', '/twofactor/enrol', { body: { token, password }, senzaToken: true })).data,
  });
  const conferma = useMutation({
    mutationFn: ({ token, code }: { token: string | null; code: string }) =>
      request<{ messaggio?: string }>('POST', '/twofactor/conferma', { body: { token, code }, senzaToken: true }),
  });
  return { iscrivi: iscrivi.mutateAsync, conferma: conferma.mutateAsync };
}

/**
 * The password change: an expired one at sign-in (PUT users/cambiapassword with the username,
 * outside the session) or the signed-in user's own (PUT users/cambiapasswordutente).
 */
export function useCambiaPassword() {
  return useMutation({
    mutationFn: ({ valori, username }: { valori: object; username?: string }) =>
      username
        ? request('PUT', '/users/cambiapassword', { body: { ...valori, username }, senzaToken: true })
        : request('PUT', '/users/cambiapasswordutente', { body: valori }),
  }).mutateAsync;
}

/** The reset e-mail (PUT users/resetpassword?email=); answers the server's message. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (email: string) => request<{ messaggio?: string }>('PUT', '/users/resetpassword', { query: { email }, senzaToken: true }),
  }).mutateAsync;
}

/** The new password from the reset e-mail's token (PUT users/resetpassword/conferma); answers the server's message. */
export function useNuovaPassword() {
  return useMutation({
    mutationFn: (corpo: { token: string | null } & object) => request<{ messaggio?: string }>('PUT', '/users/resetpassword/conferma', { body: corpo, senzaToken: true }),
  }).mutateAsync;
}

/** Self-registration (POST /api/registration). */
export function useRegistrazione() {
  return useMutation({
    mutationFn: (corpo: object) => request('POST', '/registration', { body: corpo, senzaToken: true }),
  }).mutateAsync;
}
