import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useTranslation } from 'react-i18next';
import type { RigaDocumento } from '@registro/contracts';
import { formatEuro } from './documento-fattura';
import { hasDescrizione } from './riga-documento';

interface RigheTableProps {
  righe: RigaDocumento[];
  /** the editor's actions: with them the rows get edit and delete, the empty last row an add button */
  onAggiungi?: () => void;
  onModifica?: (indice: number) => void;
  onElimina?: (indice: number) => void;
}

type RigaIndicizzata = RigaDocumento & { indice: number };

const numero = (valore: number) => new Intl.NumberFormat('it-IT', { maximumFractionDigits: 3 }).format(Number(valore ?? 0));

/** The invoice's lines; in the editor the last row is the empty one with only the add button (spec 2 §2.1). */
export function RigheTable({ righe, onAggiungi, onModifica, onElimina }: RigheTableProps) {
  const { t } = useTranslation();
  const modificabile = !!onAggiungi;
  const righeIndicizzate: RigaIndicizzata[] = righe.map((r, indice) => ({ ...r, indice }));
  const seCompilata = (r: RigaIndicizzata, contenuto: string) => (hasDescrizione(r) ? contenuto : '');
  return (
    <DataTable<RigaIndicizzata[]>
      value={righeIndicizzate}
      dataKey="indice"
      size="small"
      stripedRows
      showGridlines
      rowClassName={(r: RigaIndicizzata) => (hasDescrizione(r) ? '' : 'registro-fattura-riga-vuota')}
      emptyMessage={t('fatturazione.nessunaRiga')}
      aria-label={t('fatturazione.righe')}
    >
      <Column header={t('fatturazione.codiceArticolo')} field="codiceArticolo" style={{ width: '8rem' }} />
      <Column header={t('fatturazione.descrizione')} field="descrizione" style={{ minWidth: '16rem' }} />
      <Column header={t('fatturazione.unitaMisuraBreve')} body={(r: RigaIndicizzata) => seCompilata(r, r.unitaMisura)} style={{ width: '4.5rem' }} />
      <Column header={t('fatturazione.quantita')} className="registro-importo" headerClassName="registro-importo" body={(r: RigaIndicizzata) => seCompilata(r, numero(r.quantita))} style={{ width: '5.5rem' }} />
      <Column header={t('fatturazione.prezzoUnitario')} className="registro-importo" headerClassName="registro-importo" body={(r: RigaIndicizzata) => seCompilata(r, formatEuro(r.prezzoUnitario))} style={{ width: '8rem' }} />
      <Column header={t('fatturazione.scontoPercentuale')} className="registro-importo" headerClassName="registro-importo" body={(r: RigaIndicizzata) => seCompilata(r, `${numero(r.sconto)} %`)} style={{ width: '5.5rem' }} />
      <Column header={t('fatturazione.iva')} body={(r: RigaIndicizzata) => seCompilata(r, r.descrizioneIva || r.natura || `${numero(r.aliquota)} %`)} style={{ width: '11rem' }} />
      <Column header={t('fatturazione.totaleRiga')} className="registro-importo" headerClassName="registro-importo" body={(r: RigaIndicizzata) => seCompilata(r, formatEuro(r.totaleRiga))} style={{ width: '8rem' }} />
      {modificabile && (
        <Column
          header=""
          style={{ width: '6.5rem' }}
          body={(r: RigaIndicizzata) =>
            hasDescrizione(r) ? (
              <div className="registro-azioni-riga">
                <Button type="button" icon="pi pi-pencil" rounded text aria-label={t('fatturazione.modificaRiga')} tooltip={t('fatturazione.modificaRiga')} onClick={() => onModifica?.(r.indice)} />
                <Button type="button" icon="pi pi-trash" rounded text severity="danger" aria-label={t('fatturazione.eliminaRiga')} tooltip={t('fatturazione.eliminaRiga')} onClick={() => onElimina?.(r.indice)} />
              </div>
            ) : (
              <div className="registro-azioni-riga">
                <Button type="button" icon="pi pi-plus" rounded text aria-label={t('fatturazione.aggiungiRiga')} tooltip={t('fatturazione.aggiungiRiga')} onClick={onAggiungi} />
              </div>
            )
          }
        />
      )}
    </DataTable>
  );
}
