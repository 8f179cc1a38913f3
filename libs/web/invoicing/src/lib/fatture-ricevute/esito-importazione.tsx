import { Link } from 'react-router';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import type { EsitoImportazioneFattureRicevute, FatturaRicevutaCreata, FatturaRicevutaRifiutata } from '@registro/contracts';
import { LineEditor, COLONNA_NUMERICA } from '@registro/web-ui';
import { tipoDocumentoRicevuto } from './codici-fatturapa';
import { formatGiorno, formatImporto, identificativiFiscali, nomeFornitore, percorsoFatturaRicevuta } from './fattura-ricevuta';

/** The outcome of one import, file by file: the files refused first (what needs a look), then the documents created with how the supplier was found. */
export function EsitoImportazione({ esito, onApri }: { esito: EsitoImportazioneFattureRicevute; onApri?: () => void }) {
  const { t } = useTranslation();
  const { creati, rifiutati } = esito;
  return (
    <div className="registro-esito-importazione">
      <Message
        severity={rifiutati.length ? (creati.length ? 'warn' : 'error') : 'success'}
        text={t('fattureRicevute.esitoRiepilogo', { creati: creati.length, rifiutati: rifiutati.length })}
        className="w-full justify-content-start"
      />
      {rifiutati.length > 0 && (
        <section aria-label={t('fattureRicevute.rifiutati')}>
          <h3>{t('fattureRicevute.rifiutati')}</h3>
          <LineEditor<FatturaRicevutaRifiutata>
            lines={rifiutati}
            ariaLabel={t('fattureRicevute.rifiutati')}
            columns={[
              { header: t('fattureRicevute.file'), body: (r) => <span className="registro-ricevuta-file">{r.file}</span>, style: { width: '30%' } },
              {
                header: t('fattureRicevute.messaggio'),
                body: (r) => (
                  <span className="registro-ricevuta-rifiuto">
                    <span>{r.messaggio}</span>
                    {typeof r.idEsistente === 'number' && (
                      <Link to={percorsoFatturaRicevuta(r.idEsistente)} onClick={onApri}>
                        {t('fattureRicevute.apriGiaImportata')}
                      </Link>
                    )}
                  </span>
                ),
              },
            ]}
          />
        </section>
      )}
      {creati.length > 0 && (
        <section aria-label={t('fattureRicevute.create')}>
          <h3>{t('fattureRicevute.create')}</h3>
          <LineEditor<FatturaRicevutaCreata>
            lines={creati}
            ariaLabel={t('fattureRicevute.create')}
            columns={[
              { header: t('fattureRicevute.file'), body: (r) => <span className="registro-ricevuta-file">{r.file}</span> },
              {
                header: t('fattureRicevute.numero'),
                body: (r) => (
                  <Link to={percorsoFatturaRicevuta(r.id)} onClick={onApri}>
                    {r.numero}
                  </Link>
                ),
              },
              { header: t('fattureRicevute.data'), body: (r) => formatGiorno(r.data) },
              { header: t('fattureRicevute.tipo'), body: (r) => tipoDocumentoRicevuto(r.tipoDocumento) },
              {
                header: t('fattureRicevute.fornitore'),
                body: (r) => (
                  <span className="registro-ricevuta-fornitore">
                    <strong>{nomeFornitore(r.fornitore)}</strong>
                    <small>{identificativiFiscali(r.fornitore)}</small>
                    {r.fornitore.corrispondenza && (
                      <small className="registro-ricevuta-corrispondenza" data-corrispondenza={r.fornitore.corrispondenza}>
                        {t(`fattureRicevute.corrispondenza.${r.fornitore.corrispondenza}`)}
                      </small>
                    )}
                  </span>
                ),
              },
              { header: t('fattureRicevute.totale'), className: COLONNA_NUMERICA, body: (r) => formatImporto(r.totale) },
            ]}
          />
        </section>
      )}
    </div>
  );
}
