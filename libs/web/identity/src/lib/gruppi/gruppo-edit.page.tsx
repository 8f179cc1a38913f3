import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { TabView, TabPanel } from 'primereact/tabview';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import { FormField, PageLayout, errorLines, useEditPage } from '@registro/web-ui';
import { emptySezioni, mergeSezioni, type GruppoDetail } from './gruppo';
import { menuToSave, mergeCatalog } from './menu-gruppo-switch';
import { GruppoMenuEditor } from './gruppo-menu-editor';
import { GruppoPermessiEditor } from './gruppo-permessi-editor';
import { useCatalogoMenu, useCatalogoSezioni } from './use-gruppo';

const GRUPPO_VUOTO: GruppoDetail = { id: -1, nome: '', descrizione: '', menu: [], sezioni: [] };

/** /gruppi/edit/:id (-1 = new): nome, descrizione, the Menu and Permessi tabs; POST or PUT /api/gruppi. */
export function GruppoEditPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const catalogo = useCatalogoMenu();
  const sezioni = useCatalogoSezioni();
  const { nuovo, record, salva } = useEditPage<GruppoDetail>({
    risorsa: '/gruppi',
    id,
    vuoto: GRUPPO_VUOTO,
    dopoSalvataggio: (salvato) => navigate(`/gruppi/view/${salvato?.id ?? id}`),
  });
  const [gruppo, setGruppo] = useState<GruppoDetail | null>(null);
  const [errore, setErrore] = useState<string | null>(null);

  // another record in the same page instance starts again from its own data
  useEffect(() => setGruppo(null), [id]);
  useEffect(() => {
    if (!record.data || !catalogo.data || !sezioni.data || gruppo) return;
    setGruppo({
      ...record.data,
      menu: mergeCatalog(catalogo.data, record.data.menu ?? []),
      sezioni: nuovo ? emptySezioni(sezioni.data) : mergeSezioni(record.data.sezioni ?? [], sezioni.data),
    });
  }, [record.data, catalogo.data, sezioni.data, gruppo, nuovo]);

  const salvaGruppo = () => {
    if (!gruppo) return;
    if (!gruppo.nome.trim()) {
      setErrore(t('validazione.obbligatorio', { campo: t('gruppi.nome') }));
      return;
    }
    setErrore(null);
    salva.mutate({ ...gruppo, menu: menuToSave(gruppo.menu) });
  };

  const erroreCaricamento = record.error ?? catalogo.error ?? sezioni.error;
  return (
    <PageLayout
      titolo={nuovo ? t('gruppi.nuovo') : t('gruppi.modifica')}
      onBack={() => navigate(nuovo ? '/gruppi' : `/gruppi/view/${id}`)}
      onSave={salvaGruppo}
      storico={nuovo || !id ? undefined : { sezione: 'gruppi', idRisorsa: id }}
    >
      {erroreCaricamento && <Message severity="error" text={errorLines(erroreCaricamento).join(' ')} />}
      {gruppo && (
        <div className="registro-card">
          <form
            className="grid formgrid"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              salvaGruppo();
            }}
          >
            <FormField id="gruppo-nome" etichetta={t('gruppi.nome')} errore={errore ?? undefined} obbligatorio className="col-12 md:col-4 mb-3">
              <InputText id="gruppo-nome" value={gruppo.nome} invalid={!!errore} onChange={(e) => setGruppo({ ...gruppo, nome: e.target.value })} />
            </FormField>
            <div className="col-12 md:col-8 registro-campo mb-3">
              <label htmlFor="gruppo-descrizione">{t('gruppi.descrizione')}</label>
              <InputText id="gruppo-descrizione" value={gruppo.descrizione ?? ''} onChange={(e) => setGruppo({ ...gruppo, descrizione: e.target.value })} />
            </div>
          </form>
          <TabView>
            <TabPanel header={t('gruppi.menu')}>
              <GruppoMenuEditor menu={gruppo.menu} onChange={(menu) => setGruppo({ ...gruppo, menu })} />
            </TabPanel>
            <TabPanel header={t('gruppi.permessi')}>
              <GruppoPermessiEditor sezioni={gruppo.sezioni} onChange={(sezioni) => setGruppo({ ...gruppo, sezioni })} />
            </TabPanel>
          </TabView>
        </div>
      )}
    </PageLayout>
  );
}
