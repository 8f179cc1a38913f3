import { Navigate, useParams } from 'react-router';
import { MENU_COMPLETO, type VoceMenu } from '@registro/contracts';
import { NotFoundPage } from '@registro/web-ui';

const tutte = (menu: VoceMenu[]): VoceMenu[] => menu.flatMap((v) => [v, ...tutte(v.children ?? [])]);

/** /configurazioni/{routeId}: opens that configuration screen (its route in the menu catalogue). */
export function ConfigurazionePage() {
  const { routeId } = useParams();
  const voce = tutte(MENU_COMPLETO).find((v) => v.routeId === routeId && v.viewId);
  return voce?.viewId ? <Navigate to={voce.viewId} replace /> : <NotFoundPage />;
}
