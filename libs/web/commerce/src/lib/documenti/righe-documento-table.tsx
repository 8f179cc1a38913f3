import type { ReactNode } from 'react';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { useTranslation } from 'react-i18next';
import type { Iva, RigaDocumentoCommerciale } from '@registro/contracts';
import { formatEuro } from './documento';

/** What the editor does with the rows; absent: the table is read-only. */
export interface ModificaRighe {
  iva: Iva[];
  onCambia: (indice: number, campi: Partial<RigaDocumentoCommerciale>, ricalcola: boolean) => void;
  /** the quantity or price of a row lost focus */
  onFineModifica: (indice: number) => void;
  onAggiungi: () => void;
  onElimina: (indice: number) => void;
  onCercaArticolo: () => void;
}

interface RigheDocumentoTableProps {
  righe: RigaDocumentoCommerciale[];
  modifica?: ModificaRighe;
  /** an extra action per row (the transformation page's transform button) */
  azione?: (riga: RigaDocumentoCommerciale, indice: number) => ReactNode;
  ariaLabel: string;
}

const OFFERTA = [
  { label: 'SI', value: 'SI' },
  { label: 'NO', value: 'NO' },
];

/**
 * The document rows (spec 3 §2): index, article description (search button on the last row),
 * quantity (step 1), unit price (step 0.1), VAT code, VAT %, offer, and the plus button on the last
 * row or delete on the others. The last row is the entry row.
 */
export function RigheDocumentoTable({ righe, modifica, azione, ariaLabel }: RigheDocumentoTableProps) {
  const { t } = useTranslation();
  const ultima = righe.length - 1;
  const indice = (r: RigaDocumentoCommerciale) => righe.indexOf(r);
  return (
    <DataTable cellMemo={false} value={righe} size="small" stripedRows aria-label={ariaLabel} pt={{ table: { 'aria-label': ariaLabel } }} emptyMessage={t('documentiCommerciali.nessunaRiga')} className="registro-righe-documento">
      <Column header="#" style={{ width: '3rem' }} body={(r: RigaDocumentoCommerciale) => indice(r) + 1} />
      <Column
        header={t('documentiCommerciali.descrizioneArticolo')}
        body={(r: RigaDocumentoCommerciale) => (
          <div className="flex align-items-center gap-2">
            <span className="flex-1" data-testid="descrizione-articolo">{r.descrizioneArticolo}</span>
            {modifica && indice(r) === ultima && (
              <Button type="button" icon="pi pi-search" rounded text aria-label={t('documentiCommerciali.cercaArticolo')} onClick={modifica.onCercaArticolo} />
            )}
          </div>
        )}
      />
      <Column
        header={t('documentiCommerciali.quantita')}
        style={{ width: '8rem' }}
        body={(r: RigaDocumentoCommerciale) =>
          modifica ? (
            <InputNumber
              value={r.quantita}
              step={1}
              min={0}
              maxFractionDigits={3}
              inputClassName="w-full"
              aria-label={`${t('documentiCommerciali.quantita')} ${indice(r) + 1}`}
              onValueChange={(e) => modifica.onCambia(indice(r), { quantita: e.value ?? 0 }, false)}
              onBlur={() => modifica.onFineModifica(indice(r))}
            />
          ) : (
            r.quantita
          )
        }
      />
      <Column
        header={t('documentiCommerciali.prezzoUnitario')}
        style={{ width: '9rem' }}
        body={(r: RigaDocumentoCommerciale) =>
          modifica ? (
            <InputNumber
              value={r.prezzoUnitario}
              step={0.1}
              min={0}
              minFractionDigits={2}
              maxFractionDigits={4}
              inputClassName="w-full"
              aria-label={`${t('documentiCommerciali.prezzoUnitario')} ${indice(r) + 1}`}
              onValueChange={(e) => modifica.onCambia(indice(r), { prezzoUnitario: e.value ?? 0 }, false)}
              onBlur={() => modifica.onFineModifica(indice(r))}
            />
          ) : (
            formatEuro(r.prezzoUnitario)
          )
        }
      />
      <Column
        header={t('documentiCommerciali.codiceIva')}
        style={{ width: '10rem' }}
        body={(r: RigaDocumentoCommerciale) =>
          modifica ? (
            <Dropdown
              value={r.aliquotaIvaDescrizione || null}
              options={modifica.iva.map((i) => ({ label: i.codice, value: i.codice, title: i.descrizione }))}
              placeholder="-Seleziona Valore-"
              className="w-full"
              aria-label={`${t('documentiCommerciali.codiceIva')} ${indice(r) + 1}`}
              onChange={(e) => {
                const iva = modifica.iva.find((i) => i.codice === e.value);
                modifica.onCambia(indice(r), { aliquotaIvaDescrizione: iva?.codice ?? '', aliquotaIva: Number(iva?.aliquota ?? 0) }, true);
              }}
            />
          ) : (
            r.aliquotaIvaDescrizione
          )
        }
      />
      <Column header={t('documentiCommerciali.aliquotaIva')} style={{ width: '5rem' }} body={(r: RigaDocumentoCommerciale) => `${r.aliquotaIva ?? 0}%`} />
      <Column
        header={t('documentiCommerciali.offerta')}
        style={{ width: '7rem' }}
        body={(r: RigaDocumentoCommerciale) =>
          modifica ? (
            <Dropdown
              value={r.offerta || null}
              options={OFFERTA}
              className="w-full"
              aria-label={`${t('documentiCommerciali.offerta')} ${indice(r) + 1}`}
              onChange={(e) => modifica.onCambia(indice(r), { offerta: e.value ?? '' }, false)}
            />
          ) : (
            r.offerta
          )
        }
      />
      {(modifica || azione) && (
        <Column
          header={t('documentiCommerciali.azioni')}
          style={{ width: '6rem' }}
          body={(r: RigaDocumentoCommerciale) =>
            modifica ? (
              indice(r) === ultima ? (
                <Button type="button" icon="pi pi-plus" rounded text aria-label={t('documentiCommerciali.aggiungiRiga')} onClick={modifica.onAggiungi} />
              ) : (
                <Button type="button" icon="pi pi-trash" rounded text severity="danger" aria-label={t('documentiCommerciali.eliminaRiga')} onClick={() => modifica.onElimina(indice(r))} />
              )
            ) : (
              azione?.(r, indice(r))
            )
          }
        />
      )}
    </DataTable>
  );
}
