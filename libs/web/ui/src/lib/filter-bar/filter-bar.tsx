import { useState, type FormEvent } from 'react';
import { InputText } from 'primereact/inputtext';
import { InputNumber } from 'primereact/inputnumber';
import { Dropdown } from 'primereact/dropdown';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import type { Query } from '../api/api-client';
import { DayField, useErroreGiorno } from '../field/day-field';
import { giornoDaIso, giornoIso } from '../field/giorno';
import { messaggioLimiti } from '../field/limiti';

export type FilterField =
  /** text (trimmed), or a select when `opzioni` is given (the first option is empty) */
  | { nome: string; etichetta: string; tipo?: 'testo'; opzioni?: { label: string; value: string }[] }
  /** a whole number; empty → not sent; below `min` it stays as typed and says so (never clamped) */
  | { nome: string; etichetta: string; tipo: 'numero'; min?: number }
  /** a day (DayField), sent as `AAAA-MM-GG`: the server reads it as that whole day (Data Al up to its end) */
  | { nome: string; etichetta: string; tipo: 'data' }
  /** from/to days: two day fields (Data Dal from 00:00 of the first, Data Al to the end of the last) */
  | { tipo: 'intervallo'; nomi: [string, string]; etichette: [string, string] };

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
  return [
    { tipo: 'data', nome: campo.nomi[0], etichetta: campo.etichette[0] },
    { tipo: 'data', nome: campo.nomi[1], etichetta: campo.etichette[1] },
  ];
}

/** A day's starting value: a Date, or the day as the filters send it (`AAAA-MM-GG`, e.g. kept in session storage). */
const giornoIniziale = (valore: Valore | undefined): Valore => (typeof valore === 'string' ? giornoDaIso(valore) : valore ?? null);

/**
 * List filters applied on Cerca (or Enter); Reset clears them. Text and select fields are sent as
 * trimmed strings (empty ones as ''), numbers and days (`AAAA-MM-GG`) only when filled. A day
 * whose text names no day says so next to its field, and Cerca waits until it is fixed.
 */
export function FilterBar<F extends Query = Record<string, string>>({ campi, onCerca, iniziali = {}, etichettaReset, idPrefisso = 'filtro' }: FilterBarProps<F>) {
  const { t } = useTranslation();
  const input = campi.flatMap(inputDi);
  const vuoti: Record<string, Valore> = Object.fromEntries(input.map((c) => [c.nome, c.tipo === undefined || c.tipo === 'testo' ? '' : null]));
  const [valori, setValori] = useState<Record<string, Valore>>(() => ({
    ...vuoti,
    ...iniziali,
    ...Object.fromEntries(input.filter((c) => c.tipo === 'data').map((c) => [c.nome, giornoIniziale(iniziali[c.nome])])),
  }));
  const [toccati, setToccati] = useState<Record<string, boolean>>({});
  const erroreGiorno = useErroreGiorno();
  /** the field's message: a day that names no day, a number below its minimum */
  const erroreDi = (campo: InputFiltro, valore: Valore): string | undefined =>
    campo.tipo === 'data' ? erroreGiorno(valore) : campo.tipo === 'numero' ? messaggioLimiti(t, campo.etichetta, valore, { min: campo.min }) : undefined;
  const imposta = (nome: string, valore: Valore) => setValori((v) => ({ ...v, [nome]: valore }));
  const tocca = (nome: string) => setToccati((t) => ({ ...t, [nome]: true }));
  const filtri = (da: Record<string, Valore>) =>
    Object.fromEntries(
      input.map((c) => {
        const valore = da[c.nome];
        if (c.tipo === 'data') return [c.nome, valore instanceof Date ? giornoIso(valore) : undefined];
        if (c.tipo === 'numero') return [c.nome, typeof valore === 'number' ? valore : undefined];
        return [c.nome, typeof valore === 'string' ? valore.trim() : ''];
      }),
    ) as F;
  const cerca = (e: FormEvent) => {
    e.preventDefault();
    const errati = input.filter((c) => erroreDi(c, valori[c.nome]));
    if (errati.length) {
      setToccati((t) => ({ ...t, ...Object.fromEntries(errati.map((c) => [c.nome, true])) }));
      return;
    }
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
              <DayField inputId={id} value={valore as Date | string | null} onChange={(v) => imposta(campo.nome, v)} onBlur={() => tocca(campo.nome)} />
            ) : campo.tipo === 'numero' ? (
              <InputNumber
                inputId={id}
                value={typeof valore === 'number' ? valore : null}
                onValueChange={(e) => imposta(campo.nome, e.value ?? null)}
                onBlur={() => tocca(campo.nome)}
                useGrouping={false}
                invalid={!!erroreDi(campo, valore)}
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
            {toccati[campo.nome] && erroreDi(campo, valore) && (
              <small className="registro-errore-campo" role="alert">
                {erroreDi(campo, valore)}
              </small>
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
            setToccati({});
            onCerca(filtri(vuoti));
          }}
        />
      </div>
    </form>
  );
}
