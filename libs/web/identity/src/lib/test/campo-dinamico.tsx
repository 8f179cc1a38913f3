import { Controller, type Control, type FieldValues } from 'react-hook-form';
import { InputText } from 'primereact/inputtext';
import { InputNumber } from 'primereact/inputnumber';
import { InputTextarea } from 'primereact/inputtextarea';
import { Calendar } from 'primereact/calendar';
import { Dropdown } from 'primereact/dropdown';
import { Checkbox } from 'primereact/checkbox';
import { useTranslation } from 'react-i18next';
import type { FieldDefinition } from './campi-demo';

/** Renders one field of a definition list, bound to react-hook-form. */
export function DynamicField({ campo, control }: { campo: FieldDefinition; control: Control<FieldValues> }) {
  const { t } = useTranslation();
  const etichetta = t(campo.etichetta);
  return (
    <Controller
      name={campo.nome}
      control={control}
      rules={campo.obbligatorio ? { required: t('validazione.obbligatorio', { campo: etichetta }) } : undefined}
      render={({ field, fieldState }) => {
        const invalid = !!fieldState.error;
        const input = (() => {
          switch (campo.tipo) {
            case 'numero':
              return <InputNumber inputId={campo.nome} value={field.value ?? null} onValueChange={(e) => field.onChange(e.value)} invalid={invalid} />;
            case 'data':
              return <Calendar inputId={campo.nome} value={field.value ?? null} onChange={(e) => field.onChange(e.value)} dateFormat="dd/mm/yy" showIcon invalid={invalid} />;
            case 'select':
              return <Dropdown inputId={campo.nome} value={field.value ?? null} options={campo.opzioni} onChange={(e) => field.onChange(e.value)} showClear invalid={invalid} />;
            case 'checkbox':
              return <Checkbox inputId={campo.nome} checked={!!field.value} onChange={(e) => field.onChange(e.checked)} />;
            case 'textarea':
              return <InputTextarea id={campo.nome} value={field.value ?? ''} onChange={field.onChange} rows={3} invalid={invalid} />;
            default:
              return <InputText id={campo.nome} value={field.value ?? ''} onChange={field.onChange} invalid={invalid} />;
          }
        })();
        return (
          <div className={`col-12 md:col-${campo.colonne ?? 12} registro-campo`}>
            <label htmlFor={campo.nome}>
              {etichetta}
              {campo.obbligatorio && ' *'}
            </label>
            {input}
            {fieldState.error && <small className="p-error">{fieldState.error.message}</small>}
          </div>
        );
      }}
    />
  );
}
