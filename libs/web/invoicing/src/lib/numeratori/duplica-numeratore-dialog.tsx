import { useEffect, useState, type FormEvent } from 'react';
import { Dialog } from 'primereact/dialog';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { useTranslation } from 'react-i18next';
import type { Numeratore } from '@registro/contracts';
import { DialogFooter, FormField } from '@registro/web-ui';
import { duplicaIniziale, validaDuplica, type DuplicaNumeratoreErrors, type DuplicaNumeratoreForm } from './duplica-numeratore';
import { useDuplicaNumeratore } from './use-duplica-numeratore';

const FORM_ID = 'duplica-numeratore';

/** The duplicate modal: Codice, Descrizione and Cod.Struttura read-only; Valore, Anno (required) and Note editable. */
export function DuplicaNumeratoreDialog({ numeratore, onHide }: { numeratore: Numeratore | null; onHide: () => void }) {
  const { t } = useTranslation();
  const [form, setForm] = useState<DuplicaNumeratoreForm>({ valore: 0, anno: null, note: '' });
  const [errori, setErrori] = useState<DuplicaNumeratoreErrors>({});
  const duplica = useDuplicaNumeratore(onHide);

  useEffect(() => {
    if (numeratore) setForm(duplicaIniziale(numeratore));
    setErrori({});
  }, [numeratore]);

  const conferma = (e: FormEvent) => {
    e.preventDefault();
    if (!numeratore) return;
    const trovati = validaDuplica(form);
    setErrori(trovati);
    if (Object.keys(trovati).length === 0) duplica.mutate({ numeratore, form });
  };
  const messaggio = (campo: keyof DuplicaNumeratoreErrors, etichetta: string) =>
    errori[campo] === 'obbligatorio' ? t('validazione.obbligatorio', { campo: etichetta }) : errori[campo] === 'negativo' ? t('numeratori.valoreNegativo') : undefined;

  return (
    <Dialog
      header={t('numeratori.duplicaTitolo')}
      visible={!!numeratore}
      onHide={onHide}
      modal
      style={{ width: 'min(36rem, 96vw)' }}
      footer={<DialogFooter onAnnulla={onHide} form={FORM_ID} etichetta={t('numeratori.duplica')} icona="pi pi-copy" invio={duplica.isPending} />}
    >
      {numeratore && (
        <form id={FORM_ID} className="grid formgrid" noValidate onSubmit={conferma}>
          <FormField id="duplica-codice" etichetta={t('numeratori.codice')} className="col-12 md:col-6 mb-3">
            <InputText id="duplica-codice" value={numeratore.codice} readOnly disabled />
          </FormField>
          <FormField id="duplica-codiceStruttura" etichetta={t('numeratori.codStrutturaDuplica')} className="col-12 md:col-6 mb-3">
            <InputText id="duplica-codiceStruttura" value={numeratore.codiceStruttura ?? ''} readOnly disabled />
          </FormField>
          <FormField id="duplica-descrizione" etichetta={t('numeratori.descrizione')} className="col-12 mb-3">
            <InputText id="duplica-descrizione" value={numeratore.descrizione ?? ''} readOnly disabled />
          </FormField>
          <FormField id="duplica-valore" etichetta={t('numeratori.valore')} errore={messaggio('valore', t('numeratori.valore'))} className="col-12 md:col-6 mb-3">
            <InputNumber inputId="duplica-valore" value={form.valore} min={0} useGrouping={false} invalid={!!errori.valore} onValueChange={(e) => setForm({ ...form, valore: e.value ?? null })} />
          </FormField>
          <FormField id="duplica-anno" etichetta={t('numeratori.anno')} errore={messaggio('anno', t('numeratori.anno'))} className="col-12 md:col-6 mb-3">
            <InputNumber inputId="duplica-anno" value={form.anno} useGrouping={false} invalid={!!errori.anno} onValueChange={(e) => setForm({ ...form, anno: e.value ?? null })} />
          </FormField>
          <FormField id="duplica-note" etichetta={t('numeratori.note')} className="col-12 mb-3">
            <InputText id="duplica-note" value={form.note} onChange={(e) => setForm({ ...form, note: e.target.value })} />
          </FormField>
        </form>
      )}
    </Dialog>
  );
}
