import type { ReactNode } from 'react';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import type { TFunction } from 'i18next';
import type { Iva, RigaDocumentoCommerciale } from '@registro/contracts';
import { formatDecimale, formatPercentuale, messaggioLimiti, type LineEditorProps, COLONNA_NUMERICA } from '@registro/web-ui';
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

interface RigheDocumento {
  righe: RigaDocumentoCommerciale[];
  modifica?: ModificaRighe;
  /** an extra action per row of a read-only table (the transformation page's transform button) */
  azione?: (riga: RigaDocumentoCommerciale, indice: number) => ReactNode;
  ariaLabel: string;
  /**
   * Half a page wide (the transformation page's two documents side by side): index, description
   * (wrapping), quantity, price and VAT % only, and the action right after the index, so nothing
   * scrolls sideways.
   */
  compatta?: boolean;
  /** what an empty table says (default "Nessuna riga") */
  messaggioVuoto?: string;
}

const OFFERTA = [
  { label: 'SI', value: 'SI' },
  { label: 'NO', value: 'NO' },
];

/**
 * The document rows (spec 3 §2) in the shared LineEditor: index, article description (search
 * button on the last row), quantity (step 1), unit price (step 0.1), VAT code, VAT %, offer, and
 * the plus button on the last row or delete on the others. The last row is the entry row.
 */
export function righeDocumento(t: TFunction, righeDaMostrare: RigheDocumento): LineEditorProps<RigaDocumentoCommerciale> {
  if (righeDaMostrare.compatta) return righeCompatte(t, righeDaMostrare);
  const { righe, modifica, azione, ariaLabel } = righeDaMostrare;
  const ultima = righe.length - 1;
  const etichetta = (chiave: string, indice: number) => `${t(chiave)} ${indice + 1}`;
  /** a negative quantity or price stays as typed and says so under its input (the save is refused by the server too) */
  const negativo = (chiave: string, valore: number) => {
    const messaggio = messaggioLimiti(t, t(chiave), valore, { min: 0 });
    return messaggio && (
      <small className="registro-errore-campo" role="alert">
        {messaggio}
      </small>
    );
  };
  return {
    lines: righe,
    ariaLabel,
    emptyMessage: t('documentiCommerciali.nessunaRiga'),
    className: 'registro-righe-documento',
    isEntry: (_, indice) => indice === ultima,
    columns: [
      { header: '#', style: { width: '3rem' }, body: (_, indice) => indice + 1 },
      {
        header: t('documentiCommerciali.descrizioneArticolo'),
        body: (r, indice) => (
          <div className="flex align-items-center gap-2">
            <span className="flex-1" data-testid="descrizione-articolo">{r.descrizioneArticolo}</span>
            {modifica && indice === ultima && (
              <Button type="button" icon="pi pi-search" rounded text aria-label={t('documentiCommerciali.cercaArticolo')} onClick={modifica.onCercaArticolo} />
            )}
          </div>
        ),
      },
      {
        header: t('documentiCommerciali.quantita'),
        style: { width: '8rem' },
        className: modifica ? undefined : COLONNA_NUMERICA,
        body: (r, indice) =>
          modifica ? (
            <>
              <InputNumber
                value={r.quantita}
                step={1}
                maxFractionDigits={3}
                inputClassName="w-full"
                invalid={r.quantita < 0}
                aria-label={etichetta('documentiCommerciali.quantita', indice)}
                onValueChange={(e) => modifica.onCambia(indice, { quantita: e.value ?? 0 }, false)}
                onBlur={() => modifica.onFineModifica(indice)}
              />
              {negativo('documentiCommerciali.quantita', r.quantita)}
            </>
          ) : (
            formatDecimale(r.quantita)
          ),
      },
      {
        header: t('documentiCommerciali.prezzoUnitario'),
        style: { width: '9rem' },
        className: modifica ? undefined : COLONNA_NUMERICA,
        body: (r, indice) =>
          modifica ? (
            <>
              <InputNumber
                value={r.prezzoUnitario}
                step={0.1}
                minFractionDigits={2}
                maxFractionDigits={4}
                inputClassName="w-full"
                invalid={r.prezzoUnitario < 0}
                aria-label={etichetta('documentiCommerciali.prezzoUnitario', indice)}
                onValueChange={(e) => modifica.onCambia(indice, { prezzoUnitario: e.value ?? 0 }, false)}
                onBlur={() => modifica.onFineModifica(indice)}
              />
              {negativo('documentiCommerciali.prezzoUnitario', r.prezzoUnitario)}
            </>
          ) : (
            formatEuro(r.prezzoUnitario)
          ),
      },
      {
        header: t('documentiCommerciali.codiceIva'),
        style: { width: '10rem' },
        body: (r, indice) =>
          modifica ? (
            <Dropdown
              value={r.aliquotaIvaDescrizione || null}
              options={modifica.iva.map((i) => ({ label: i.codice, value: i.codice, title: i.descrizione }))}
              placeholder="-Seleziona Valore-"
              className="w-full"
              aria-label={etichetta('documentiCommerciali.codiceIva', indice)}
              onChange={(e) => {
                const iva = modifica.iva.find((i) => i.codice === e.value);
                modifica.onCambia(indice, { aliquotaIvaDescrizione: iva?.codice ?? '', aliquotaIva: Number(iva?.aliquota ?? 0) }, true);
              }}
            />
          ) : (
            r.aliquotaIvaDescrizione
          ),
      },
      { header: t('documentiCommerciali.aliquotaIva'), style: { width: '5rem' }, className: COLONNA_NUMERICA, body: (r) => formatPercentuale(r.aliquotaIva ?? 0) },
      {
        header: t('documentiCommerciali.offerta'),
        style: { width: '7rem' },
        body: (r, indice) =>
          modifica ? (
            <Dropdown
              value={r.offerta || null}
              options={OFFERTA}
              className="w-full"
              aria-label={etichetta('documentiCommerciali.offerta', indice)}
              onChange={(e) => modifica.onCambia(indice, { offerta: e.value ?? '' }, false)}
            />
          ) : (
            r.offerta
          ),
      },
      ...(!modifica && azione ? [{ header: t('documentiCommerciali.azioni'), style: { width: '6rem' }, body: azione }] : []),
    ],
    actions: modifica && {
      header: t('documentiCommerciali.azioni'),
      style: { width: '6rem' },
      add: { label: t('documentiCommerciali.aggiungiRiga'), onClick: modifica.onAggiungi },
      remove: { label: t('documentiCommerciali.eliminaRiga'), onClick: modifica.onElimina },
    },
  };
}

/** The read-only rows of the transformation page: they fit half a page, the action comes first. */
function righeCompatte(t: TFunction, { righe, azione, ariaLabel, messaggioVuoto }: RigheDocumento): LineEditorProps<RigaDocumentoCommerciale> {
  return {
    lines: righe,
    ariaLabel,
    emptyMessage: messaggioVuoto ?? t('documentiCommerciali.nessunaRiga'),
    className: 'registro-righe-documento registro-righe-compatte',
    columns: [
      { header: '#', style: { width: '2.5rem' }, body: (_, indice) => indice + 1 },
      ...(azione ? [{ header: t('documentiCommerciali.azioni'), style: { width: '6.5rem' }, body: azione }] : []),
      {
        header: t('documentiCommerciali.descrizioneArticolo'),
        // wraps between words, never letter by letter: below its minimum the table scrolls instead
        style: { whiteSpace: 'normal', overflowWrap: 'break-word', minWidth: '9rem' },
        body: (r) => <span data-testid="descrizione-articolo">{r.descrizioneArticolo}</span>,
      },
      { header: t('documentiCommerciali.quantita'), style: { width: '4.5rem' }, className: COLONNA_NUMERICA, body: (r) => formatDecimale(r.quantita) },
      { header: t('documentiCommerciali.prezzoUnitario'), style: { width: '7rem' }, className: COLONNA_NUMERICA, body: (r) => formatEuro(r.prezzoUnitario) },
      { header: t('documentiCommerciali.aliquotaIva'), style: { width: '4.5rem' }, className: COLONNA_NUMERICA, body: (r) => formatPercentuale(r.aliquotaIva ?? 0) },
    ],
  };
}
