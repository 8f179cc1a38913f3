import { useNavigate, useParams } from 'react-router';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { PageLayout, errorLines, isNew } from '@registro/web-ui';
import { ArticoloForm } from './articolo-form';
import { useArticoloEditor } from './use-articolo-editor';

const FORM_ID = 'articolo-edit';
export const ARTICOLI_PATH = '/papercleanarticoli';

/** /papercleanarticoli/edit/:id (-1 new): the article editor; Salva saves and goes back to the list, Annulla goes back. */
export function ArticoloEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = '-1' } = useParams();
  const torna = () => navigate(ARTICOLI_PATH);
  const { form, nuovo, record, salva, invia } = useArticoloEditor(id, torna);
  const descrizione = form.watch('descrizione');
  return (
    <PageLayout
      titolo={nuovo ? t('catalogo.aggiungiArticolo') : `${t('catalogo.modificaArticolo')}${descrizione ? `: ${descrizione}` : ''}`}
      onBack={torna}
      storico={isNew(id) ? undefined : { sezione: 'articoli', idRisorsa: id }}
    >
      {record.isError ? (
        <p className="registro-errore-campo">{errorLines(record.error).join(' ')}</p>
      ) : (
        <>
          <ArticoloForm id={FORM_ID} form={form} nuovo={nuovo} onSubmit={() => void invia()} />
          <div className="flex justify-content-end gap-2 mt-3">
            <Button type="button" label={t('ui.annulla')} icon="pi pi-times" outlined onClick={torna} disabled={salva.isPending} />
            <Button type="submit" form={FORM_ID} label={t('ui.salva')} icon="pi pi-save" loading={salva.isPending} />
          </div>
        </>
      )}
    </PageLayout>
  );
}
