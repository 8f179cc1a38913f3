import { Calendar } from 'primereact/calendar';
import { useTranslation } from 'react-i18next';

interface DataRefertazioneFieldsProps {
  /** prefix of the two inputs' ids */
  idPrefisso: string;
  dal: Date | null;
  al: Date | null;
  onDal: (data: Date | null) => void;
  onAl: (data: Date | null) => void;
}

/** The two filters "Data Refertazione Dal" and "Data Refertazione Al" (it-IT calendars). */
export function DataRefertazioneFields({ idPrefisso, dal, al, onDal, onAl }: DataRefertazioneFieldsProps) {
  const { t } = useTranslation();
  const campi = [
    { id: `${idPrefisso}-dal`, etichetta: t('riepilogoDocumenti.dataDal'), valore: dal, cambia: onDal },
    { id: `${idPrefisso}-al`, etichetta: t('riepilogoDocumenti.dataAl'), valore: al, cambia: onAl },
  ];
  return (
    <>
      {campi.map((c) => (
        <div className="registro-campo" key={c.id}>
          <label htmlFor={c.id}>{c.etichetta}</label>
          <Calendar
            inputId={c.id}
            value={c.valore}
            onChange={(e) => c.cambia((e.value as Date | null) ?? null)}
            dateFormat="dd/mm/yy"
            showIcon
            showButtonBar
          />
        </div>
      ))}
    </>
  );
}
