import { Column } from 'primereact/column';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import type { OrigineParametro, ParametroCaricato } from '@registro/contracts';
import { formatDateTime, errorLines, DetailTable } from '@registro/web-ui';
import { useParametriCaricati } from './use-parametri-caricati';

const COLORE_ORIGINE: Record<OrigineParametro, 'info' | 'success' | 'warning'> = { ambiente: 'warning', parametro: 'success', predefinito: 'info' };

/** The values the api process holds in memory now, and where each comes from (GET /api/configparameter/loaded). */
export function ParametriCaricati() {
  const { t } = useTranslation();
  const caricati = useParametriCaricati();
  return (
    <>
      {caricati.isError && <Message severity="error" text={errorLines(caricati.error).join(' ')} className="mb-2" />}
      <DetailTable<ParametroCaricato> value={caricati.data?.list ?? []} loading={caricati.isFetching} dataKey="nome" righePerPagina={30} ariaLabel={t('parametri.tabCaricati')}>
        <Column field="nome" header={t('parametri.nome')} />
        <Column header={t('parametri.valore')} body={(p: ParametroCaricato) => <pre className="registro-json-breve m-0">{p.valore}</pre>} />
        <Column
          header={t('parametri.origine')}
          style={{ width: '14rem' }}
          body={(p: ParametroCaricato) => (
            <Tag severity={COLORE_ORIGINE[p.origine]} value={t(`parametri.origine_${p.origine}`, { variabile: p.variabileAmbiente ?? '' })} />
          )}
        />
        <Column header={t('parametri.caricatoIl')} style={{ width: '12rem' }} body={(p: ParametroCaricato) => formatDateTime(p.caricatoIl)} />
      </DetailTable>
    </>
  );
}
