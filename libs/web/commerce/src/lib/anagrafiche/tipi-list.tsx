import { Link, useNavigate } from 'react-router';
import { Column, type ColumnBodyOptions } from 'primereact/column';
import { Message } from 'primereact/message';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DizionarioTipo, SezioneDizionario } from '@registro/contracts';
import { ClientTable, PageLayout, errorLines } from '@registro/web-ui';
import { queryKeys } from '../query-keys';
import { linkDelTipo, OPZIONI_TIPO } from './opzioni-dizionario';
import { useTipiDizionario } from './use-tipi-dizionario';

/**
 * The active types of a section (spec 3 §2 "Type lists"): each row links to its path with
 * codiceTipo and tipo; the back link is the list's own path, as the spec gives it.
 */
export function TipiList({ sezione, titolo, percorso }: { sezione: SezioneDizionario; titolo: string; percorso: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const tipi = useTipiDizionario(sezione, true);
  return (
    <PageLayout titolo={titolo} onBack={() => navigate(percorso)} onRefresh={() => void queryClient.invalidateQueries({ queryKey: queryKeys.dizionariotipi.all })}>
      <div className="registro-card">
        {tipi.isError && <Message severity="error" text={errorLines(tipi.error).join(' ')} className="mb-2" />}
        <ClientTable<DizionarioTipo> value={tipi.data ?? []} rows={50} loading={tipi.isLoading} ariaLabel={titolo}>
          <Column header="#" style={{ width: '4rem' }} body={(_: DizionarioTipo, o: ColumnBodyOptions) => o.rowIndex + 1} />
          <Column field="codiceTipo" header={t('dizionari.codiceTipo')} />
          <Column
            field="descrizioneTipo"
            header={t('dizionari.descrizioneTipo')}
            body={(r: DizionarioTipo) => {
              const link = linkDelTipo(r);
              return link ? <Link to={link}>{r.descrizioneTipo}</Link> : r.descrizioneTipo;
            }}
          />
          <Column header={t('dizionari.tipo')} body={(r: DizionarioTipo) => OPZIONI_TIPO.find((o) => o.value === r.tipo)?.label ?? r.tipo} />
        </ClientTable>
      </div>
    </PageLayout>
  );
}
