import { useEffect, useState, type FormEvent } from 'react';
import { Calendar } from 'primereact/calendar';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useTranslation } from 'react-i18next';
import type { DocumentoFattura } from '@registro/contracts';
import { DialogFooter, FormField } from '@registro/web-ui';
import { useCausali, useTipiDocumento } from './use-lookups';

/** The document data edited in the modal. */
export type DatiDocumento = Pick<
  DocumentoFattura,
  'numeroDocumento' | 'dataDocumento' | 'idTipoDocumento' | 'tipoDocumentoDescrizione' | 'idCausaleDocumento' | 'causaleDocumentoDescrizione' | 'causaleDocumento'
>;

export function datiDocumentoOf(d: DocumentoFattura): DatiDocumento {
  return {
    numeroDocumento: d.numeroDocumento,
    dataDocumento: d.dataDocumento,
    idTipoDocumento: d.idTipoDocumento,
    tipoDocumentoDescrizione: d.tipoDocumentoDescrizione,
    idCausaleDocumento: d.idCausaleDocumento,
    causaleDocumentoDescrizione: d.causaleDocumentoDescrizione,
    causaleDocumento: d.causaleDocumento,
  };
}

interface DatiDocumentoDialogProps {
  /** the data to edit; null hides the dialog */
  dati: DatiDocumento | null;
  onAnnulla: () => void;
  onConferma: (dati: DatiDocumento) => void;
}

const FORM_ID = 'fattura-dati-form';

/** Number (read-only: given at the first save), date, type and reason; a type loads its reasons, a single one is preselected. */
export function DatiDocumentoDialog({ dati, onAnnulla, onConferma }: DatiDocumentoDialogProps) {
  const { t } = useTranslation();
  const [bozza, setBozza] = useState<DatiDocumento | null>(dati);
  const [errori, setErrori] = useState<{ tipo?: boolean; causale?: boolean; data?: boolean }>({});
  const tipi = useTipiDocumento();
  const causali = useCausali(bozza?.idTipoDocumento);

  useEffect(() => {
    setBozza(dati);
    setErrori({});
  }, [dati]);

  // a single reason of the chosen type is preselected
  const elencoCausali = causali.data ?? [];
  useEffect(() => {
    if (bozza?.idTipoDocumento && !bozza.idCausaleDocumento && elencoCausali.length === 1) {
      const [unica] = elencoCausali;
      setBozza((b) => (b ? { ...b, idCausaleDocumento: unica.id, causaleDocumentoDescrizione: unica.descrizioneCausale, causaleDocumento: { descrizioneCausale: unica.descrizioneCausale } } : b));
    }
  }, [bozza?.idTipoDocumento, bozza?.idCausaleDocumento, elencoCausali]);

  const conferma = (e: FormEvent) => {
    e.preventDefault();
    if (!bozza) return;
    const trovati = { tipo: !bozza.idTipoDocumento, causale: elencoCausali.length > 0 && !bozza.idCausaleDocumento, data: !bozza.dataDocumento };
    setErrori(trovati);
    if (!trovati.tipo && !trovati.causale && !trovati.data) onConferma(bozza);
  };

  return (
    <Dialog
      header={t('fatturazione.datiDocumento')}
      visible={!!dati}
      onHide={onAnnulla}
      modal
      style={{ width: 'min(44rem, 96vw)' }}
      footer={<DialogFooter onAnnulla={onAnnulla} form={FORM_ID} etichetta={t('ui.ok')} icona="pi pi-check" />}
    >
      {bozza && (
        <form id={FORM_ID} className="grid formgrid" noValidate onSubmit={conferma}>
          <FormField id="dati-numeroDocumento" etichetta={t('fatturazione.numeroDocumento')} nota={bozza.numeroDocumento ? undefined : t('fatturazione.numeroAlSalvataggio')} className="col-12 md:col-6 mb-3">
            <InputText id="dati-numeroDocumento" value={bozza.numeroDocumento} placeholder={t('fatturazione.numeroAlSalvataggio')} readOnly disabled />
          </FormField>
          <FormField id="dati-dataDocumento" etichetta={t('fatturazione.dataDocumento')} errore={errori.data ? t('fatturazione.erroreData') : undefined} className="col-12 md:col-6 mb-3">
            <Calendar
              inputId="dati-dataDocumento"
              value={bozza.dataDocumento ? new Date(bozza.dataDocumento) : null}
              onChange={(e) => setBozza((b) => (b ? { ...b, dataDocumento: e.value instanceof Date ? e.value.toISOString() : '' } : b))}
              dateFormat="dd-mm-yy"
              showTime
              hourFormat="24"
              showIcon
              invalid={errori.data}
            />
          </FormField>
          <FormField id="dati-idTipoDocumento" etichetta={t('fatturazione.tipoDocumento')} errore={errori.tipo ? t('fatturazione.erroreTipoDocumento') : undefined} className="col-12 md:col-6 mb-3">
            <Dropdown
              inputId="dati-idTipoDocumento"
              value={bozza.idTipoDocumento}
              options={tipi.data ?? []}
              optionValue="id"
              optionLabel="descrizioneTipoDocumento"
              placeholder={t('fatturazione.seleziona')}
              invalid={errori.tipo}
              onChange={(e) => {
                const tipo = tipi.data?.find((x) => x.id === e.value);
                // another type: its reasons are loaded again, the old reason no longer applies
                setBozza((b) =>
                  b && b.idTipoDocumento !== e.value
                    ? { ...b, idTipoDocumento: e.value, tipoDocumentoDescrizione: tipo?.descrizioneTipoDocumento ?? '', idCausaleDocumento: null, causaleDocumentoDescrizione: '', causaleDocumento: null }
                    : b,
                );
              }}
            />
          </FormField>
          <FormField id="dati-idCausaleDocumento" etichetta={t('fatturazione.causale')} errore={errori.causale ? t('fatturazione.erroreCausale') : undefined} className="col-12 md:col-6 mb-3">
            <Dropdown
              inputId="dati-idCausaleDocumento"
              value={bozza.idCausaleDocumento}
              options={elencoCausali}
              optionValue="id"
              optionLabel="descrizioneCausale"
              disabled={!bozza.idTipoDocumento}
              placeholder={t('fatturazione.seleziona')}
              invalid={errori.causale}
              emptyMessage={t('ui.nessunRisultato')}
              onChange={(e) => {
                const causale = elencoCausali.find((c) => c.id === e.value);
                setBozza((b) => (b ? { ...b, idCausaleDocumento: e.value, causaleDocumentoDescrizione: causale?.descrizioneCausale ?? '', causaleDocumento: causale ? { descrizioneCausale: causale.descrizioneCausale } : null } : b));
              }}
            />
          </FormField>
          <button type="submit" hidden />
        </form>
      )}
    </Dialog>
  );
}
