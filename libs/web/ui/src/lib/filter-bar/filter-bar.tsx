import { useState, type FormEvent } from 'react';
import { InputText } from 'primereact/inputtext';
import { InputNumber } from 'primereact/inputnumber';
import { Dropdown } from 'primereact/dropdown';
import { Calendar } from 'primereact/calendar';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import type { Query } from '../api/api-client';

/** How a date filter is shown and sent (epoch ms). */
export interface DateOptions {
  /** date and time (hours, minutes, seconds) instead of the day only */
  ora?: boolean;
  /** PrimeReact date format; `dd-mm-yy` (spec: DD-MM-YYYY for filters) unless told */
  formato?: string;
  /** the calendar's Oggi/Pulisci bar */
  barraPulsanti?: boolean;
}

export type FilterField =
  /** text (trimmed), or a select when `opzioni` is given (the first option is empty) */
  | { nome: string; etichetta: string; tipo?: 'testo'; opzioni?: { label: string; value: string }[] }
  /** a whole number; empty → not sent */
  | { nome: string; etichetta: string; tipo: 'numero'; min?: number }
  /** one date (epoch ms); `giorno` sends the start or the end of the chosen day */
  | ({ nome: string; etichetta: string; tipo: 'data'; giorno?: 'inizio' | 'fine' } & DateOptions)
  /** from/to dates: two calendars; `giorniInteri` sends from the start of the first day to the end of the last */
  | ({ tipo: 'intervallo'; nomi: [string, string]; etichette: [string, string]; giorniInteri?: boolean } & DateOptions);

type Valore = string | number | Date | null;

interface FilterBarProps<F extends Query> {
  campi: FilterField[];
  onCerca: (filtri: NoInfer<F>) => void;
  /** values shown at first (e.g. the filters kept in session storage) */
  iniziali?: Record<string, Valore>;
  /** the reset button's label when the screen names it otherwise (spec 2 §2.1: "Resetta Filtro") */
  etichettaReset?: string;
  /** the inputs' id prefix (default "filtro"): another bar shown over a list, e.g. a search step in a modal, needs its own */
  idPrefisso?: string;
}

/** One input of the bar: a range is two date inputs. */
type InputFiltro = Exclude<FilterField, { tipo: 'intervallo' }>;

function inputDi(campo: FilterField): InputFiltro[] {
  if (campo.tipo !== 'intervallo') return [campo];
  const { nomi, etichette, giorniInteri, tipo: _tipo, ...opzioni } = campo;
  return [
    { ...opzioni, tipo: 'data', nome: nomi[0], etichetta: etichette[0], giorno: giorniInteri ? 'inizio' : undefined },
    { ...opzioni, tipo: 'data', nome: nomi[1], etichetta: etichette[1], giorno: giorniInteri ? 'fine' : undefined },
  ];
}

function istanteDi(data: Date, giorno?: 'inizio' | 'fine'): number {
  if (!giorno) return data.getTime();
  const [ore, minuti, secondi, ms] = giorno === 'inizio' ? [0, 0, 0, 0] : [23, 59, 59, 999];
  return new Date(data.getFullYear(), data.getMonth(), data.getDate(), ore, minuti, secondi, ms).getTime();
}

/**
 * List filters applied on Cerca (or Enter); Reset clears them. Text and select fields are sent as
 * trimmed strings (empty ones as ''), numbers and dates (epoch ms) only when filled.
 */
export function FilterBar<F extends Query = Record<string, string>>({ campi, onCerca, iniziali = {}, etichettaReset, idPrefisso = 'filtro' }: FilterBarProps<F>) {
  const { t } = useTranslation();
  const input = campi.flatMap(inputDi);
  const vuoti: Record<string, Valore> = Object.fromEntries(input.map((c) => [c.nome, c.tipo === undefined || c.tipo === 'testo' ? '' : null]));
  const [valori, setValori] = useState<Record<string, Valore>>({ ...vuoti, ...iniziali });
  const imposta = (nome: string, valore: Valore) => setValori((v) => ({ ...v, [nome]: valore }));
  const filtri = (da: Record<string, Valore>) =>
    Object.fromEntries(
      input.map((c) => {
        const valore = da[c.nome];
        if (c.tipo === 'data') return [c.nome, valore instanceof Date ? istanteDi(valore, c.giorno) : undefined];
        if (c.tipo === 'numero') return [c.nome, typeof valore === 'number' ? valore : undefined];
        return [c.nome, typeof valore === 'string' ? valore.trim() : ''];
      }),
    ) as F;
  const cerca = (e: FormEvent) => {
    e.preventDefault();
    onCerca(filtri(valori));
  };
  return (
    <form className="registro-filtri" onSubmit={cerca} role="search">
      {input.map((campo) => {
        const id = `${idPrefisso}-${campo.nome}`;
        const valore = valori[campo.nome];
        return (
          <div key={campo.nome} className="registro-campo">
            <label htmlFor={id}>{campo.etichetta}</label>
            {campo.tipo === 'data' ? (
              <Calendar
                inputId={id}
                value={valore instanceof Date ? valore : null}
                onChange={(e) => imposta(campo.nome, (e.value as Date | null) ?? null)}
                dateFormat={campo.formato ?? 'dd-mm-yy'}
                showTime={campo.ora}
                showSeconds={campo.ora}
                hourFormat={campo.ora ? '24' : undefined}
                showButtonBar={campo.barraPulsanti}
                showIcon
              />
            ) : campo.tipo === 'numero' ? (
              <InputNumber
                inputId={id}
                value={typeof valore === 'number' ? valore : null}
                onValueChange={(e) => imposta(campo.nome, e.value ?? null)}
                useGrouping={false}
                min={campo.min}
              />
            ) : campo.opzioni ? (
              <Dropdown
                inputId={id}
                value={valore ?? ''}
                options={[{ label: '', value: '' }, ...campo.opzioni]}
                onChange={(e) => imposta(campo.nome, e.value ?? '')}
              />
            ) : (
              <InputText id={id} value={typeof valore === 'string' ? valore : ''} onChange={(e) => imposta(campo.nome, e.target.value)} />
            )}
          </div>
        );
      })}
      <div className="registro-filtri-azioni">
        <Button type="submit" label={t('ui.cerca')} icon="pi pi-search" />
        <Button
          type="button"
          label={etichettaReset ?? t('ui.reset')}
          icon="pi pi-filter-slash"
          outlined
          onClick={() => {
            setValori(vuoti);
            onCerca(filtri(vuoti));
          }}
        />
      </div>
    </form>
  );
}
