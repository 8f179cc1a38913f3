import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { api, session } from '@registro/web-ui';
import { loginPath } from '../../auth/route-guard';

interface RispostaLogout {
  spidSession?: boolean;
  /** the identity provider's session-end address, when the session came from SPID */
  logoutUrl?: string;
}

/** GET /api/logout, forget the session, back to login (an SPID session goes to its IdP). */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    let risposta: RispostaLogout | undefined;
    try {
      risposta = (await api.get<RispostaLogout>('/logout')).data;
    } catch {
      // the session is gone either way
    }
    const lingua = session.lingua();
    session.pulisci();
    queryClient.clear();
    if (risposta?.spidSession && risposta.logoutUrl) {
      window.location.assign(risposta.logoutUrl);
      return;
    }
    navigate(loginPath(lingua), { replace: true });
  };
}
