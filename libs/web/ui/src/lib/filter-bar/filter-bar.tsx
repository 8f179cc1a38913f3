import { useState, type FormEvent } from 'react';
import { InputText } from 'primereact/inputtext';
import { Dropdown } from 'primereact/dropdown';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';

export interface CampoFiltro {
  nome: string;
  etichetta: string;
  /** a select instead of a text input; the first option is empty */
  opzioni?: { label: string; value: string }[];
}

interface FilterBarProps {
  campi: CampoFiltro[];
  onCerca: (filtri: Record<string, string>) => void;
}

/** List filters applied on Cerca (or Enter); Reset clears them. */
export function FilterBar({ campi, onCerca }: FilterBarProps) {
  const { t } = useTranslation();
  const vuoti = Object.fromEntries(campi.map((c) => [c.nome, '']));
  const [valori, setValori] = useState<Record<string, string>>(vuoti);
  const imposta = (nome: string, valore: string) => setValori((v) => ({ ...v, [nome]: valore }));
  const cerca = (e: FormEvent) => {
    e.preventDefault();
    onCerca(Object.fromEntries(Object.entries(valori).map(([k, v]) => [k, v.trim()])));
  };
  return (
    <form className="registro-filtri" onSubmit={cerca} role="search">
      {campi.map((campo) => (
        <div key={campo.nome} className="registro-campo">
          <label htmlFor={`filtro-${campo.nome}`}>{campo.etichetta}</label>
          {campo.opzioni ? (
            <Dropdown
              inputId={`filtro-${campo.nome}`}
              value={valori[campo.nome]}
              options={[{ label: '', value: '' }, ...campo.opzioni]}
              onChange={(e) => imposta(campo.nome, e.value ?? '')}
            />
          ) : (
            <InputText id={`filtro-${campo.nome}`} value={valori[campo.nome]} onChange={(e) => imposta(campo.nome, e.target.value)} />
          )}
        </div>
      ))}
      <div className="registro-filtri-azioni">
        <Button type="submit" label={t('ui.cerca')} icon="pi pi-search" />
        <Button
          type="button"
          label={t('ui.reset')}
          icon="pi pi-filter-slash"
          outlined
          onClick={() => {
            setValori(vuoti);
            onCerca(vuoti);
          }}
        />
      </div>
    </form>
  );
}
