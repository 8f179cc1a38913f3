import { useEffect, useState, type FormEvent } from 'react';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useTranslation } from 'react-i18next';
import type { Cliente } from '@registro/contracts';
import { DialogFooter, FormField, useFeedback } from '@registro/web-ui';
import { soggettoFromCliente, soggettoWithComune, soggettoWithProvincia, type Soggetto } from './soggetto';
import { fetchClienti, useComuni, useProvince } from './use-lookups';

interface SoggettoDialogProps {
  /** the recipient to edit; null hides the dialog */
  soggetto: Soggetto | null;
  onAnnulla: () => void;
  onConferma: (soggetto: Soggetto) => void;
}

const FORM_ID = 'fattura-soggetto-form';

/** The recipient header in a modal: customer search (single selection), then the fields; province → comuni → CAP and locality. */
export function SoggettoDialog({ soggetto, onAnnulla, onConferma }: SoggettoDialogProps) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const [bozza, setBozza] = useState<Soggetto | null>(soggetto);
  const [ricerca, setRicerca] = useState('');
  const [clienti, setClienti] = useState<Cliente[] | null>(null);
  const [scelto, setScelto] = useState<Cliente | null>(null);
  const [cercando, setCercando] = useState(false);
  const [erroreRagione, setErroreRagione] = useState(false);
  const province = useProvince();
  const comuni = useComuni(bozza?.provinciaSoggetto ?? '');

  useEffect(() => {
    setBozza(soggetto);
    setClienti(null);
    setScelto(null);
    setRicerca('');
    setErroreRagione(false);
  }, [soggetto]);

  // a city with several postal codes (Napoli, Roma…): one of its codes, or typed
  const capMultipli = comuni.data?.find((c) => c.codiceIstat === bozza?.localitaSoggettoCodiceIstat)?.caps ?? [];
  const imposta = (modifica: Partial<Soggetto>) => setBozza((b) => (b ? { ...b, ...modifica } : b));
  const cerca = async () => {
    setCercando(true);
    try {
      setClienti(await fetchClienti(ricerca.trim()));
    } catch (errore) {
      feedback.mostraErrore(errore);
    } finally {
      setCercando(false);
    }
  };
  const conferma = (e: FormEvent) => {
    e.preventDefault();
    if (!bozza) return;
    const manca = !bozza.cognomeRagioneSoggetto.trim();
    setErroreRagione(manca);
    if (!manca) onConferma({ ...bozza, cognomeRagioneSoggetto: bozza.cognomeRagioneSoggetto.trim() });
  };
  const testo = (campo: keyof Soggetto, etichetta: string, classe: string, extra: { errore?: string; maxLength?: number } = {}) => (
    <FormField id={`soggetto-${campo}`} etichetta={etichetta} errore={extra.errore} className={`${classe} mb-3`}>
      <InputText
        id={`soggetto-${campo}`}
        value={String(bozza?.[campo] ?? '')}
        maxLength={extra.maxLength}
        invalid={!!extra.errore}
        onChange={(e) => imposta({ [campo]: e.target.value } as Partial<Soggetto>)}
      />
    </FormField>
  );

  return (
    <Dialog
      header={t('fatturazione.intestatario')}
      visible={!!soggetto}
      onHide={onAnnulla}
      modal
      style={{ width: 'min(60rem, 96vw)' }}
      footer={<DialogFooter onAnnulla={onAnnulla} form={FORM_ID} etichetta={t('ui.ok')} icona="pi pi-check" />}
    >
      <section aria-label={t('fatturazione.ricercaCliente')} className="mb-3">
        <div className="flex gap-2 align-items-end mb-2">
          <FormField id="soggetto-ricerca" etichetta={t('fatturazione.ricercaCliente')} className="flex-1">
            <InputText
              id="soggetto-ricerca"
              value={ricerca}
              placeholder={t('fatturazione.ragioneSociale')}
              onChange={(e) => setRicerca(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  void cerca();
                }
              }}
            />
          </FormField>
          <Button type="button" label={t('ui.cerca')} icon="pi pi-search" loading={cercando} onClick={() => void cerca()} />
        </div>
        {clienti && (
          <DataTable<Cliente[]>
            value={clienti}
            dataKey="id"
            selectionMode="single"
            selection={scelto}
            onSelectionChange={(e) => {
              const cliente = (e.value as Cliente | null) ?? null;
              setScelto(cliente);
              if (cliente) setBozza(soggettoFromCliente(cliente));
            }}
            metaKeySelection={false}
            size="small"
            stripedRows
            scrollable
            scrollHeight="14rem"
            emptyMessage={t('ui.nessunRisultato')}
            aria-label={t('fatturazione.clienti')}
          >
            <Column field="cognome" header={t('fatturazione.cognomeRagione')} />
            <Column field="nome" header={t('fatturazione.nome')} />
            <Column field="identificativo" header={t('fatturazione.codiceFiscale')} />
            <Column field="partitaIva" header={t('fatturazione.partitaIva')} />
            <Column field="localita" header={t('fatturazione.localita')} />
          </DataTable>
        )}
      </section>
      {bozza && (
        <form id={FORM_ID} className="grid formgrid" noValidate onSubmit={conferma}>
          {testo('cognomeRagioneSoggetto', t('fatturazione.cognomeRagione'), 'col-12 md:col-6', { errore: erroreRagione ? t('fatturazione.erroreSoggetto') : undefined })}
          {testo('nomeSoggetto', t('fatturazione.nome'), 'col-12 md:col-6')}
          {testo('codiceFiscaleSoggetto', t('fatturazione.codiceFiscale'), 'col-12 md:col-4', { maxLength: 16 })}
          {testo('partitaIvaSoggetto', t('fatturazione.partitaIva'), 'col-12 md:col-4', { maxLength: 11 })}
          {testo('codiceDestinatario', t('fatturazione.codiceDestinatario'), 'col-12 md:col-4', { maxLength: 7 })}
          {testo('indirizzoSoggetto', t('fatturazione.indirizzo'), 'col-12')}
          <FormField id="soggetto-provinciaSoggetto" etichetta={t('fatturazione.provincia')} className="col-12 md:col-4 mb-3">
            <Dropdown
              inputId="soggetto-provinciaSoggetto"
              value={bozza.provinciaSoggetto || null}
              options={(province.data ?? []).map((p) => ({ label: `${p.provincia} (${p.sigla})`, value: p.sigla }))}
              filter
              placeholder={t('fatturazione.seleziona')}
              onChange={(e) => setBozza((b) => (b ? soggettoWithProvincia(b, e.value ?? '') : b))}
            />
          </FormField>
          <FormField id="soggetto-comune" etichetta={t('fatturazione.comune')} className="col-12 md:col-5 mb-3">
            <Dropdown
              inputId="soggetto-comune"
              value={bozza.localitaSoggettoCodiceIstat || null}
              options={(comuni.data ?? []).map((c) => ({ label: c.comune, value: c.codiceIstat }))}
              filter
              disabled={!bozza.provinciaSoggetto}
              placeholder={bozza.localitaSoggetto || t('fatturazione.seleziona')}
              emptyMessage={t('ui.nessunRisultato')}
              onChange={(e) => {
                const comune = comuni.data?.find((c) => c.codiceIstat === e.value);
                if (comune) setBozza((b) => (b ? soggettoWithComune(b, comune) : b));
              }}
            />
          </FormField>
          {capMultipli.length > 1 ? (
            <FormField id="soggetto-capSoggetto" etichetta={t('fatturazione.cap')} className="col-12 md:col-3 mb-3">
              <Dropdown inputId="soggetto-capSoggetto" value={bozza.capSoggetto} options={capMultipli} editable onChange={(e) => imposta({ capSoggetto: String(e.value ?? '') })} />
            </FormField>
          ) : (
            testo('capSoggetto', t('fatturazione.cap'), 'col-12 md:col-3', { maxLength: 5 })
          )}
          {testo('localitaSoggetto', t('fatturazione.localita'), 'col-12 md:col-6')}
          <button type="submit" hidden />
        </form>
      )}
    </Dialog>
  );
}
