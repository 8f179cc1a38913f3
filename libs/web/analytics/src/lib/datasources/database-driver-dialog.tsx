import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { useTranslation } from 'react-i18next';
import type { DatabaseDriver } from '@registro/contracts';
import { DialogFooter, FormField, useFeedback, useSaveRecord } from '@registro/web-ui';
import { showSaveError } from './save-error';

const FORM_ID = 'form-driver';

/** The driver modal of the Driver Database tab (edit only): Nome, JDBC Name, Classe Java, Query Fields Info. */
export function DatabaseDriverDialog({ driver, onHide }: { driver: DatabaseDriver | null; onHide: () => void }) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const { register, handleSubmit, reset } = useForm<DatabaseDriver>();
  useEffect(() => {
    if (driver) reset(driver);
  }, [driver, reset]);
  const salva = useSaveRecord<DatabaseDriver>({
    risorsa: '/dataanalysisdatabasedriver',
    dopoSalvataggio: onHide,
    mostraErrore: (errore) => showSaveError(feedback, errore, t('datasources.erroreSalvataggioDriver')),
  });
  /** the fields the server takes, nothing else the form holds */
  const corpo = (d: DatabaseDriver): DatabaseDriver => ({ id: d.id, driverName: d.driverName, jdbcName: d.jdbcName, className: d.className, queryFieldsInfo: d.queryFieldsInfo });

  return (
    <Dialog
      header={t('datasources.modificaDriver')}
      visible={!!driver}
      onHide={onHide}
      modal
      dismissableMask={false}
      style={{ width: 'min(44rem, 95vw)' }}
      footer={<DialogFooter onAnnulla={onHide} form={FORM_ID} etichetta={t('ui.salva')} icona="pi pi-save" invio={salva.isPending} />}
    >
      <form id={FORM_ID} className="flex flex-column gap-3" noValidate onSubmit={(e) => void handleSubmit((v) => salva.mutate(corpo(v)))(e)}>
        <FormField id="driver-driverName" etichetta={t('datasources.nome')}>
          <InputText id="driver-driverName" {...register('driverName')} />
        </FormField>
        <FormField id="driver-jdbcName" etichetta={t('datasources.jdbcName')}>
          <InputText id="driver-jdbcName" {...register('jdbcName')} />
        </FormField>
        <FormField id="driver-className" etichetta={t('datasources.classeJava')}>
          <InputText id="driver-className" {...register('className')} />
        </FormField>
        <FormField id="driver-queryFieldsInfo" etichetta={t('datasources.queryFieldsInfo')}>
          <InputTextarea id="driver-queryFieldsInfo" rows={6} spellCheck={false} className="registro-sql" {...register('queryFieldsInfo')} />
        </FormField>
      </form>
    </Dialog>
  );
}
