import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { Password } from 'primereact/password';
import { useTranslation } from 'react-i18next';
import { useInstallation } from './use-installazione';
import '../amministrazione.css';

const ICONE_ESITO = { ok: 'pi pi-check-circle', ko: 'pi pi-times-circle', info: 'pi pi-info-circle' } as const;

/** File name, driver, host, port, username, password, database; disabled until the file is read. */
export function InstallationForm() {
  const { t } = useTranslation();
  const { valori, imposta, letto, passwordImpostata, esito, drivers, leggi, salva, verifica } = useInstallation();
  const campo = (id: string, etichetta: string, input: React.ReactNode, largo = false) => (
    <div className={`registro-campo${largo ? ' registro-campo-largo' : ''}`}>
      <label htmlFor={id}>{etichetta}</label>
      {input}
    </div>
  );
  return (
    <div className="registro-card registro-installazione-card">
      <form className="registro-installazione-griglia" onSubmit={(e) => e.preventDefault()}>
        {campo('inst-file', t('installazione.fileName'), <InputText id="inst-file" value={valori.fileName} onChange={(e) => imposta('fileName', e.target.value)} />, true)}
        {campo(
          'inst-driver',
          t('installazione.driver'),
          <Dropdown
            inputId="inst-driver"
            value={valori.driverName}
            options={drivers}
            optionLabel="label"
            optionValue="driverName"
            placeholder="-Seleziona Valore-"
            disabled={!letto}
            onChange={(e) => imposta('driverName', e.value)}
          />,
          true,
        )}
        {campo('inst-host', t('installazione.host'), <InputText id="inst-host" value={valori.host} disabled={!letto} onChange={(e) => imposta('host', e.target.value)} />)}
        {campo(
          'inst-porta',
          t('installazione.porta'),
          <InputText id="inst-porta" keyfilter="int" value={valori.port ? String(valori.port) : ''} disabled={!letto} onChange={(e) => imposta('port', Number(e.target.value) || 0)} />,
        )}
        {campo('inst-username', t('installazione.username'), <InputText id="inst-username" value={valori.username} disabled={!letto} autoComplete="off" onChange={(e) => imposta('username', e.target.value)} />)}
        {campo(
          'inst-password',
          t('installazione.password'),
          <Password
            inputId="inst-password"
            value={valori.password}
            disabled={!letto}
            feedback={false}
            toggleMask
            autoComplete="new-password"
            placeholder={passwordImpostata ? t('installazione.passwordImpostata') : ''}
            onChange={(e) => imposta('password', e.target.value)}
          />,
        )}
        {campo('inst-database', t('installazione.database'), <InputText id="inst-database" value={valori.database} disabled={!letto} onChange={(e) => imposta('database', e.target.value)} />, true)}
      </form>
      <div className="registro-installazione-azioni">
        <Button label={t('installazione.leggiFile')} icon="pi pi-file-import" outlined onClick={() => void leggi()} />
        <Button label={t('installazione.salvaFile')} icon="pi pi-save" disabled={!letto} onClick={() => void salva()} />
        <Button label={t('installazione.testConnessione')} icon="pi pi-bolt" severity="secondary" disabled={!letto} onClick={() => void verifica()} />
      </div>
      {esito && (
        <div className={`registro-esito registro-esito-${esito.tipo}`} role="status" data-testid="esito-connessione">
          <i className={ICONE_ESITO[esito.tipo]} aria-hidden />
          <span>{esito.testo}</span>
        </div>
      )}
    </div>
  );
}
