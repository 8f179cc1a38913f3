import { useEffect, type ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { Dialog } from 'primereact/dialog';
import { useTranslation } from 'react-i18next';
import { DialogFooter, errorLines, escapeClosesOnlyTheMenu, useEditPage } from '@registro/web-ui';

export interface CatalogoRecordDialogProps<T extends FieldValues> {
  /** API path, e.g. "/iva" */
  risorsa: string;
  /** the record to edit, -1 for a new one, null: closed */
  id: number | null;
  vuoto: T;
  titoloNuovo: string;
  titoloModifica: string;
  onHide: () => void;
  /** the form's fields; `nuovo`: the record is not saved yet (no attivo switch) */
  campi: (form: UseFormReturn<T>, nuovo: boolean) => ReactNode;
  larghezza?: string;
}

/**
 * The add/edit modal of a catalogue list (spec 3 §2): loads the record, saves it (POST new, PUT
 * existing), toast Successo and close, or the ATTENZIONE dialog with the server's messaggio.
 */
export function CatalogoRecordDialog<T extends FieldValues>({ risorsa, id, vuoto, titoloNuovo, titoloModifica, onHide, campi, larghezza = '40rem' }: CatalogoRecordDialogProps<T>) {
  const { t } = useTranslation();
  const { nuovo, record, salva } = useEditPage<T>({ risorsa, id: id ?? -1, vuoto, dopoSalvataggio: onHide, successo: { testo: t('commerce.salvataggioOk'), titolo: t('commerce.successo') } });
  const form = useForm<T>({ defaultValues: vuoto as DefaultValues<T> });
  const { reset } = form;
  useEffect(() => {
    if (id !== null && record.data) reset(record.data);
  }, [id, record.data, reset]);
  const formId = `catalogo-${risorsa.replace(/\W/g, '')}`;
  return (
    <Dialog
      header={nuovo ? titoloNuovo : titoloModifica}
      visible={id !== null}
      onHide={onHide}
      modal
      style={{ width: `min(${larghezza}, 96vw)` }}
      footer={<DialogFooter onAnnulla={onHide} form={formId} etichetta={t('ui.salva')} icona="pi pi-save" invio={salva.isPending} />}
    >
      {record.isError ? (
        <p className="registro-errore-campo">{errorLines(record.error).join(' ')}</p>
      ) : (
        <form id={formId} className="grid formgrid p-fluid" noValidate onSubmit={(e) => void form.handleSubmit((valori) => salva.mutate(valori))(e)} onKeyDown={escapeClosesOnlyTheMenu}>
          {campi(form, nuovo)}
        </form>
      )}
    </Dialog>
  );
}
