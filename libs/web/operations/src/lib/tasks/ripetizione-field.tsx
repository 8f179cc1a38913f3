import { Controller, type Control } from 'react-hook-form';
import { Slider } from 'primereact/slider';
import type { TaskForm } from './task';

interface RipetizioneFieldProps {
  nome: 'ripetizioneMese' | 'ripetizioneGiorno' | 'ripetizioneOre' | 'ripetizioneMinuti';
  etichetta: string;
  max: number;
  control: Control<TaskForm>;
}

/** A repetition slider from 0 to max with its value beside the label. */
export function RipetizioneField({ nome, etichetta, max, control }: RipetizioneFieldProps) {
  return (
    <Controller
      name={nome}
      control={control}
      render={({ field }) => (
        <div className="registro-task-slider">
          <label id={`task-${nome}-etichetta`}>
            {etichetta} <output data-testid={`task-${nome}`}>{field.value}</output>
          </label>
          <Slider value={field.value} min={0} max={max} onChange={(e) => field.onChange(e.value as number)} aria-labelledby={`task-${nome}-etichetta`} />
        </div>
      )}
    />
  );
}
