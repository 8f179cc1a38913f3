import type { CSSProperties, ReactNode } from 'react';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useFeedback, type ConfirmLabels } from '../feedback/feedback-context';
import { IMPILATA_SU_TELEFONO } from '../lazy-table/stacked-on-phone';

/** One column of the lines: what a line's cell shows (its value or its input). */
export interface LineColumn<R> {
  header: string;
  /** the line's cell; without it, the line's `field` as text */
  body?: (line: R, index: number) => ReactNode;
  field?: keyof R & string;
  style?: CSSProperties;
  /** on the cell and its header (e.g. right-aligned amounts) */
  className?: string;
}

/** A button of the actions column: its Italian label is also its accessible name. */
export interface LineAction<A extends unknown[]> {
  label: string;
  onClick: (...args: A) => void;
  /** the label as a tooltip too */
  tooltip?: boolean;
}

/** The editing buttons; a table without them is read-only. */
export interface LineActions {
  /** on the entry line */
  add: LineAction<[]>;
  /** on the other lines, before remove */
  edit?: LineAction<[index: number]>;
  /** on the other lines; with `confirm`, only after that question is answered yes (`confirmLabels` its answers) */
  remove: LineAction<[index: number]> & { confirm?: string; confirmLabels?: ConfirmLabels };
  header?: string;
  style?: CSSProperties;
}

export interface LineEditorProps<R> {
  lines: readonly R[];
  columns: LineColumn<R>[];
  /** the table's accessible name */
  ariaLabel: string;
  emptyMessage?: string;
  /** the entry line, which has only the add button (default: none) */
  isEntry?: (line: R, index: number) => boolean;
  actions?: LineActions;
  rowClassName?: (line: R, index: number) => string;
  showGridlines?: boolean;
  className?: string;
  /** on a phone (up to 600 px) each line is a card of its cells, each named by its column (default); false keeps the table */
  impilaSuTelefono?: boolean;
}

/** A line and its position, so that equal lines stay distinct rows. */
interface Row<R> {
  index: number;
  line: R;
}

function ActionButton<A extends unknown[]>({ action, icon, danger, args }: { action: LineAction<A>; icon: string; danger?: boolean; args: A }) {
  return (
    <Button
      type="button"
      icon={icon}
      rounded
      text
      severity={danger ? 'danger' : undefined}
      aria-label={action.label}
      tooltip={action.tooltip ? action.label : undefined}
      // the actions column is the right-most: a tooltip on the right would have no room
      tooltipOptions={{ position: 'left' }}
      onClick={() => action.onClick(...args)}
    />
  );
}

/** The remove button that asks first (only this one needs the feedback dialogs). */
function ConfirmedRemoveButton({ action, index }: { action: LineActions['remove'] & { confirm: string }; index: number }) {
  const feedback = useFeedback();
  return <ActionButton action={{ ...action, onClick: () => feedback.conferma({ messaggio: action.confirm, etichette: action.confirmLabels, onAccetta: () => action.onClick(index) }) }} icon="pi pi-trash" danger args={[]} />;
}

/**
 * The one editable table of lines (invoice lines, commercial-document rows, order rows,
 * subcategories, barcodes): columns given by the caller, and with `actions` an actions column where the entry
 * line has the add button and every other line edit (if given) and remove.
 */
export function LineEditor<R>({ lines, columns, ariaLabel, emptyMessage, isEntry, actions, rowClassName, showGridlines, className, impilaSuTelefono = true }: LineEditorProps<R>) {
  const rows: Row<R>[] = lines.map((line, index) => ({ index, line }));
  const entry = (r: Row<R>) => !!isEntry?.(r.line, r.index);
  return (
    <DataTable<Row<R>[]>
      value={rows}
      dataKey="index"
      cellMemo={false}
      size="small"
      stripedRows
      showGridlines={showGridlines}
      rowClassName={rowClassName ? (r: Row<R>) => rowClassName(r.line, r.index) : undefined}
      emptyMessage={emptyMessage}
      aria-label={ariaLabel}
      pt={{ table: { 'aria-label': ariaLabel } }}
      className={className}
      {...(impilaSuTelefono ? IMPILATA_SU_TELEFONO : {})}
    >
      {columns.map((c, i) => (
        <Column
          key={`${i}-${c.header}`}
          header={c.header}
          style={c.style}
          className={c.className}
          headerClassName={c.className}
          body={(r: Row<R>) => (c.body ? c.body(r.line, r.index) : (r.line[c.field as keyof R] as ReactNode))}
        />
      ))}
      {actions && (
        <Column
          header={actions.header ?? ''}
          style={actions.style}
          body={(r: Row<R>) => (
            <div className="registro-azioni-riga">
              {entry(r) ? (
                <ActionButton action={actions.add} icon="pi pi-plus" args={[]} />
              ) : (
                <>
                  {actions.edit && <ActionButton action={actions.edit} icon="pi pi-pencil" args={[r.index]} />}
                  {actions.remove.confirm ? (
                    <ConfirmedRemoveButton action={{ ...actions.remove, confirm: actions.remove.confirm }} index={r.index} />
                  ) : (
                    <ActionButton action={actions.remove} icon="pi pi-trash" danger args={[r.index]} />
                  )}
                </>
              )}
            </div>
          )}
        />
      )}
    </DataTable>
  );
}
