import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { useTranslation } from 'react-i18next';
import type { DashboardGruppo } from '@registro/contracts';
import { ApiError, DialogFooter, FormField, errorLines, escapeClosesOnlyTheMenu, useFeedback, useSaveRecord } from '@registro/web-ui';

export interface DashboardGruppoDialogProps {
  /** the association edited (id -1: new); null: closed */
  gruppo: DashboardGruppo | null;
  profili: { label: string; value: string }[];
  dashboards: { label: string; value: number }[];
  onHide: () => void;
}

const FORM_ID = 'form-dashboard-gruppo';

/**
 * "Nuovo gruppo" / "Aggiorna gruppo" (spec 2 §2.8, §5, §8): Profilo and Dashboard, both required
 * (toast 'Tutti i campi sono obbligatori'); a 400 opens ATTENZIONE with messaggio, other errors
 * the toast 'Errore nel salvataggio' and the message.
 */
export function DashboardGruppoDialog({ gruppo, profili, dashboards, onHide }: DashboardGruppoDialogProps) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const { control, handleSubmit, reset } = useForm<DashboardGruppo>();
  useEffect(() => {
    if (gruppo) reset(gruppo);
  }, [gruppo, reset]);
  const nuovo = !gruppo || gruppo.id === -1;
  const salva = useSaveRecord<DashboardGruppo>({
    risorsa: '/dataanalysisgruppodashboard',
    successo: { testo: t('dashboardGruppi.salvataggioOk') },
    dopoSalvataggio: onHide,
    mostraErrore: (errore) => {
      if (errore instanceof ApiError && errore.status === 400) feedback.mostraErrore(errore);
      else feedback.avviso(`${t('dashboardGruppi.erroreSalvataggio')} ${errorLines(errore).join(' ')}`);
    },
  });
  const invia = handleSubmit((valori) => {
    if (!valori.profilo || !valori.idDashboard) {
      feedback.avviso(t('dashboardGruppi.obbligatori'));
      return;
    }
    salva.mutate({ id: valori.id, profilo: valori.profilo, idDashboard: valori.idDashboard });
  });

  return (
    <Dialog
      header={nuovo ? t('dashboardGruppi.nuovo') : t('dashboardGruppi.aggiorna')}
      visible={!!gruppo}
      onHide={onHide}
      modal
      style={{ width: 'min(32rem, 95vw)' }}
      footer={<DialogFooter onAnnulla={onHide} form={FORM_ID} etichetta={t('ui.salva')} icona="pi pi-save" invio={salva.isPending} />}
    >
      <form id={FORM_ID} className="flex flex-column gap-3" noValidate onSubmit={(e) => void invia(e)} onKeyDown={escapeClosesOnlyTheMenu}>
        <FormField id="gruppo-profilo" etichetta={t('dashboardGruppi.profilo')}>
          <Controller
            name="profilo"
            control={control}
            render={({ field }) => <Dropdown inputId="gruppo-profilo" value={field.value || null} options={profili} filter showClear onChange={(e) => field.onChange(e.value ?? '')} />}
          />
        </FormField>
        <FormField id="gruppo-dashboard" etichetta={t('dashboardGruppi.dashboard')}>
          <Controller
            name="idDashboard"
            control={control}
            render={({ field }) => <Dropdown inputId="gruppo-dashboard" value={field.value ?? null} options={dashboards} filter showClear onChange={(e) => field.onChange(e.value ?? null)} />}
          />
        </FormField>
      </form>
    </Dialog>
  );
}
