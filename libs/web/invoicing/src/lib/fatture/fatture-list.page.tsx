import { Link, useNavigate } from 'react-router';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { Message } from 'primereact/message';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ETICHETTA_STATO_SDI, STATI_SDI, type DocumentoFatturaElenco } from '@registro/contracts';
import { FilterBar, LazyTable, PageLayout, PdfPreviewDialog, COLONNA_NUMERICA } from '@registro/web-ui';
import { formatDataDocumento, formatEuro, nomeSoggetto } from './documento-fattura';
import { initialFilterValues, listQuery, useFiltriFatture, type FiltriFattureQuery } from './fatture-filters';
import { useFatturePaths } from './fatture-paths';
import { NotificheSdiDialog } from './notifiche-sdi-dialog';
import { PrivatoTag } from './privato-tag';
import { StatoSdiTag } from './stato-sdi-tag';
import { useImportaNotificheSdi } from './use-importa-notifiche-sdi';
import { ScegliPerZipSdi, SceltaZipSdiProvider, useSceltaZipSdi } from './scelta-zip-sdi';
import { useEsporta730 } from './use-esporta-730';
import { useFatturaActions } from './use-fattura-actions';
import { useStrutture } from './use-lookups';
import { queryKeys } from '../query-keys';
import './fatture.css';

/** Spec 2 §9: 100 rows per page, paged on the server. */
export const FATTURE_PER_PAGINA = 100;

/**
 * /contabilita/fatturazione and /fatturazione: the invoices, filtered (kept in session storage), 100
 * per page. "Scarica XML per SDI (zip)": the ticked invoices, or with none ticked the filtered list.
 */
export function FattureListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const percorsi = useFatturePaths();
  const [filtri, setFiltri] = useFiltriFatture();
  const strutture = useStrutture();
  const azioni = useFatturaActions();
  const esporta730 = useEsporta730();
  const notificheSdi = useImportaNotificheSdi();
  const scelta = useSceltaZipSdi();
  const selezionate = scelta.selezionate;
  const scaricaZipSdi = async () => {
    await azioni.scaricaZipSdi(selezionate.size ? { ids: [...selezionate] } : { filtri: listQuery(filtri) });
    scelta.svuota();
  };

  return (
    <PageLayout
      titolo={t('fatturazione.titolo')}
      onRefresh={() => void queryClient.invalidateQueries({ queryKey: queryKeys.fatture.all })}
      onNew={() => navigate(percorsi.edit(-1))}
    >
      <div className="registro-card">
        <FilterBar<FiltriFattureQuery>
          etichettaReset={t('fatturazione.resettaFiltro')}
          campi={[
            {
              nome: 'codiceStruttura',
              etichetta: t('fatturazione.struttura'),
              opzioni: (strutture.data ?? []).map((s) => ({ label: s.denominazione, value: s.codiceStruttura })),
            },
            { tipo: 'intervallo', nomi: ['dataDal', 'dataAl'], etichette: [t('fatturazione.dataDal'), t('fatturazione.dataAl')] },
            { nome: 'numeroDocumento', etichetta: t('fatturazione.numeroDocumento') },
            { nome: 'tipoDocumentoDescrizione', etichetta: t('fatturazione.tipoDocumento') },
            { nome: 'cognomeRagioneSoggetto', etichetta: t('fatturazione.ragioneSociale') },
            {
              nome: 'statoSdi',
              etichetta: t('fatturazione.statoSdi'),
              opzioni: STATI_SDI.map((s) => ({ label: ETICHETTA_STATO_SDI[s], value: s })),
            },
          ]}
          iniziali={initialFilterValues(filtri)}
          onCerca={(bar) => setFiltri({ ...bar, daEsportare: filtri.daEsportare })}
        />
        {filtri.daEsportare && (
          <Message
            severity="info"
            className="registro-fatture-da-esportare"
            content={
              <span>
                {t('fatturazione.soloDaEsportare')}{' '}
                <Button link label={t('fatturazione.mostraTutte')} onClick={() => setFiltri({ ...filtri, daEsportare: undefined })} />
              </span>
            }
          />
        )}
        <div className="registro-fatture-azioni">
          <Button label={t('fatturazione.aggiungi')} icon="pi pi-plus" onClick={() => navigate(percorsi.edit(-1))} />
          <Button label={t('fatturazione.esporta730')} icon="pi pi-file-export" outlined onClick={() => void esporta730(filtri)} />
          <Button
            label={
              selezionate.size === 1
                ? t('fatturazione.scaricaZipSdiSelezionata')
                : selezionate.size
                  ? t('fatturazione.scaricaZipSdiSelezionate', { n: selezionate.size })
                  : t('fatturazione.scaricaZipSdi')
            }
            tooltip={selezionate.size ? undefined : t('fatturazione.scaricaZipSdiFiltro')}
            icon="pi pi-box"
            outlined
            onClick={() => void scaricaZipSdi()}
          />
          <Button label={t('fatturazione.sdiImporta')} icon="pi pi-inbox" outlined onClick={notificheSdi.apri} />
        </div>
        <SceltaZipSdiProvider value={scelta}>
        <LazyTable<DocumentoFatturaElenco> risorsa="/documenti" filtri={{ ...listQuery(filtri) }} forPage={FATTURE_PER_PAGINA} ariaLabel={t('fatturazione.titolo')} excel="Fatture_">
          <Column header="" style={{ width: '3rem' }} body={(r: DocumentoFatturaElenco) => <ScegliPerZipSdi riga={r} />} />
          <Column header={t('fatturazione.data')} style={{ width: '8rem' }} body={(r: DocumentoFatturaElenco) => formatDataDocumento(r.dataDocumento)} />
          <Column header={t('fatturazione.num')} field="numeroDocumento" style={{ width: '8rem' }} />
          <Column
            header={t('fatturazione.tipoDocumento')}
            body={(r: DocumentoFatturaElenco) => <Link to={percorsi.view(r.id)}>{r.tipoDocumentoDescrizione || t('fatturazione.documento')}</Link>}
          />
          <Column
            header={t('fatturazione.ragioneSociale')}
            body={(r: DocumentoFatturaElenco) => (
              <span className="registro-fattura-soggetto">
                {nomeSoggetto(r)}
                {r.privato && <PrivatoTag />}
              </span>
            )}
          />
          <Column header={t('fatturazione.totale')} className={COLONNA_NUMERICA} headerClassName={COLONNA_NUMERICA} body={(r: DocumentoFatturaElenco) => formatEuro(r.totaleDocumento)} style={{ width: '10rem' }} />
          <Column header={t('fatturazione.statoSdi')} style={{ width: '10rem' }} body={(r: DocumentoFatturaElenco) => <StatoSdiTag stato={r.statoSdi} />} />
          <Column
            header=""
            style={{ width: '7rem' }}
            body={(r: DocumentoFatturaElenco) => (
              <div className="registro-azioni-riga">
                <Button icon="pi pi-print" rounded text aria-label={t('fatturazione.stampa')} tooltip={t('fatturazione.stampa')} onClick={() => void azioni.stampa(r)} />
                <Button icon="pi pi-download" rounded text aria-label={t('fatturazione.scaricaXml')} tooltip={t('fatturazione.scaricaXml')} onClick={() => void azioni.scaricaXml(r, r.privato)} />
              </div>
            )}
          />
        </LazyTable>
        </SceltaZipSdiProvider>
      </div>
      <PdfPreviewDialog {...azioni.anteprima} />
      <NotificheSdiDialog
        visible={notificheSdi.aperto}
        onHide={notificheSdi.chiudi}
        onCarica={notificheSdi.carica}
        invio={notificheSdi.invio}
        risposta={notificheSdi.risposta}
        percorsoFattura={(id) => percorsi.view(id)}
      />
    </PageLayout>
  );
}
