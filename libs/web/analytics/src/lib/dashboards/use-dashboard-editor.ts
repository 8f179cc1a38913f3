import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Dashboard, DashboardContent, DashboardElement } from '@registro/contracts';
import { useEditPage } from '@registro/web-ui';
import { CONTENUTO_VUOTO, newElement, parseContent, replaceElement } from './dashboard-element';

const NUOVA_DASHBOARD: Dashboard = { id: -1, title: '', descrizione: '', dashboard: JSON.stringify(CONTENUTO_VUOTO) };

/**
 * The dashboard editor (spec 2 §2.8, §4): the record, its content edited locally and its JSON string
 * rebuilt whenever an element changes; Salva sends title, descrizione and that string.
 */
export function useDashboardEditor(id: string | undefined) {
  const navigate = useNavigate();
  const { nuovo, record, salva } = useEditPage<Dashboard>({
    risorsa: '/dataanalysisdashboard',
    id,
    vuoto: NUOVA_DASHBOARD,
    dopoSalvataggio: (salvata) => salvata?.id && nuovo && navigate(`/dataanalysisdashboards/edit/${salvata.id}`, { replace: true }),
  });
  const [content, setContent] = useState<DashboardContent>(CONTENUTO_VUOTO);
  useEffect(() => {
    if (record.data) setContent(parseContent(record.data.dashboard));
  }, [record.data]);

  return {
    nuovo,
    record,
    salva,
    content,
    /** the JSON string of the content, as saved */
    json: JSON.stringify(content),
    aggiungiElemento: () => setContent((c) => ({ ...c, bodyElements: [...c.bodyElements, newElement(c.bodyElements)] })),
    aggiornaElemento: (elemento: DashboardElement) => setContent((c) => replaceElement(c, elemento)),
    rimuoviElemento: (elemento: DashboardElement) => setContent((c) => ({ ...c, bodyElements: c.bodyElements.filter((e) => e.id !== elemento.id) })),
    salvaDashboard: (valori: Pick<Dashboard, 'title' | 'descrizione'>) => salva.mutate({ ...(record.data ?? NUOVA_DASHBOARD), ...valori, dashboard: JSON.stringify(content) }),
  };
}
