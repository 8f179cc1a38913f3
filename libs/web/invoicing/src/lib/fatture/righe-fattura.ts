import type { TFunction } from 'i18next';
import type { RigaDocumento } from '@registro/contracts';
import { COLONNA_NUMERICA, formatDecimale, formatPercentuale, type LineEditorProps } from '@registro/web-ui';
import { formatEuro } from './documento-fattura';
import { hasDescrizione } from './riga-documento';

/** The editor's actions: with them the rows get edit and delete, the empty last row an add button. */
export interface ModificaRigheFattura {
  onAggiungi: () => void;
  onModifica: (indice: number) => void;
  onElimina: (indice: number) => void;
}

const numero = (valore: number | null | undefined) => formatDecimale(Number(valore ?? 0));

/**
 * The invoice's lines in the shared LineEditor (spec 2 §2.1): code, description, unit, quantity,
 * unit price, discount, VAT, line total; in the editor the last row is the empty one with only the
 * add button, the others have edit and delete.
 */
export function righeFattura(t: TFunction, righe: RigaDocumento[], modifica?: ModificaRigheFattura): LineEditorProps<RigaDocumento> {
  const seCompilata = (r: RigaDocumento, contenuto: string) => (hasDescrizione(r) ? contenuto : '');
  return {
    lines: righe,
    ariaLabel: t('fatturazione.righe'),
    emptyMessage: t('fatturazione.nessunaRiga'),
    showGridlines: true,
    isEntry: (r) => !hasDescrizione(r),
    rowClassName: (r) => (hasDescrizione(r) ? '' : 'registro-fattura-riga-vuota'),
    columns: [
      { header: t('fatturazione.codiceArticolo'), field: 'codiceArticolo', style: { width: '8rem' } },
      { header: t('fatturazione.descrizione'), field: 'descrizione', style: { minWidth: '16rem' } },
      { header: t('fatturazione.unitaMisuraBreve'), body: (r) => seCompilata(r, r.unitaMisura), style: { width: '4.5rem' } },
      { header: t('fatturazione.quantita'), className: COLONNA_NUMERICA, body: (r) => seCompilata(r, numero(r.quantita)), style: { width: '5.5rem' } },
      { header: t('fatturazione.prezzoUnitario'), className: COLONNA_NUMERICA, body: (r) => seCompilata(r, formatEuro(r.prezzoUnitario)), style: { width: '8rem' } },
      { header: t('fatturazione.scontoPercentuale'), className: COLONNA_NUMERICA, body: (r) => seCompilata(r, formatPercentuale(r.sconto ?? 0)), style: { width: '5.5rem' } },
      { header: t('fatturazione.iva'), body: (r) => seCompilata(r, r.descrizioneIva || r.natura || formatPercentuale(r.aliquota ?? 0)), style: { width: '11rem' } },
      { header: t('fatturazione.totaleRiga'), className: COLONNA_NUMERICA, body: (r) => seCompilata(r, formatEuro(r.totaleRiga)), style: { width: '8rem' } },
    ],
    actions: modifica && {
      style: { width: '6.5rem' },
      add: { label: t('fatturazione.aggiungiRiga'), tooltip: true, onClick: modifica.onAggiungi },
      edit: { label: t('fatturazione.modificaRiga'), tooltip: true, onClick: modifica.onModifica },
      remove: { label: t('fatturazione.eliminaRiga'), tooltip: true, onClick: modifica.onElimina },
    },
  };
}
