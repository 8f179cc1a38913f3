import { useLocation, useNavigate } from 'react-router';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { useProfilo } from '../hooks/use-profilo';

/**
 * The way back from a page that cannot be shown: Indietro (when the visit has a page to go back to)
 * and Torna alla Home, the user's own (a patient's is their Home Paziente, spec 1 §4).
 */
export function WayBack() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // the first page of the visit has no page of the app to go back to
  const conStoria = useLocation().key !== 'default';
  const paziente = useProfilo().data?.gruppo?.menuGruppo?.some((v) => v.routeId === 'homepaziente');
  return (
    <div className="flex flex-wrap gap-2 justify-content-center">
      {conStoria && <Button label={t('ui.indietro')} icon="pi pi-arrow-left" outlined onClick={() => navigate(-1)} />}
      <Button label={t('shell.tornaHome')} icon="pi pi-home" onClick={() => navigate(paziente ? '/paziente/homepaziente' : '/home')} />
    </div>
  );
}
