import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FatturaRicevutaElenco, FiltriFattureRicevute } from '@registro/contracts';
import { FilterBar, LazyTable, PageLayout, usePageGrants, useSessionFilters, COLONNA_NUMERICA } from '@registro/web-ui';
import { OPZIONI_TIPO_DOCUMENTO, tipoDocumentoRicevuto } from './codici-fatturapa';
import { formatGiorno, formatImportataIl, formatImporto, identificativiFiscali, nomeFornitore, percorsoFatturaRicevuta } from './fattura-ricevuta';
import { ImportaFattureRicevuteDialog } from './importa-fatture-ricevute-dialog';
import { queryKeys } from '../query-keys';
import '../fatture/fatture.css';
import './fatture-ricevute.css';

/** 100 rows a page, as the invoices. */
export const FATTURE_RICEVUTE_PER_PAGINA = 100;

/** /contabilita/fatturericevute: the supplier invoices received, filtered (kept in session storage); Importa with `modifica`. */
export function FattureRicevuteListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const modifica = usePageGrants('modifica');
  const [filtri, setFiltri] = useSessionFilters('fatturericevute');
  const [importa, setImporta] = useState(false);
  const apri = (r: FatturaRicevutaElenco) => navigate(percorsoFatturaRicevuta(r.id));

  return (
    <PageLayout titolo={t('fattureRicevute.titolo')} onRefresh={() => void queryClient.invalidateQueries({ queryKey: queryKeys.fatturericevute.all })}>
      <div className="registro-card">
        <FilterBar<FiltriFattureRicevute & Record<string, string>>
          campi={[
            { nome: 'fornitore', etichetta: t('fattureRicevute.fornitore') },
            { nome: 'numero', etichetta: t('fattureRicevute.numero') },
            { tipo: 'intervallo', nomi: ['dataDal', 'dataAl'], etichette: [t('fattureRicevute.dataDal'), t('fattureRicevute.dataAl')] },
            { nome: 'tipoDocumento', etichetta: t('fattureRicevute.tipo'), opzioni: OPZIONI_TIPO_DOCUMENTO },
            { tipo: 'intervallo', nomi: ['scadenzaDal', 'scadenzaAl'], etichette: [t('fattureRicevute.scadenzaDal'), t('fattureRicevute.scadenzaAl')] },
          ]}
          iniziali={filtri}
          onCerca={(bar) => setFiltri(Object.fromEntries(Object.entries(bar).filter(([, v]) => typeof v === 'string' && v !== '')) as Record<string, string>)}
        />
        {modifica && (
          <div className="registro-fatture-azioni">
            <Button label={t('fattureRicevute.importa')} icon="pi pi-upload" onClick={() => setImporta(true)} />
          </div>
        )}
        <LazyTable<FatturaRicevutaElenco>
          risorsa="/fatturericevute"
          filtri={filtri}
          forPage={FATTURE_RICEVUTE_PER_PAGINA}
          ariaLabel={t('fattureRicevute.titolo')}
          excel="Fatture_Ricevute_"
          onRigaClick={(r) => apri(r as FatturaRicevutaElenco)}
        >
          <Column
            header={t('fattureRicevute.fornitore')}
            style={{ minWidth: '16rem' }}
            body={(r: FatturaRicevutaElenco) => (
              <span className="registro-ricevuta-fornitore">
                <strong>{nomeFornitore(r.fornitore)}</strong>
                <small>{identificativiFiscali(r.fornitore)}</small>
              </span>
            )}
          />
          <Column
            header={t('fattureRicevute.numero')}
            style={{ width: '7rem' }}
            body={(r: FatturaRicevutaElenco) => (
              <Link to={percorsoFatturaRicevuta(r.id)} onClick={(e) => e.stopPropagation()}>
                {r.numero}
              </Link>
            )}
          />
          <Column header={t('fattureRicevute.data')} style={{ width: '8rem' }} body={(r: FatturaRicevutaElenco) => formatGiorno(r.data)} />
          <Column header={t('fattureRicevute.tipo')} style={{ width: '10rem' }} body={(r: FatturaRicevutaElenco) => tipoDocumentoRicevuto(r.tipoDocumento)} />
          <Column
            header={t('fattureRicevute.totale')}
            className={COLONNA_NUMERICA}
            headerClassName={COLONNA_NUMERICA}
            style={{ width: '9rem' }}
            body={(r: FatturaRicevutaElenco) => formatImporto(r.totale, r.divisa)}
          />
          <Column
            header={t('fattureRicevute.scadenze')}
            style={{ width: '8rem' }}
            body={(r: FatturaRicevutaElenco) => (
              <span className="registro-ricevuta-scadenze">
                {(r.scadenze ?? []).map((s, i) => (
                  <span key={`${s}-${i}`}>{formatGiorno(s)}</span>
                ))}
              </span>
            )}
          />
          <Column header={t('fattureRicevute.importataIl')} style={{ width: '10rem' }} body={(r: FatturaRicevutaElenco) => formatImportataIl(r.importataIl)} />
        </LazyTable>
      </div>
      <ImportaFattureRicevuteDialog visible={importa} onHide={() => setImporta(false)} />
    </PageLayout>
  );
}
