import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { InputSwitch } from 'primereact/inputswitch';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { SelectButton } from 'primereact/selectbutton';
import { Slider } from 'primereact/slider';
import { useTranslation } from 'react-i18next';
import type { DashboardElement } from '@registro/contracts';
import { useRegolaLimiti } from '@registro/web-ui';
import { columnsOf, distinctValues, formatEtichetta } from './chart-data';
import { LARGHEZZE } from './dashboard-element';
import { useAnalysisQueries, useQueryRows } from './use-query-rows';

export interface ChartConfigDialogProps {
  /** the element being configured; null: closed */
  elemento: DashboardElement | null;
  onHide: () => void;
  onConferma: (elemento: DashboardElement) => void;
}

const FORM_ID = 'form-configurazione-grafico';

/**
 * The chart configuration dialog (spec 2 §2.8, spec 1 /dashboard): every field of an element; the
 * query runs to list its columns (X-axis switches, dimension, filter); the type-related controls
 * are off for a numeric card, whose query must return one row or OK stays disabled.
 */
export function ChartConfigDialog({ elemento, onHide, onConferma }: ChartConfigDialogProps) {
  const { t } = useTranslation();
  const { control, handleSubmit, reset, watch, setValue } = useForm<DashboardElement>();
  const regolaLimiti = useRegolaLimiti();
  useEffect(() => {
    if (elemento) reset(elemento);
  }, [elemento, reset]);
  const queries = useAnalysisQueries();
  const [idQuery, type, filtro, xvalue] = watch(['idQuery', 'type', 'filters', 'xvalue']);
  const righe = useQueryRows(idQuery);
  const colonne = columnsOf(righe.data ?? []);
  const numerico = type === 'numeric';
  const troppeRighe = numerico && (righe.data?.length ?? 0) > 1;
  const assiX = (xvalue ?? '').split(';').filter(Boolean);
  const opzioniColonne = colonne.map((c) => ({ label: c, value: c }));
  // without `dataanalysis` the list of queries is refused: the element's own query stays selectable
  const opzioniQuery = (queries.data ?? []).map((q) => ({ label: q.title, value: q.id }));
  if (idQuery && !opzioniQuery.some((q) => q.value === idQuery)) opzioniQuery.push({ label: t('dashboards.queryNumero', { id: idQuery }), value: idQuery });

  const campo = (etichetta: string, figlio: React.ReactNode, classe = 'col-12 md:col-6', id?: string) => (
    <div className={`${classe} flex flex-column gap-1`}>
      <label className="font-medium" htmlFor={id}>
        {etichetta}
      </label>
      {figlio}
    </div>
  );

  return (
    <Dialog
      header={t('dashboards.configurazioneGrafico')}
      visible={!!elemento}
      onHide={onHide}
      modal
      style={{ width: 'min(60rem, 96vw)' }}
      footer={
        <div className="flex justify-content-end gap-2">
          <Button type="button" label={t('ui.annulla')} icon="pi pi-times" outlined onClick={onHide} />
          <Button type="submit" form={FORM_ID} label={t('ui.ok')} icon="pi pi-check" disabled={troppeRighe || righe.isFetching} />
        </div>
      }
      data-testid="dialog-configurazione-grafico"
    >
      <form id={FORM_ID} className="grid" onSubmit={handleSubmit((valori) => onConferma({ ...valori, xvalue: valori.xvalue ?? '' }))}>
        {campo(t('dashboards.titoloGrafico'), <Controller name="title" control={control} render={({ field }) => <InputText id="titolo-grafico" {...field} value={field.value ?? ''} />} />, 'col-12 md:col-6', 'titolo-grafico')}
        {campo(
          t('dashboards.posizione'),
          <Controller
            name="position"
            control={control}
            rules={regolaLimiti(t('dashboards.posizione'), { min: 1 })}
            render={({ field, fieldState }) => (
              <>
                <InputNumber inputId="posizione" className="w-full" inputClassName="w-full" value={field.value} onValueChange={(e) => field.onChange(e.value ?? 1)} invalid={!!fieldState.error} />
                {fieldState.error && <small className="p-error" role="alert">{fieldState.error.message}</small>}
              </>
            )}
          />,
          'col-6 md:col-3',
          'posizione',
        )}
        {campo(
          t('dashboards.margineSinistro'),
          <Controller
            name="marginLeft"
            control={control}
            rules={regolaLimiti(t('dashboards.margineSinistro'), { min: 0 })}
            render={({ field, fieldState }) => (
              <>
                <InputNumber inputId="margine" className="w-full" inputClassName="w-full" value={field.value} onValueChange={(e) => field.onChange(e.value ?? 0)} disabled={numerico} invalid={!!fieldState.error} />
                {fieldState.error && <small className="p-error" role="alert">{fieldState.error.message}</small>}
              </>
            )}
          />,
          'col-6 md:col-3',
          'margine',
        )}
        {campo(
          t('dashboards.query'),
          <div className="p-inputgroup">
            <Controller
              name="idQuery"
              control={control}
              render={({ field }) => (
                <Dropdown
                  inputId="query"
                  value={field.value}
                  options={opzioniQuery}
                  filter
                  placeholder={t('dashboards.scegliQuery')}
                  onChange={(e) => {
                    field.onChange(e.value);
                    setValue('xvalue', '');
                  }}
                />
              )}
            />
            <Button type="button" icon="pi pi-refresh" aria-label={t('ui.aggiorna')} tooltip={t('ui.aggiorna')} onClick={() => void queries.refetch()} />
          </div>,
          'col-12',
          'query',
        )}
        {righe.isError && (
          <div className="col-12">
            <Message severity="error" text={t('dashboards.queryInErrore')} className="w-full justify-content-start" />
          </div>
        )}
        {troppeRighe && (
          <div className="col-12">
            <Message severity="warn" text={t('dashboards.numericoUnaRiga')} className="w-full justify-content-start" />
          </div>
        )}
        {campo(
          t('dashboards.tipo'),
          <Controller
            name="type"
            control={control}
            render={({ field }) => (
              <SelectButton value={field.value} onChange={(e) => e.value && field.onChange(e.value)} options={[{ label: t('dashboards.tipoGraphic'), value: 'graphic' }, { label: t('dashboards.tipoNumeric'), value: 'numeric' }]} />
            )}
          />,
          'col-12 md:col-4',
        )}
        {campo(
          t('dashboards.tipoGrafico'),
          <Controller
            name="graphicType"
            control={control}
            render={({ field }) => (
              <SelectButton
                value={field.value}
                disabled={numerico}
                onChange={(e) => e.value && field.onChange(e.value)}
                options={[{ label: t('dashboards.barre'), value: 'bar' }, { label: t('dashboards.linee'), value: 'line' }]}
              />
            )}
          />,
          'col-12 md:col-4',
        )}
        {campo(
          t('dashboards.orientamento'),
          <Controller
            name="horizontalDirection"
            control={control}
            render={({ field }) => (
              <SelectButton
                value={!!field.value}
                disabled={numerico}
                onChange={(e) => e.value !== null && e.value !== undefined && field.onChange(e.value)}
                options={[{ label: t('dashboards.orizzontale'), value: true }, { label: t('dashboards.verticale'), value: false }]}
              />
            )}
          />,
          'col-12 md:col-4',
        )}
        {LARGHEZZE.map((l) => (
          <Controller
            key={l}
            name={l}
            control={control}
            render={({ field }) =>
              campo(
                `${t(`dashboards.larghezza.${l}`)}: ${field.value ?? 0}`,
                <Slider value={field.value ?? 0} min={0} max={12} step={1} onChange={(e) => field.onChange(e.value as number)} aria-label={t(`dashboards.larghezza.${l}`)} className="mt-2 mb-2" />,
                'col-6 md:col-4',
              ) as React.ReactElement
            }
          />
        ))}
        {campo(
          t('dashboards.dimensione'),
          <Controller name="dimension" control={control} render={({ field }) => <Dropdown inputId="dimensione" value={field.value || null} options={opzioniColonne} showClear disabled={numerico} onChange={(e) => field.onChange(e.value ?? '')} />} />,
          'col-12 md:col-4',
          'dimensione',
        )}
        {campo(
          t('dashboards.filtro'),
          <Controller
            name="filters"
            control={control}
            render={({ field }) => (
              <Dropdown
                inputId="filtro"
                value={field.value || null}
                options={opzioniColonne}
                showClear
                disabled={numerico}
                onChange={(e) => {
                  field.onChange(e.value ?? '');
                  setValue('filtroIniziale', '');
                }}
              />
            )}
          />,
          'col-12 md:col-4',
          'filtro',
        )}
        {campo(
          t('dashboards.filtroIniziale'),
          <Controller
            name="filtroIniziale"
            control={control}
            render={({ field }) => (
              <Dropdown
                inputId="filtro-iniziale"
                value={field.value || null}
                options={distinctValues(righe.data ?? [], filtro).map((v) => ({ label: formatEtichetta(v), value: v }))}
                showClear
                disabled={numerico || !filtro}
                onChange={(e) => field.onChange(e.value ?? '')}
              />
            )}
          />,
          'col-12 md:col-4',
          'filtro-iniziale',
        )}
        <div className="col-12 flex flex-column gap-2">
          <label className="font-medium">{t('dashboards.campiAsseX')}</label>
          {!colonne.length && <small className="text-color-secondary">{t('dashboards.nessunaColonna')}</small>}
          <div className="flex flex-wrap gap-4">
            {colonne.map((c) => (
              <label key={c} className="flex align-items-center gap-2">
                <InputSwitch
                  checked={assiX.includes(c)}
                  disabled={numerico}
                  aria-label={c}
                  onChange={(e) => setValue('xvalue', (e.value ? [...assiX, c] : assiX.filter((x) => x !== c)).join(';'), { shouldDirty: true })}
                />
                {c}
              </label>
            ))}
          </div>
        </div>
        <div className="col-12 flex align-items-center gap-2">
          <Controller name="legendVisible" control={control} render={({ field }) => <InputSwitch inputId="legenda" checked={field.value !== false} disabled={numerico} onChange={(e) => field.onChange(!!e.value)} />} />
          <label htmlFor="legenda">{t('dashboards.legendaVisibile')}</label>
        </div>
      </form>
    </Dialog>
  );
}
