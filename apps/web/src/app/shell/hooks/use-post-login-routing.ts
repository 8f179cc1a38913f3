import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { VoceMenu } from '@registro/contracts';
import { postLoginTarget } from '../menu';

/** Once the profile's menu is known, applies the post-login routing rules a single time. */
export function usePostLoginRouting(menu: VoceMenu[] | undefined, gruppo?: string) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const fatto = useRef(false);
  useEffect(() => {
    if (!menu || fatto.current) return;
    fatto.current = true;
    const destinazione = postLoginTarget(menu, pathname, gruppo);
    if (destinazione) navigate(destinazione, { replace: true });
  }, [menu, gruppo, pathname, navigate]);
}
