import { useState, type FormEvent } from 'react';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useTranslation } from 'react-i18next';

interface FiltriReportTipiProps {
  iniziali: Record<string, string>;
  onCerca: (filtri: Record<string, string>) => void;
}

const VUOTI = { codiceTipoDocumento: '', subreport: '' };

/** Codice Documento and Subreport, applied on Cerca (or Enter), starting from the stored ones. */
export function FiltriReportTipi({ iniziali, onCerca }: FiltriReportTipiProps) {
  const { t } = useTranslation();
  const [valori, setValori] = useState<Record<string, string>>({ ...VUOTI, ...iniziali });
  const cerca = (e: FormEvent) => {
    e.preventDefault();
    onCerca(Object.fromEntries(Object.entries(valori).map(([k, v]) => [k, v.trim()])));
  };
  const campo = (nome: keyof typeof VUOTI, etichetta: string) => (
    <div className="registro-campo">
      <label htmlFor={`filtro-${nome}`}>{etichetta}</label>
      <InputText id={`filtro-${nome}`} value={valori[nome] ?? ''} onChange={(e) => setValori((v) => ({ ...v, [nome]: e.target.value }))} />
    </div>
  );
  return (
    <form className="registro-filtri" onSubmit={cerca} role="search">
      {campo('codiceTipoDocumento', t('printreport.codiceDocumento'))}
      {campo('subreport', t('printreport.subreport'))}
      <div className="registro-filtri-azioni">
        <Button type="submit" label={t('ui.cerca')} icon="pi pi-search" />
        <Button
          type="button"
          label={t('ui.reset')}
          icon="pi pi-filter-slash"
          outlined
          onClick={() => {
            setValori(VUOTI);
            onCerca(VUOTI);
          }}
        />
      </div>
    </form>
  );
}
