import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useTranslation } from 'react-i18next';
import type { Cliente } from '@registro/contracts';
import { DialogFooter, FormField, escapeClosesOnlyTheMenu, useFeedback, focusOnShow, DetailTable } from '@registro/web-ui';
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
  return (
    <Dialog
      header={t('fatturazione.intestatario')}
      visible={!!soggetto}
      onHide={onAnnulla}
      modal
      style={{ width: 'min(60rem, 96vw)' }}
      // the customer search gets the focus, not the ✕ of the header
      focusOnShow={false}
      onShow={focusOnShow('soggetto-ricerca')}
      footer={<DialogFooter onAnnulla={onAnnulla} form={FORM_ID} etichetta={t('ui.ok')} icona="pi pi-check" />}
    >
      {soggetto && <SoggettoForm soggetto={soggetto} onConferma={onConferma} />}
    </Dialog>
  );
}

type CampoTesto = Exclude<keyof Soggetto, 'idSoggetto' | 'provinciaSoggetto' | 'localitaSoggettoCodiceIstat'>;

/** What the save (and the electronic invoice) requires of the recipient: marked before the user tries. */
const OBBLIGATORI: ReadonlySet<CampoTesto> = new Set(['cognomeRagioneSoggetto', 'indirizzoSoggetto', 'capSoggetto']);

/** The modal's content, mounted each time it opens: the search starts empty, the fields from the recipient. */
function SoggettoForm({ soggetto, onConferma }: Pick<SoggettoDialogProps, 'onConferma'> & { soggetto: Soggetto }) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const { control, handleSubmit, getValues, setValue, reset, formState } = useForm<Soggetto>({ defaultValues: soggetto, reValidateMode: 'onSubmit', shouldFocusError: false });
  // the customer search is not part of the recipient: it only fills the form
  const [ricerca, setRicerca] = useState('');
  const [clienti, setClienti] = useState<Cliente[] | null>(null);
  const [scelto, setScelto] = useState<Cliente | null>(null);
  const [cercando, setCercando] = useState(false);
  const [provinciaSoggetto, localitaSoggetto, localitaSoggettoCodiceIstat] = useWatch({ control, name: ['provinciaSoggetto', 'localitaSoggetto', 'localitaSoggettoCodiceIstat'] });
  const province = useProvince();
  const comuni = useComuni(provinciaSoggetto ?? '');

  useEffect(() => {
    reset(soggetto);
    setClienti(null);
    setScelto(null);
    setRicerca('');
  }, [soggetto, reset]);

  // a city with several postal codes (Napoli, Roma…): one of its codes, or typed
  const capMultipli = comuni.data?.find((c) => c.codiceIstat === localitaSoggettoCodiceIstat)?.caps ?? [];
  /** the whole recipient at once (a customer chosen, a province or a comune with what depends on it) */
  const imposta = (nuovo: Soggetto) => (Object.keys(nuovo) as (keyof Soggetto)[]).forEach((campo) => setValue(campo, nuovo[campo]));
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
  const conferma = handleSubmit((valori) => onConferma({ ...valori, cognomeRagioneSoggetto: valori.cognomeRagioneSoggetto.trim() }));
  const testo = (campo: CampoTesto, etichetta: string, classe: string, maxLength?: number) => (
    <FormField id={`soggetto-${campo}`} etichetta={etichetta} errore={formState.errors[campo]?.message} obbligatorio={OBBLIGATORI.has(campo)} className={`${classe} mb-3`}>
      <Controller
        name={campo}
        control={control}
        rules={campo === 'cognomeRagioneSoggetto' ? { validate: (v) => !!String(v ?? '').trim() || t('fatturazione.erroreSoggetto') } : undefined}
        render={({ field, fieldState }) => (
          <InputText id={`soggetto-${campo}`} value={String(field.value ?? '')} maxLength={maxLength} invalid={!!fieldState.error} onChange={(e) => field.onChange(e.target.value)} onBlur={field.onBlur} />
        )}
      />
    </FormField>
  );

  return (
    <>
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
          <DetailTable<Cliente>
            value={clienti}
            dataKey="id"
            scelta={{
              riga: scelto,
              cambia: (cliente) => {
                setScelto(cliente);
                if (cliente) imposta(soggettoFromCliente(cliente));
              },
            }}
            altezza="14rem"
            ariaLabel={t('fatturazione.clienti')}
          >
            <Column field="cognome" header={t('fatturazione.cognomeRagione')} />
            <Column field="nome" header={t('fatturazione.nome')} />
            <Column field="identificativo" header={t('fatturazione.codiceFiscale')} />
            <Column field="partitaIva" header={t('fatturazione.partitaIva')} />
            <Column field="localita" header={t('fatturazione.localita')} />
          </DetailTable>
        )}
      </section>
      <form id={FORM_ID} className="grid formgrid" noValidate onSubmit={(e) => void conferma(e)} onKeyDown={escapeClosesOnlyTheMenu}>
        {testo('cognomeRagioneSoggetto', t('fatturazione.cognomeRagione'), 'col-12 md:col-6')}
        {testo('nomeSoggetto', t('fatturazione.nome'), 'col-12 md:col-6')}
        {testo('codiceFiscaleSoggetto', t('fatturazione.codiceFiscale'), 'col-12 md:col-4', 16)}
        {testo('partitaIvaSoggetto', t('fatturazione.partitaIva'), 'col-12 md:col-4', 11)}
        {testo('codiceDestinatario', t('fatturazione.codiceDestinatario'), 'col-12 md:col-4', 7)}
        {testo('indirizzoSoggetto', t('fatturazione.indirizzo'), 'col-12')}
        <FormField id="soggetto-provinciaSoggetto" etichetta={t('fatturazione.provincia')} obbligatorio className="col-12 md:col-4 mb-3">
          <Dropdown
            inputId="soggetto-provinciaSoggetto"
            value={provinciaSoggetto || null}
            options={(province.data ?? []).map((p) => ({ label: `${p.provincia} (${p.sigla})`, value: p.sigla }))}
            filter
            placeholder={t('fatturazione.seleziona')}
            onChange={(e) => imposta(soggettoWithProvincia(getValues(), e.value ?? ''))}
          />
        </FormField>
        <FormField id="soggetto-comune" etichetta={t('fatturazione.comune')} obbligatorio className="col-12 md:col-5 mb-3">
          <Dropdown
            inputId="soggetto-comune"
            value={localitaSoggettoCodiceIstat || null}
            options={(comuni.data ?? []).map((c) => ({ label: c.comune, value: c.codiceIstat }))}
            filter
            disabled={!provinciaSoggetto}
            placeholder={localitaSoggetto || t('fatturazione.seleziona')}
            emptyMessage={t('ui.nessunRisultato')}
            onChange={(e) => {
              const comune = comuni.data?.find((c) => c.codiceIstat === e.value);
              if (comune) imposta(soggettoWithComune(getValues(), comune));
            }}
          />
        </FormField>
        {capMultipli.length > 1 ? (
          <FormField id="soggetto-capSoggetto" etichetta={t('fatturazione.cap')} obbligatorio className="col-12 md:col-3 mb-3">
            <Controller
              name="capSoggetto"
              control={control}
              render={({ field }) => <Dropdown inputId="soggetto-capSoggetto" value={field.value} options={capMultipli} editable onChange={(e) => field.onChange(String(e.value ?? ''))} />}
            />
          </FormField>
        ) : (
          testo('capSoggetto', t('fatturazione.cap'), 'col-12 md:col-3', 5)
        )}
        {testo('localitaSoggetto', t('fatturazione.localita'), 'col-12')}
        <button type="submit" hidden />
      </form>
    </>
  );
}
