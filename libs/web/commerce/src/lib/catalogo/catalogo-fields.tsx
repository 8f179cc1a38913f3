import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { InputSwitch } from 'primereact/inputswitch';
import { InputText } from 'primereact/inputtext';
import { useTranslation } from 'react-i18next';
import { FormField, useRegolaLimiti } from '@registro/web-ui';

interface CampoProps<T extends FieldValues> {
  control: Control<T>;
  nome: FieldPath<T>;
  etichetta: string;
  /** grid classes, e.g. "col-12 md:col-6" */
  className?: string;
  /** a message when empty (required field) */
  obbligatorio?: string;
  disabled?: boolean;
}

const idDi = (nome: string) => `catalogo-${nome.replace(/\./g, '-')}`;

/** A text input bound to the form. */
export function TestoField<T extends FieldValues>({ control, nome, etichetta, className = 'col-12 md:col-6', obbligatorio, disabled }: CampoProps<T>) {
  return (
    <Controller
      name={nome}
      control={control}
      rules={obbligatorio ? { validate: (v) => (typeof v === 'string' && v.trim() !== '') || obbligatorio } : undefined}
      render={({ field, fieldState }) => (
        <FormField id={idDi(nome)} etichetta={etichetta} errore={fieldState.error?.message} obbligatorio={!!obbligatorio} className={`${className} mb-3`}>
          <InputText id={idDi(nome)} value={(field.value as string | undefined) ?? ''} disabled={disabled} invalid={!!fieldState.error} onChange={(e) => field.onChange(e.target.value)} onBlur={field.onBlur} />
        </FormField>
      )}
    />
  );
}

/**
 * A decimal number bound to the form (Italian format, `decimali` digits at most). `min`/`max` are
 * checked with the field's message (as the server words it), never applied to what was typed.
 */
export function NumeroField<T extends FieldValues>({
  control,
  nome,
  etichetta,
  className = 'col-12 md:col-3',
  disabled,
  decimali = 2,
  min = 0,
  max,
  euro = false,
}: CampoProps<T> & { decimali?: number; min?: number; max?: number; /** an amount: reads 14,40 € (two decimals at least) */ euro?: boolean }) {
  const regolaLimiti = useRegolaLimiti();
  return (
    <Controller
      name={nome}
      control={control}
      rules={regolaLimiti(etichetta, { min, max })}
      render={({ field, fieldState }) => (
        <FormField id={idDi(nome)} etichetta={etichetta} errore={fieldState.error?.message} className={`${className} mb-3`}>
          <InputNumber
            inputId={idDi(nome)}
            value={(field.value as number | null | undefined) ?? 0}
            locale="it-IT"
            {...(euro ? { mode: 'currency' as const, currency: 'EUR', minFractionDigits: 2 } : { minFractionDigits: 0 })}
            maxFractionDigits={decimali}
            disabled={disabled}
            invalid={!!fieldState.error}
            onValueChange={(e) => field.onChange(e.value ?? 0)}
            onBlur={field.onBlur}
          />
        </FormField>
      )}
    />
  );
}

/** A yes/no switch bound to the form. */
export function SwitchField<T extends FieldValues>({ control, nome, etichetta, className = 'col-6 md:col-3' }: CampoProps<T>) {
  return (
    <Controller
      name={nome}
      control={control}
      render={({ field }) => (
        <FormField id={idDi(nome)} etichetta={etichetta} className={`${className} mb-3`}>
          <InputSwitch inputId={idDi(nome)} checked={!!field.value} onChange={(e) => field.onChange(!!e.value)} />
        </FormField>
      )}
    />
  );
}

export interface Opzione {
  label: string;
  value: string | number;
}

/** A select bound to the form, with the "-Seleziona Valore-" placeholder and a filter. */
export function SelectField<T extends FieldValues>({ control, nome, etichetta, className = 'col-12 md:col-6', obbligatorio, opzioni, onScelta }: CampoProps<T> & { opzioni: Opzione[]; onScelta?: (valore: unknown) => void }) {
  const { t } = useTranslation();
  return (
    <Controller
      name={nome}
      control={control}
      rules={obbligatorio ? { validate: (v) => (v !== null && v !== undefined && v !== '') || obbligatorio } : undefined}
      render={({ field, fieldState }) => (
        <FormField id={idDi(nome)} etichetta={etichetta} errore={fieldState.error?.message} className={`${className} mb-3`}>
          <Dropdown
            inputId={idDi(nome)}
            value={field.value ?? null}
            options={opzioni}
            placeholder={t('catalogo.selezionaValore')}
            filter={opzioni.length > 8}
            showClear={!obbligatorio}
            invalid={!!fieldState.error}
            onChange={(e) => {
              field.onChange(e.value ?? (typeof opzioni[0]?.value === 'number' ? null : ''));
              onScelta?.(e.value);
            }}
          />
        </FormField>
      )}
    />
  );
}
