import { useState } from 'react';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OrdineElenco } from '@registro/contracts';
import { FilterBar, LazyTable, PageLayout, PdfPreviewDialog, formatDate, formatDateTime, type FilterField, type Query } from '@registro/web-ui';
import { queryKeys } from '../query-keys';
import { CreaOrdineDialog } from './crea-ordine-dialog';
import { etichettaCliente, intestatario } from './ordine-format';
import { useClientiOrdini } from './use-ordini';
import { useOrdiniPermessi } from './use-ordini-permessi';
import { useStampaOrdine } from './use-stampa-ordine';
import { VisualizzaOrdineDialog } from './visualizza-ordine-dialog';
import './ordini.css';

/** Spec 3 §9: 50 orders per page. */
export const ORDINI_PER_PAGINA = 50;

/** /ordini (title Ordini): the orders, filtered; Crea Ordine, Visualizza Ordine and the proforma. */
export function OrdiniListPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const permessi = useOrdiniPermessi();
  const [filtri, setFiltri] = useState<Query>({});
  const [creazione, setCreazione] = useState(false);
  const [aperto, setAperto] = useState<number | null>(null);
  const stampa = useStampaOrdine();
  const clienti = useClientiOrdini(permessi.vedeTutti);

  const campi: FilterField[] = [
    { nome: 'codice', etichetta: t('ordini.numeroOrdine') },
    ...(permessi.vedeTutti
      ? [{ nome: 'idCliente', etichetta: t('ordini.cliente'), opzioni: (clienti.data ?? []).map((c) => ({ label: etichettaCliente(c), value: String(c.id) })) }]
      : []),
    { tipo: 'intervallo', nomi: ['dataDal', 'dataAl'], etichette: [t('ordini.dataDal'), t('ordini.dataAl')] },
  ];

  return (
    <PageLayout titolo={t('ordini.titolo')} onRefresh={() => void queryClient.invalidateQueries({ queryKey: queryKeys.ordini.all })}>
      <div className="registro-card">
        <FilterBar campi={campi} onCerca={setFiltri} />
        {permessi.crea && (
          <div className="registro-ordini-azioni">
            <Button label={t('ordini.creaOrdine')} icon="pi pi-plus" onClick={() => setCreazione(true)} />
          </div>
        )}
        <LazyTable<OrdineElenco> risorsa="/ordiniordini" filtri={filtri} forPage={ORDINI_PER_PAGINA} ariaLabel={t('ordini.titolo')} excel="Ordini_">
          <Column header={t('ordini.numero')} field="codice" style={{ width: '7rem' }} />
          <Column header={t('ordini.intestatario')} body={(o: OrdineElenco) => intestatario(o)} />
          <Column header={t('ordini.dataOrdine')} style={{ width: '9rem' }} body={(o: OrdineElenco) => formatDate(o.dataOrdine)} />
          <Column
            header={t('ordini.statoAttuale')}
            style={{ width: '10rem' }}
            body={(o: OrdineElenco) => <span className={`registro-stato-ordine registro-stato-ordine--${o.statoAttuale.toLowerCase()}`}>{o.statoAttuale}</span>}
          />
          <Column header={t('ordini.dataOraStato')} style={{ width: '12rem' }} body={(o: OrdineElenco) => formatDateTime(o.statoAttualeDataOra)} />
          <Column
            header=""
            style={{ width: '7rem' }}
            body={(o: OrdineElenco) => (
              <div className="registro-azioni-riga">
                <Button icon="pi pi-print" rounded text aria-label={t('ordini.stampa')} tooltip={t('ordini.stampa')} onClick={() => void stampa.stampa(o)} />
                <Button icon="pi pi-eye" rounded text aria-label={t('ordini.visualizza')} tooltip={t('ordini.visualizza')} onClick={() => setAperto(o.id)} />
              </div>
            )}
          />
        </LazyTable>
      </div>
      <CreaOrdineDialog visible={creazione} onHide={() => setCreazione(false)} />
      <VisualizzaOrdineDialog id={aperto} onHide={() => setAperto(null)} onStampa={(o) => void stampa.stampa(o)} approva={permessi.approva} />
      <PdfPreviewDialog {...stampa.anteprima} />
    </PageLayout>
  );
}
