import { useNavigate, useParams } from 'react-router';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SEZIONE } from '@registro/contracts';
import { DetailFields, LineEditor, PageLayout, PdfPreviewDialog, errorLines, useHasPermission, type DetailField } from '@registro/web-ui';
import { FatturaEsportata } from './fattura-esportata';
import { STORICO_FATTURE, formatDataDocumento, formatEuro, isPrivato, nomeSoggetto } from './documento-fattura';
import { useFatturePaths } from './fatture-paths';
import { NotaCreditoDialog } from './nota-credito-dialog';
import { FatturaCollegata, NoteCreditoDellaFattura } from './note-credito-fattura';
import { righeFattura } from './righe-fattura';
import { StatoSdiPanel } from './stato-sdi-panel';
import { TotaliDocumento } from './totali-documento';
import { useDocumentoFattura } from './use-documento-fattura';
import { useFatturaActions } from './use-fattura-actions';
import { useEmettiNotaCredito, useNoteCredito } from './use-note-credito';
import { queryKeys } from '../query-keys';
import './fatture.css';

/**
 * /…/fatturazione/view/:id: recipient, document data, lines, stamp duty and totals; print, XML (spec
 * name or SDI name), history; an exported invoice says it is locked, with Riapri for who may; an
 * invoice's credit notes and "Nota di credito", a credit note's link to its invoice.
 */
export function FatturaViewPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const percorsi = useFatturePaths();
  const documento = useDocumentoFattura(id);
  const azioni = useFatturaActions();
  const d = documento.data;
  // an issued invoice (numbered, not itself a credit note) lists its credit notes and may issue one while something is left to credit
  const fatturaEmessa = !!d?.numeroDocumento && !d.fatturaCollegata;
  const noteCredito = useNoteCredito(id, fatturaEmessa);
  const notaCredito = useEmettiNotaCredito();
  const puoStornare = useHasPermission(SEZIONE.fatturazione, 'modifica') && fatturaEmessa && (noteCredito.data?.residuo ?? 1) > 0;
  const vuoto = (valore: string | null | undefined) => (valore ?? '').trim() || '---';

  const soggetto: DetailField[] = d
    ? [
        [t('fatturazione.ragioneSociale'), vuoto(nomeSoggetto(d)), 'soggetto'],
        [t('fatturazione.indirizzo'), vuoto(d.indirizzoSoggetto), 'indirizzoSoggetto'],
        [t('fatturazione.cap'), vuoto(d.capSoggetto), 'capSoggetto'],
        [t('fatturazione.localita'), vuoto(d.localitaSoggetto), 'localitaSoggetto'],
        [t('fatturazione.provincia'), vuoto(d.provinciaSoggetto), 'provinciaSoggetto'],
        [t('fatturazione.partitaIva'), vuoto(d.partitaIvaSoggetto), 'partitaIvaSoggetto'],
        [t('fatturazione.codiceFiscale'), vuoto(d.codiceFiscaleSoggetto), 'codiceFiscaleSoggetto'],
      ]
    : [];
  const datiDocumento: DetailField[] = d
    ? [
        [t('fatturazione.numeroDocumento'), vuoto(d.numeroDocumento), 'numeroDocumento'],
        [t('fatturazione.dataDocumento'), formatDataDocumento(d.dataDocumento), 'dataDocumento'],
        [t('fatturazione.tipoDocumento'), vuoto(d.tipoDocumentoDescrizione), 'tipoDocumentoDescrizione'],
        [t('fatturazione.causale'), vuoto(d.causaleDocumentoDescrizione || d.causaleDocumento?.descrizioneCausale), 'causaleDocumento'],
      ]
    : [];
  const bollo: DetailField[] = d
    ? [
        [t('fatturazione.marcaBolloImporto'), formatEuro(d.marcaBolloImporto), 'marcaBolloImporto'],
        [t('fatturazione.marcaBolloVirtuale'), d.marcaBolloVirtuale ? t('ui.si') : t('ui.no'), 'marcaBolloVirtuale'],
        [t('fatturazione.marcaBolloNumero'), vuoto(d.marcaBolloNumero), 'marcaBolloNumero'],
      ]
    : [];

  return (
    <PageLayout
      titolo={
        d?.numeroDocumento
          ? t(d.fatturaCollegata ? 'fatturazione.notaCreditoNumero' : 'fatturazione.fatturaNumero', { numero: d.numeroDocumento })
          : t('fatturazione.dettaglio')
      }
      onBack={() => navigate(percorsi.lista)}
      onRefresh={() => void queryClient.invalidateQueries({ queryKey: queryKeys.fatture.record(id) })}
      onEdit={id ? () => navigate(percorsi.edit(id)) : undefined}
      onPrint={d ? () => void azioni.stampa(d) : undefined}
      storico={id ? { sezione: STORICO_FATTURE, idRisorsa: id } : undefined}
    >
      {documento.isError && <Message severity="error" text={errorLines(documento.error).join(' ')} className="mb-2" />}
      {d && (
        <div className="registro-card">
          <div className="registro-fattura-pulsanti">
            {/* Modifica, Stampa and Storico are in the toolbar */}
            <Button label={t('fatturazione.scaricaXml')} icon="pi pi-download" outlined onClick={() => void azioni.scaricaXml(d, isPrivato(d))} />
            {!isPrivato(d) && (
              <Button label={t('fatturazione.scaricaXmlSdi')} icon="pi pi-download" outlined onClick={() => void azioni.scaricaXml(d, false, true)} />
            )}
            {puoStornare && <Button label={t('fatturazione.notaCredito')} icon="pi pi-replay" outlined severity="secondary" onClick={() => notaCredito.apri(d)} />}
          </div>
          {d.esportata && <FatturaEsportata documento={d} />}
          <FatturaCollegata documento={d} />
          {isPrivato(d) && <Message severity="warn" text={t('fatturazione.nonInviareSdi')} className="mb-3 w-full justify-content-start" />}
          <StatoSdiPanel id={id} />
          <div className="registro-fattura-blocchi">
            <section className="registro-fattura-blocco" aria-label={t('fatturazione.intestatario')}>
              <h2>{t('fatturazione.intestatario')}</h2>
              <DetailFields campi={soggetto} />
            </section>
            <section className="registro-fattura-blocco" aria-label={t('fatturazione.datiDocumento')}>
              <h2>{t('fatturazione.datiDocumento')}</h2>
              <DetailFields campi={datiDocumento} />
            </section>
          </div>
          <LineEditor {...righeFattura(t, d.righeDocumento)} />
          <div className="registro-fattura-blocchi mt-3">
            <section className="registro-fattura-blocco" aria-label={t('fatturazione.marcaBollo')}>
              <h2>{t('fatturazione.marcaBollo')}</h2>
              <DetailFields campi={bollo} />
            </section>
            <section className="registro-fattura-blocco" aria-label={t('fatturazione.totali')}>
              <h2>{t('fatturazione.totali')}</h2>
              <TotaliDocumento documento={d} />
            </section>
          </div>
          <NoteCreditoDellaFattura noteCredito={noteCredito.data} />
        </div>
      )}
      <NotaCreditoDialog
        fattura={notaCredito.fattura}
        residuo={noteCredito.data?.residuo}
        invio={notaCredito.invio}
        onAnnulla={notaCredito.chiudi}
        onConferma={(richiesta) => void notaCredito.emetti(richiesta)}
      />
      <PdfPreviewDialog {...azioni.anteprima} />
    </PageLayout>
  );
}
