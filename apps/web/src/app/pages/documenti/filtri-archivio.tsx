import { useState, type FormEvent } from 'react';
import { InputText } from 'primereact/inputtext';
import { InputNumber } from 'primereact/inputnumber';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { CampiDataRefertazione } from './campi-data-refertazione';
import type { Query } from '@registro/web-ui';
import { fineGiorno, inizioGiorno } from './intervallo-giorni';

/** The filters GET documentrepository takes: report days (epoch ms), type, section, record id. */
export function FiltriArchivio({
  onCerca,
}: {
  onCerca: (filtri: Query) => void;
}) {
  const { t } = useTranslation();
  const [dal, setDal] = useState<Date | null>(null);
  const [al, setAl] = useState<Date | null>(null);
  const [tipoDocumento, setTipoDocumento] = useState('');
  const [sezione, setSezione] = useState('');
  const [idRisorsa, setIdRisorsa] = useState<number | null>(null);
  const cerca = (e: FormEvent) => {
    e.preventDefault();
    onCerca({
      dataDal: dal ? inizioGiorno(dal) : undefined,
      dataAl: al ? fineGiorno(al) : undefined,
      tipoDocumento: tipoDocumento.trim() || undefined,
      sezione: sezione.trim() || undefined,
      idRisorsa: idRisorsa ?? undefined,
    });
  };
  const reset = () => {
    setDal(null);
    setAl(null);
    setTipoDocumento('');
    setSezione('');
    setIdRisorsa(null);
    onCerca({});
  };
  return (
    <form className="registro-filtri" onSubmit={cerca} role="search">
      <CampiDataRefertazione idPrefisso="filtro-data" dal={dal} al={al} onDal={setDal} onAl={setAl} />
      <div className="registro-campo">
        <label htmlFor="filtro-tipoDocumento">
          {t('archivioDocumenti.tipoDocumento')}
        </label>
        <InputText
          id="filtro-tipoDocumento"
          value={tipoDocumento}
          onChange={(e) => setTipoDocumento(e.target.value)}
        />
      </div>
      <div className="registro-campo">
        <label htmlFor="filtro-sezione">{t('archivioDocumenti.sezione')}</label>
        <InputText
          id="filtro-sezione"
          value={sezione}
          onChange={(e) => setSezione(e.target.value)}
        />
      </div>
      <div className="registro-campo">
        <label htmlFor="filtro-idRisorsa">
          {t('archivioDocumenti.idRisorsa')}
        </label>
        <InputNumber
          inputId="filtro-idRisorsa"
          value={idRisorsa}
          onValueChange={(e) => setIdRisorsa(e.value ?? null)}
          useGrouping={false}
          min={1}
        />
      </div>
      <div className="registro-filtri-azioni">
        <Button type="submit" label={t('ui.cerca')} icon="pi pi-search" />
        <Button
          type="button"
          label={t('ui.reset')}
          icon="pi pi-filter-slash"
          outlined
          onClick={reset}
        />
      </div>
    </form>
  );
}
