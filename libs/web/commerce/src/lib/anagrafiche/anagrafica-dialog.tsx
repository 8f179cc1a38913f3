import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Column } from 'primereact/column';
import { InputText } from 'primereact/inputtext';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Anagrafica, NotaAnagrafica } from '@registro/contracts';
import { DetailFields, DetailTable } from '@registro/web-ui';
import { useNotePredefinite } from './use-tipi-dizionario';
import { CatalogoRecordDialog } from '../catalogo/catalogo-record-dialog';
import { SwitchField, TestoField } from '../catalogo/catalogo-fields';
import { statoAnagrafica } from './stato-anagrafica';

export const nuovaAnagrafica = (codiceTipo: string, listaNote: NotaAnagrafica[]): Anagrafica => ({
  id: -1,
  codice: '',
  nominativo: '',
  citta: '',
  indirizzo: '',
  codiceFiscale: '',
  partitaIva: '',
  telefono: '',
  codiceTipo,
  attivo: true,
  statoAttuale: 'ATTIVO',
  statoAttualeDataOra: null,
  listaNote,
});

/** Add/edit of a party (spec 3 §2): the attivo switch only for an existing one; a new one starts with the default note rows. */
export function AnagraficaDialog({ id, codiceTipo, onHide }: { id: number | null; codiceTipo: string; onHide: () => void }) {
  const { t } = useTranslation();
  const note = useNotePredefinite();
  // the closed dialog already holds the new record's query (-1): its empty values need the note rows
  if (!note.data) return null;
  const obbligatorio = (campo: string) => t('validazione.obbligatorio', { campo });
  return (
    <CatalogoRecordDialog<Anagrafica>
      risorsa="/anagrafica"
      id={id}
      vuoto={nuovaAnagrafica(codiceTipo, note.data ?? [])}
      titoloNuovo={t('anagrafica.nuova')}
      titoloModifica={t('anagrafica.modifica')}
      onHide={onHide}
      larghezza="52rem"
      campi={(form, nuovo) => (
        <>
          <TestoField control={form.control} nome="codice" etichetta={t('anagrafica.codice')} obbligatorio={obbligatorio(t('anagrafica.codice'))} />
          <TestoField control={form.control} nome="nominativo" etichetta={t('anagrafica.nominativo')} obbligatorio={obbligatorio(t('anagrafica.nominativo'))} />
          <TestoField control={form.control} nome="partitaIva" etichetta={t('anagrafica.partitaIva')} />
          <TestoField control={form.control} nome="codiceFiscale" etichetta={t('anagrafica.codiceFiscale')} />
          <TestoField control={form.control} nome="indirizzo" etichetta={t('anagrafica.indirizzo')} />
          <TestoField control={form.control} nome="citta" etichetta={t('anagrafica.citta')} />
          <TestoField control={form.control} nome="telefono" etichetta={t('anagrafica.telefono')} />
          {!nuovo && <SwitchField control={form.control} nome="attivo" etichetta={t('anagrafica.attivo')} />}
          <NoteTable form={form} />
        </>
      )}
    />
  );
}

/** The party's note rows: type and description fixed, the note typed. */
function NoteTable({ form }: { form: UseFormReturn<Anagrafica> }) {
  const { t } = useTranslation();
  const righe = useWatch({ control: form.control, name: 'listaNote' }) ?? [];
  return (
    <div className="col-12">
      <DetailTable conCampi value={righe} ariaLabel={t('anagrafica.note')} dataKey="tipo">
        <Column field="descrizione" header={t('anagrafica.tipoNota')} style={{ width: '14rem' }} />
        <Column
          header={t('anagrafica.note')}
          body={(_: NotaAnagrafica, o: { rowIndex: number }) => (
            <Controller
              name={`listaNote.${o.rowIndex}.note`}
              control={form.control}
              render={({ field }) => <InputText aria-label={righe[o.rowIndex]?.descrizione} className="w-full" value={field.value ?? ''} onChange={(e) => field.onChange(e.target.value)} />}
            />
          )}
        />
      </DetailTable>
    </div>
  );
}

/** The read-only modal of a party (spec 3 §2 "view (modal)"). */
export function AnagraficaViewDialog({ anagrafica, onHide }: { anagrafica: Anagrafica | null; onHide: () => void }) {
  const { t } = useTranslation();
  const a = anagrafica;
  return (
    <Dialog header={t('anagrafica.visualizza')} visible={!!a} onHide={onHide} modal style={{ width: 'min(46rem, 96vw)' }} footer={<Button label={t('ui.chiudi')} icon="pi pi-times" outlined onClick={onHide} />}>
      {a && (
        <>
          <DetailFields
            campi={[
              [t('anagrafica.codice'), a.codice, 'codice'],
              [t('anagrafica.nominativo'), a.nominativo, 'nominativo'],
              [t('anagrafica.partitaIva'), a.partitaIva, 'partitaIva'],
              [t('anagrafica.codiceFiscale'), a.codiceFiscale, 'codiceFiscale'],
              [t('anagrafica.indirizzo'), a.indirizzo, 'indirizzo'],
              [t('anagrafica.citta'), a.citta, 'citta'],
              [t('anagrafica.telefono'), a.telefono, 'telefono'],
              [t('anagrafica.attivo'), statoAnagrafica(a, t).testo, 'attivo'],
              [t('anagrafica.stato'), a.statoAttuale, 'statoAttuale'],
            ]}
          />
          <DetailTable value={a.listaNote} ariaLabel={t('anagrafica.note')} dataKey="tipo">
            <Column field="descrizione" header={t('anagrafica.tipoNota')} style={{ width: '14rem' }} />
            <Column field="note" header={t('anagrafica.note')} />
          </DetailTable>
        </>
      )}
    </Dialog>
  );
}
