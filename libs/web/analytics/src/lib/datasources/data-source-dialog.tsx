import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { useTranslation } from 'react-i18next';
import type { DataSource } from '@registro/contracts';
import { DialogFooter, FormField, PasswordField, useFeedback, useRegolaLimiti, useSaveRecord } from '@registro/web-ui';
import { showSaveError } from './save-error';
import { useDrivers } from './use-datasources';

export const NUOVA_SORGENTE: DataSource = { id: -1, driver: null, datasourceName: '', host: '', port: null, database: '', username: '', password: '', jdbcUrl: '' };

const FORM_ID = 'form-datasource';

/**
 * The data source modal (spec 2 §2.8): Driver, Nome, Host, Porta, Database, Username, Password,
 * Connection String; not closed by a click on the backdrop. The password is never shown: empty
 * keeps the stored one.
 */
export function DataSourceDialog({ sorgente, onHide }: { sorgente: DataSource | null; onHide: () => void }) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const drivers = useDrivers();
  const { control, register, handleSubmit, reset, formState } = useForm<DataSource>();
  const regolaLimiti = useRegolaLimiti();
  useEffect(() => {
    if (sorgente) reset({ ...sorgente, password: '' });
  }, [sorgente, reset]);
  const nuovo = !sorgente || sorgente.id === -1;
  const salva = useSaveRecord<DataSource>({
    risorsa: '/dataanalysisdatasources',
    dopoSalvataggio: onHide,
    mostraErrore: (errore) => showSaveError(feedback, errore, t('datasources.erroreSalvataggio')),
  });
  /** the fields the server takes, nothing else the form holds */
  const corpo = (v: DataSource): DataSource => ({
    id: v.id,
    driver: v.driver,
    datasourceName: v.datasourceName,
    host: v.host,
    port: v.port,
    database: v.database,
    username: v.username,
    password: v.password,
    jdbcUrl: v.jdbcUrl,
  });
  const opzioniDriver = (drivers.data ?? []).map((d) => ({ label: d.driverName, value: d.id }));
  const testo = (nome: 'datasourceName' | 'host' | 'database' | 'username' | 'jdbcUrl', etichetta: string) => (
    <FormField id={`datasource-${nome}`} etichetta={etichetta} className={`col-12 ${nome === 'jdbcUrl' ? '' : 'md:col-6'} mb-3`}>
      <InputText id={`datasource-${nome}`} {...register(nome)} autoComplete="off" />
    </FormField>
  );

  return (
    <Dialog
      header={nuovo ? t('datasources.nuovo') : t('datasources.modifica')}
      visible={!!sorgente}
      onHide={onHide}
      modal
      dismissableMask={false}
      closeOnEscape={false}
      style={{ width: 'min(48rem, 95vw)' }}
      footer={<DialogFooter onAnnulla={onHide} form={FORM_ID} etichetta={t('ui.salva')} icona="pi pi-save" invio={salva.isPending} />}
    >
      <form id={FORM_ID} className="grid formgrid" noValidate onSubmit={(e) => void handleSubmit((v) => salva.mutate(corpo(v)))(e)}>
        <FormField className="col-12 md:col-6 mb-3" id="datasource-driver" etichetta={t('datasources.driver')}>
          <Controller
            name="driver"
            control={control}
            render={({ field }) => <Dropdown inputId="datasource-driver" value={field.value ?? null} options={opzioniDriver} onChange={(e) => field.onChange(e.value ?? null)} placeholder={t('datasources.scegliDriver')} />}
          />
        </FormField>
        {testo('datasourceName', t('datasources.nome'))}
        {testo('host', t('datasources.host'))}
        <FormField className="col-12 md:col-6 mb-3" id="datasource-port" etichetta={t('datasources.porta')} errore={formState.errors.port?.message}>
          <Controller
            name="port"
            control={control}
            rules={regolaLimiti(t('datasources.porta'), { min: 1, max: 65535 })}
            render={({ field, fieldState }) => (
              <InputNumber inputId="datasource-port" value={field.value ?? null} useGrouping={false} onValueChange={(e) => field.onChange(e.value ?? null)} invalid={!!fieldState.error} />
            )}
          />
        </FormField>
        {testo('database', t('datasources.database'))}
        {testo('username', t('datasources.username'))}
        <div className="col-12 md:col-6 mb-3">
          <PasswordField id="datasource-password" etichetta={t('datasources.password')} registrazione={register('password')} />
          {!nuovo && <small className="text-color-secondary">{t('datasources.passwordInvariata')}</small>}
        </div>
        {testo('jdbcUrl', t('datasources.connectionString'))}
      </form>
    </Dialog>
  );
}
