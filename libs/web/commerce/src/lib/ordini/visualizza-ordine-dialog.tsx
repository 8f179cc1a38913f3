import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { Dialog } from 'primereact/dialog';
import { useTranslation } from 'react-i18next';
import type { Ordine } from '@registro/contracts';
import { COLONNA_NUMERICA, DetailFields, formatDate, formatDecimale, DetailTable } from '@registro/web-ui';
import { formatEuro } from '../documenti/documento';
import { useConfermaOrdine, useOrdine } from './use-ordini';

interface VisualizzaOrdineDialogProps {
  /** the order shown; null hides the dialog */
  id: number | null;
  onHide: () => void;
  onStampa: (ordine: Ordine) => void;
  /** the user may confirm (ordini approva): Conferma Ordine on a CREATO order */
  approva: boolean;
}

/** Modal Visualizza Ordine (spec 3 §2): the customer's data, the date, the rows and the total; Stampa, Conferma Ordine, Chiudi. */
export function VisualizzaOrdineDialog({ id, onHide, onStampa, approva }: VisualizzaOrdineDialogProps) {
  const { t } = useTranslation();
  const { data: ordine } = useOrdine(id);
  const conferma = useConfermaOrdine();
  const caricato = ordine && ordine.id === id ? ordine : undefined;

  return (
    <Dialog
      header={t('ordini.visualizzaOrdine')}
      visible={id !== null}
      onHide={onHide}
      modal
      style={{ width: 'min(52rem, 96vw)' }}
      footer={
        <div className="flex justify-content-end gap-2">
          <Button label={t('ordini.stampa')} icon="pi pi-print" outlined disabled={!caricato} onClick={() => caricato && onStampa(caricato)} />
          {approva && caricato?.statoAttuale === 'CREATO' && (
            <Button label={t('ordini.confermaOrdine')} icon="pi pi-check-circle" loading={conferma.isPending} onClick={() => conferma.mutate(caricato.id)} />
          )}
          <Button label={t('ui.chiudi')} icon="pi pi-times" outlined onClick={onHide} />
        </div>
      }
    >
      {caricato && (
        <>
          <DetailFields
            campi={[
              [t('ordini.numero'), caricato.codice, 'codice'],
              [t('ordini.cognome'), caricato.cognome, 'cognome'],
              [t('ordini.nome'), caricato.nome, 'nome'],
              [t('ordini.comune'), caricato.comune, 'comune'],
              [t('ordini.indirizzo'), caricato.indirizzo, 'indirizzo'],
              [t('ordini.civico'), caricato.civico, 'civico'],
              [t('ordini.cap'), caricato.cap, 'cap'],
              [t('ordini.data'), formatDate(caricato.dataOrdine), 'dataOrdine'],
              [t('ordini.statoAttuale'), caricato.statoAttuale, 'statoAttuale'],
            ]}
          />
          <DetailTable value={caricato.listaRighe} ariaLabel={t('ordini.righe')} className="mt-3">
            <Column header={t('ordini.articolo')} field="descrizioneArticolo" />
            <Column header={t('ordini.quantita')} className={COLONNA_NUMERICA} headerClassName={COLONNA_NUMERICA} body={(r: Ordine['listaRighe'][number]) => formatDecimale(r.quantita)} style={{ width: '8rem' }} />
            <Column header={t('ordini.note')} field="note" />
          </DetailTable>
          <p className="registro-ordine-totale" data-campo="totaleOrdine">
            {t('ordini.totale')}: <strong>{formatEuro(caricato.totaleOrdine)}</strong>
          </p>
        </>
      )}
    </Dialog>
  );
}
