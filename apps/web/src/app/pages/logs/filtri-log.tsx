import { useState, type FormEvent } from 'react';
import { Calendar } from 'primereact/calendar';
import { InputText } from 'primereact/inputtext';
import { Dropdown } from 'primereact/dropdown';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';

/** The filters GET /api/logs takes; dates as epoch ms. */
export interface FiltriLog {
  dataDal?: number;
  dataAl?: number;
  sezione?: string;
  username?: string;
  descrizioneEvento?: string;
  ip?: string;
  userAgent?: string;
  stato?: string;
  idRisorsa?: string;
}

const CAMPI_TESTO = ['sezione', 'username', 'descrizioneEvento', 'ip', 'userAgent', 'idRisorsa'] as const;
type CampoTesto = (typeof CAMPI_TESTO)[number];
const TESTI_VUOTI: Record<CampoTesto | 'stato', string> = { sezione: '', username: '', descrizioneEvento: '', ip: '', userAgent: '', idRisorsa: '', stato: '' };

/** /logs filters: from/to datetime, the text fields and the status; applied on Cerca, cleared by Reset. */
export function FiltriLogBar({ onCerca }: { onCerca: (filtri: FiltriLog) => void }) {
  const { t } = useTranslation();
  const [dal, setDal] = useState<Date | null>(null);
  const [al, setAl] = useState<Date | null>(null);
  const [testi, setTesti] = useState(TESTI_VUOTI);
  const cerca = (e: FormEvent) => {
    e.preventDefault();
    const filtri: FiltriLog = { dataDal: dal?.getTime(), dataAl: al?.getTime() };
    for (const [nome, valore] of Object.entries(testi)) {
      if (valore.trim()) filtri[nome as CampoTesto | 'stato'] = valore.trim();
    }
    onCerca(filtri);
  };
  const reset = () => {
    setDal(null);
    setAl(null);
    setTesti(TESTI_VUOTI);
    onCerca({});
  };
  return (
    <form className="registro-filtri" onSubmit={cerca} role="search">
      <div className="registro-campo">
        <label htmlFor="filtro-dataDal">{t('logs.dataDal')}</label>
        <Calendar inputId="filtro-dataDal" value={dal} onChange={(e) => setDal((e.value as Date | null) ?? null)} showTime showSeconds hourFormat="24" dateFormat="dd-mm-yy" showIcon />
      </div>
      <div className="registro-campo">
        <label htmlFor="filtro-dataAl">{t('logs.dataAl')}</label>
        <Calendar inputId="filtro-dataAl" value={al} onChange={(e) => setAl((e.value as Date | null) ?? null)} showTime showSeconds hourFormat="24" dateFormat="dd-mm-yy" showIcon />
      </div>
      {CAMPI_TESTO.map((nome) => (
        <div key={nome} className="registro-campo">
          <label htmlFor={`filtro-${nome}`}>{t(`logs.${nome}`)}</label>
          <InputText id={`filtro-${nome}`} value={testi[nome]} onChange={(e) => setTesti((v) => ({ ...v, [nome]: e.target.value }))} />
        </div>
      ))}
      <div className="registro-campo">
        <label htmlFor="filtro-stato">{t('logs.stato')}</label>
        <Dropdown
          inputId="filtro-stato"
          value={testi.stato}
          options={[{ label: '', value: '' }, ...['INFO', 'WARNING', 'ERROR'].map((s) => ({ label: s, value: s }))]}
          onChange={(e) => setTesti((v) => ({ ...v, stato: e.value ?? '' }))}
        />
      </div>
      <div className="registro-filtri-azioni">
        <Button type="submit" label={t('ui.cerca')} icon="pi pi-search" />
        <Button type="button" label={t('ui.reset')} icon="pi pi-filter-slash" outlined onClick={reset} />
      </div>
    </form>
  );
}
