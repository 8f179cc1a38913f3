import { Dialog } from 'primereact/dialog';
import { useTranslation } from 'react-i18next';
import { DialogFooter } from '@registro/web-ui';
import { ArticoloForm } from './articolo-form';
import { useArticoloEditor } from './use-articolo-editor';

const FORM_ID = 'articolo-dialog';

/** The modal variant of the article editor (spec 3 §2): "Aggiungi Articolo" or "Modifica Articolo", the same form. */
export function ArticoloDialog({ id, onHide }: { id: number | null; onHide: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      header={id === -1 ? t('catalogo.aggiungiArticolo') : t('catalogo.modificaArticolo')}
      visible={id !== null}
      onHide={onHide}
      modal
      maximizable
      style={{ width: 'min(72rem, 96vw)' }}
      footer={<DialogFooter onAnnulla={onHide} form={FORM_ID} etichetta={t('ui.salva')} icona="pi pi-save" />}
    >
      {id !== null && <ArticoloDialogForm id={id} onHide={onHide} />}
    </Dialog>
  );
}

/** Mounted each time the modal opens, so the editor loads the chosen article. */
function ArticoloDialogForm({ id, onHide }: { id: number; onHide: () => void }) {
  const { form, nuovo, invia } = useArticoloEditor(id, onHide);
  return <ArticoloForm id={FORM_ID} form={form} nuovo={nuovo} onSubmit={() => void invia()} />;
}
