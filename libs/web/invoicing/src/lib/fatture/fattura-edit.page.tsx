import { useState } from 'react';
import { useParams } from 'react-router';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputSwitch } from 'primereact/inputswitch';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { TabPanel, TabView } from 'primereact/tabview';
import { useTranslation } from 'react-i18next';
import { SEZIONE } from '@registro/contracts';
import { DetailFields, FormField, LineEditor, PageLayout, errorLines, useHasPermission } from '@registro/web-ui';
import { DatiDocumentoDialog, datiDocumentoOf, type DatiDocumento } from './dati-documento-dialog';
import { FatturaEsportata } from './fattura-esportata';
import { NotaCreditoDialog } from './nota-credito-dialog';
import { FatturaCollegata } from './note-credito-fattura';
import { STORICO_FATTURE, formatDataDocumento, formatEuro, isPrivato, nomeSoggetto } from './documento-fattura';
import { RigaDialog } from './riga-dialog';
import { emptyRiga, righeConVuota } from './riga-documento';
import { righeFattura } from './righe-fattura';
import { SoggettoDialog } from './soggetto-dialog';
import { soggettoOf, type Soggetto } from './soggetto';
import { TotaliDocumento } from './totali-documento';
import { useFatturaEditor } from './use-fattura-editor';
import { useMetodiPagamento } from './use-lookups';
import { useEmettiNotaCredito, useNoteCredito } from './use-note-credito';
import './fatture.css';

/**
 * /…/fatturazione/edit/:id (-1 = new): the invoice editor (spec 2 §2.1, §4, §5). An exported invoice
 * opens read-only with the lock notice (and Riapri for who may), without Salva.
 */
export function FatturaEditPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const editor = useFatturaEditor(id);
  const metodi = useMetodiPagamento();
  const [soggetto, setSoggetto] = useState<Soggetto | null>(null);
  const [dati, setDati] = useState<DatiDocumento | null>(null);
  const d = editor.documento;
  const vuoto = (valore: string | null | undefined) => (valore ?? '').trim() || '---';
  const bloccata = editor.bloccata;
  const piuStrutture = editor.strutture.length > 1 && !bloccata;
  // "Nota di credito" credits the invoice as saved (not the edits on screen), while something is left to credit
  const salvata = editor.nuovo ? undefined : editor.record.data;
  const stornabile = !!salvata?.numeroDocumento && !salvata.fatturaCollegata;
  const noteCredito = useNoteCredito(id, stornabile);
  const notaCredito = useEmettiNotaCredito();
  const puoStornare = useHasPermission(SEZIONE.fatturazione, 'modifica') && stornabile && (noteCredito.data?.residuo ?? 1) > 0;

  return (
    <PageLayout
      titolo={
        editor.nuovo
          ? t('fatturazione.nuova')
          : t(bloccata ? 'fatturazione.fatturaNumero' : 'fatturazione.modificaNumero', { numero: d?.numeroDocumento ?? '' })
      }
      onBack={editor.indietro}
      onSave={bloccata ? undefined : editor.salva}
      storico={editor.nuovo || !id ? undefined : { sezione: STORICO_FATTURE, idRisorsa: id }}
    >
      {editor.record.isError && <Message severity="error" text={errorLines(editor.record.error).join(' ')} className="mb-2" />}
      {d && (
        <div className="registro-card">
          {bloccata && <FatturaEsportata documento={d} onRiaperta={editor.ricarica} />}
          {isPrivato(d) && <Message severity="warn" text={t('fatturazione.nonInviareSdi')} className="mb-3 w-full justify-content-start" data-testid="avviso-privato" />}
          {salvata && <FatturaCollegata documento={salvata} />}
          {puoStornare && salvata && (
            <div className="registro-fattura-pulsanti">
              <Button type="button" label={t('fatturazione.notaCredito')} icon="pi pi-replay" outlined severity="secondary" onClick={() => notaCredito.apri(salvata)} />
            </div>
          )}
          <div className="grid formgrid">
            <FormField id="fattura-codiceStruttura" etichetta={t('fatturazione.struttura')} errore={editor.errori.codiceStruttura} className="col-12 md:col-6 mb-3">
              <Dropdown
                inputId="fattura-codiceStruttura"
                value={d.codiceStruttura || null}
                options={editor.strutture.map((s) => ({ label: s.denominazione, value: s.codiceStruttura }))}
                placeholder={t('fatturazione.selezionaStruttura')}
                disabled={!piuStrutture}
                invalid={!!editor.errori.codiceStruttura}
                onChange={(e) => editor.aggiorna({ codiceStruttura: e.value ?? '' })}
              />
            </FormField>
            <FormField id="fattura-idMetodoPagamento" etichetta={t('fatturazione.metodoPagamento')} className="col-12 md:col-6 mb-3">
              <Dropdown
                inputId="fattura-idMetodoPagamento"
                value={d.idMetodoPagamento}
                options={metodi.data ?? []}
                optionValue="id"
                optionLabel="descrizioneMetodoPagamento"
                placeholder={t('fatturazione.seleziona')}
                showClear={!bloccata}
                disabled={bloccata}
                onChange={(e) => editor.aggiorna({ idMetodoPagamento: e.value ?? null })}
              />
            </FormField>
            {isPrivato(d) && (
              <FormField id="fattura-opposizioneTs" etichetta={t('fatturazione.opposizioneTs')} className="col-12 md:col-6 mb-3">
                <InputSwitch inputId="fattura-opposizioneTs" checked={!!d.opposizioneTs} disabled={bloccata} onChange={(e) => editor.aggiorna({ opposizioneTs: !!e.value })} />
              </FormField>
            )}
          </div>
          <div className="registro-fattura-blocchi">
            <section className="registro-fattura-blocco" aria-label={t('fatturazione.intestatario')}>
              <h2>
                {t('fatturazione.intestatario')}
                {!bloccata && <Button type="button" icon="pi pi-pencil" rounded text aria-label={t('fatturazione.modificaIntestatario')} tooltip={t('fatturazione.modificaIntestatario')} onClick={() => setSoggetto(soggettoOf(d))} />}
              </h2>
              {editor.errori.soggetto && <small className="registro-errore-campo" role="alert">{editor.errori.soggetto}</small>}
              <DetailFields
                campi={[
                  [t('fatturazione.ragioneSociale'), vuoto(nomeSoggetto(d)), 'soggetto'],
                  [t('fatturazione.indirizzo'), vuoto([d.indirizzoSoggetto, d.capSoggetto, d.localitaSoggetto, d.provinciaSoggetto && `(${d.provinciaSoggetto})`].filter(Boolean).join(' ')), 'indirizzoSoggetto'],
                  [t('fatturazione.partitaIva'), vuoto(d.partitaIvaSoggetto), 'partitaIvaSoggetto'],
                  [t('fatturazione.codiceFiscale'), vuoto(d.codiceFiscaleSoggetto), 'codiceFiscaleSoggetto'],
                ]}
              />
            </section>
            <section className="registro-fattura-blocco" aria-label={t('fatturazione.datiDocumento')}>
              <h2>
                {t('fatturazione.datiDocumento')}
                {!bloccata && <Button type="button" icon="pi pi-pencil" rounded text aria-label={t('fatturazione.modificaDatiDocumento')} tooltip={t('fatturazione.modificaDatiDocumento')} onClick={() => setDati(datiDocumentoOf(d))} />}
              </h2>
              {editor.errori.tipo && <small className="registro-errore-campo" role="alert">{editor.errori.tipo}</small>}
              <DetailFields
                campi={[
                  [t('fatturazione.numeroDocumento'), d.numeroDocumento || t('fatturazione.numeroAlSalvataggio'), 'numeroDocumento'],
                  [t('fatturazione.dataDocumento'), formatDataDocumento(d.dataDocumento), 'dataDocumento'],
                  [t('fatturazione.tipoDocumento'), vuoto(d.tipoDocumentoDescrizione), 'tipoDocumentoDescrizione'],
                  [t('fatturazione.causale'), vuoto(d.causaleDocumentoDescrizione || d.causaleDocumento?.descrizioneCausale), 'causaleDocumento'],
                ]}
              />
            </section>
          </div>
          <TabView>
            <TabPanel header={t('fatturazione.righe')}>
              <LineEditor
                {...(bloccata
                  ? righeFattura(t, d.righeDocumento)
                  : righeFattura(t, righeConVuota(d.righeDocumento), {
                      onAggiungi: () => editor.apriRiga(null, emptyRiga()),
                      onModifica: (indice) => editor.apriRiga(indice, { ...d.righeDocumento.filter((r) => r.descrizione.trim())[indice] }),
                      onElimina: editor.eliminaRiga,
                    }))}
              />
            </TabPanel>
            <TabPanel header={t('fatturazione.riepilogo')} />
          </TabView>
          <div className="registro-fattura-blocchi mt-3">
            {Number(d.marcaBolloImporto) > 0 ? (
              <section className="registro-fattura-blocco" aria-label={t('fatturazione.marcaBollo')}>
                <h2>{t('fatturazione.marcaBollo')}</h2>
                <div className="registro-fattura-bollo">
                  <FormField etichetta={t('fatturazione.marcaBolloImporto')}>
                    <span className="registro-fattura-importo-bollo" data-campo="marcaBolloImporto">{formatEuro(d.marcaBolloImporto)}</span>
                  </FormField>
                  <FormField id="fattura-marcaBolloVirtuale" etichetta={t('fatturazione.marcaBolloVirtuale')}>
                    <InputSwitch
                      inputId="fattura-marcaBolloVirtuale"
                      checked={d.marcaBolloVirtuale}
                      disabled={bloccata}
                      onChange={(e) => editor.aggiorna({ marcaBolloVirtuale: !!e.value, marcaBolloNumero: e.value ? '' : d.marcaBolloNumero })}
                    />
                  </FormField>
                  <FormField id="fattura-marcaBolloNumero" etichetta={t('fatturazione.marcaBolloNumero')} className="flex-1">
                    <InputText id="fattura-marcaBolloNumero" value={d.marcaBolloNumero ?? ''} disabled={d.marcaBolloVirtuale || bloccata} onChange={(e) => editor.aggiorna({ marcaBolloNumero: e.target.value })} />
                  </FormField>
                </div>
              </section>
            ) : (
              <div />
            )}
            <section className="registro-fattura-blocco" aria-label={t('fatturazione.totali')}>
              <h2>{t('fatturazione.totali')}</h2>
              <TotaliDocumento documento={d} />
            </section>
          </div>
        </div>
      )}
      <SoggettoDialog
        soggetto={soggetto}
        onAnnulla={() => setSoggetto(null)}
        onConferma={(s) => {
          editor.aggiorna(s);
          setSoggetto(null);
        }}
      />
      <DatiDocumentoDialog
        dati={dati}
        onAnnulla={() => setDati(null)}
        onConferma={(nuovi) => {
          editor.aggiorna(nuovi);
          setDati(null);
        }}
      />
      <NotaCreditoDialog
        fattura={notaCredito.fattura}
        residuo={noteCredito.data?.residuo}
        invio={notaCredito.invio}
        onAnnulla={notaCredito.chiudi}
        onConferma={(richiesta) => void notaCredito.emetti(richiesta)}
      />
      <RigaDialog
        riga={editor.rigaInModifica?.bozza ?? null}
        nuova={editor.rigaInModifica?.indice === null}
        onAnnulla={editor.chiudiRiga}
        onConferma={editor.confermaRiga}
        calcolaTotale={editor.calcolaTotaleRiga}
        // Sistema TS: a person's (patient's) expense needs its type; a company's invoice (with partita IVA) does not
        tipoSpesaObbligatorio={!(d?.partitaIvaSoggetto ?? '').trim()}
      />
    </PageLayout>
  );
}
