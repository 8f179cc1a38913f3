import { useNavigate, useParams } from 'react-router';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FatturaRicevuta } from '@registro/contracts';
import { PageLayout, PdfPreviewDialog, errorLines } from '@registro/web-ui';
import { tipoDocumentoRicevuto } from './codici-fatturapa';
import { DatiGeneraliRicevuta } from './dati-generali-ricevuta';
import { PERCORSO_FATTURE_RICEVUTE, STORICO_FATTURE_RICEVUTE, formatGiorno } from './fattura-ricevuta';
import { SoggettoRicevuta } from './soggetto-ricevuta';
import { AllegatiRicevuta, PagamentiRicevuta, RiepilogoIvaRicevuta, RigheRicevuta } from './tabelle-ricevuta';
import { useFatturaRicevuta, useFatturaRicevutaActions } from './use-fattura-ricevuta';
import { queryKeys } from '../query-keys';
import '../fatture/fatture.css';
import './fatture-ricevute.css';

/** "Firmata da … (emessa da …, valida dal … al …)": the signature's certificate, recorded, not a requirement. */
function testoFirma(t: (chiave: string, valori: Record<string, string>) => string, firma: NonNullable<FatturaRicevuta['firma']>): string {
  const soggetto = firma.codiceFiscale ? `${firma.soggetto} (${firma.codiceFiscale})` : firma.soggetto;
  return t('fattureRicevute.firmataDa', { soggetto, emittente: firma.emittente, dal: formatGiorno(firma.validoDal), al: formatGiorno(firma.validoAl) });
}

/** /contabilita/fatturericevute/:id: a received invoice laid out like the ministerial style sheet; original file, PDF, history. */
export function FatturaRicevutaViewPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const documento = useFatturaRicevuta(id);
  const d = documento.data;
  const azioni = useFatturaRicevutaActions(d);

  return (
    <PageLayout
      titolo={d ? t('fattureRicevute.titoloDocumento', { tipo: tipoDocumentoRicevuto(d.tipoDocumento), numero: d.numero, data: formatGiorno(d.data) }) : t('fattureRicevute.dettaglio')}
      onBack={() => navigate(PERCORSO_FATTURE_RICEVUTE)}
      onRefresh={() => void queryClient.invalidateQueries({ queryKey: queryKeys.fatturericevute.record(id) })}
      storico={id ? { sezione: STORICO_FATTURE_RICEVUTE, idRisorsa: id } : undefined}
    >
      {documento.isError && <Message severity="error" text={errorLines(documento.error).join(' ')} className="mb-2" />}
      {d && (
        <div className="registro-card registro-fattura-ricevuta">
          <div className="registro-fattura-pulsanti">
            <Button label={t('fattureRicevute.scaricaOriginale')} icon="pi pi-download" outlined onClick={azioni.scaricaOriginale} />
            <Button label={t('fattureRicevute.stampaPdf')} icon="pi pi-print" onClick={() => void azioni.stampa()} />
          </div>
          {d.avvisi?.length > 0 && (
            <Message
              severity="warn"
              className="mb-3 w-full justify-content-start"
              data-testid="avvisi-ricevuta"
              content={
                <div>
                  <strong>{t('fattureRicevute.avvisi')}</strong>
                  <ul className="registro-ricevuta-avvisi">
                    {d.avvisi.map((a, i) => (
                      <li key={i}>{a}</li>
                    ))}
                  </ul>
                </div>
              }
            />
          )}
          {d.firma && <Message severity="info" className="mb-3 w-full justify-content-start" data-testid="firma-ricevuta" text={testoFirma(t, d.firma)} />}
          <div className="registro-fattura-blocchi">
            <SoggettoRicevuta titolo={t('fattureRicevute.cedente')} soggetto={d.cedente} campo="cedente" />
            <SoggettoRicevuta titolo={t('fattureRicevute.cessionario')} soggetto={d.cessionario} campo="cessionario" />
          </div>
          <DatiGeneraliRicevuta documento={d} />
          <RigheRicevuta documento={d} />
          <RiepilogoIvaRicevuta documento={d} />
          <PagamentiRicevuta documento={d} />
          <AllegatiRicevuta allegati={d.allegati ?? []} onScarica={azioni.scaricaAllegato} />
        </div>
      )}
      <PdfPreviewDialog {...azioni.anteprima} />
    </PageLayout>
  );
}
