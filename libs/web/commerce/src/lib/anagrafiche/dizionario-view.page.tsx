import { useNavigate, useParams } from 'react-router';
import { Column, type ColumnBodyOptions } from 'primereact/column';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import type { DizionarioSezione } from '@registro/contracts';
import { ClientTable, DetailFields, PageLayout, errorLines } from '@registro/web-ui';
import { useSezioneDizionario } from './use-tipi-dizionario';

type TipoDellaSezione = DizionarioSezione['listaTipi'][number];

/** /papercleanconfigurazionrdizionari/view/:id (spec 3 §2): a section and its list of types. */
export function DizionarioViewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id } = useParams();
  const sezione = useSezioneDizionario(id);
  return (
    <PageLayout titolo={t('dizionari.titolo')} onBack={() => navigate('/papercleanconfigurazionrdizionari')}>
      <div className="registro-card">
        {sezione.isError && <Message severity="error" text={errorLines(sezione.error).join(' ')} className="mb-2" />}
        <DetailFields campi={[[t('dizionari.sezione'), sezione.data?.sezione ?? '', 'sezione']]} />
        <ClientTable<TipoDellaSezione> value={sezione.data?.listaTipi ?? []} rows={100000} loading={sezione.isLoading} ariaLabel={t('dizionari.listaTipi')} dataKey="codiceTipo">
          <Column header="#" style={{ width: '4rem' }} body={(_: TipoDellaSezione, o: ColumnBodyOptions) => o.rowIndex + 1} />
          <Column field="codiceTipo" header={t('dizionari.codiceTipo')} />
          <Column field="descrizioneTipo" header={t('dizionari.descrizioneTipo')} />
        </ClientTable>
      </div>
    </PageLayout>
  );
}
