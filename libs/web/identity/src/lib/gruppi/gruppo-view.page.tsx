import { useNavigate, useParams } from 'react-router';
import { TabView, TabPanel } from 'primereact/tabview';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import { DetailFields, PageLayout, errorLines } from '@registro/web-ui';
import { useGruppo } from './use-gruppo';
import { selectedTree } from './gruppo';
import { GruppoMenuTree } from './gruppo-menu-tree';
import { GruppoPermessi } from './gruppo-permessi';

/** /gruppi/view/:id — Dettaglio Gruppo, read-only, with its modification history. */
export function GruppoViewPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const gruppo = useGruppo(id);
  return (
    <PageLayout titolo={t('gruppi.dettaglio')} onBack={() => navigate('/gruppi')} onRefresh={() => gruppo.refetch()} onEdit={id ? () => navigate(`/gruppi/edit/${id}`) : undefined} storico={id ? { sezione: 'gruppi', idRisorsa: id } : undefined}>
      {gruppo.isError && <Message severity="error" text={errorLines(gruppo.error).join(' ')} />}
      {gruppo.data && (
        <div className="registro-card">
          <DetailFields
            campi={[
              [t('gruppi.nome'), gruppo.data.nome],
              [t('gruppi.descrizione'), gruppo.data.descrizione || '-'],
            ]}
          />
          <TabView>
            <TabPanel header={t('gruppi.nuovoMenu')}>
              <GruppoMenuTree voci={selectedTree(gruppo.data.menu ?? [])} />
            </TabPanel>
            <TabPanel header={t('gruppi.permessi')}>
              <GruppoPermessi sezioni={gruppo.data.sezioni ?? []} />
            </TabPanel>
          </TabView>
        </div>
      )}
    </PageLayout>
  );
}
