import { useTranslation } from 'react-i18next';
import { DayField, useErroreGiorno, type ValoreGiorno } from '@registro/web-ui';

interface DataRefertazioneFieldsProps {
  /** prefix of the two inputs' ids */
  idPrefisso: string;
  dal: ValoreGiorno;
  al: ValoreGiorno;
  onDal: (data: ValoreGiorno) => void;
  onAl: (data: ValoreGiorno) => void;
}

/** The two filters "Data Refertazione Dal" and "Data Refertazione Al" (web-ui's day fields), each with its message. */
export function DataRefertazioneFields({ idPrefisso, dal, al, onDal, onAl }: DataRefertazioneFieldsProps) {
  const { t } = useTranslation();
  const erroreGiorno = useErroreGiorno();
  const campi = [
    { id: `${idPrefisso}-dal`, etichetta: t('riepilogoDocumenti.dataDal'), valore: dal, cambia: onDal },
    { id: `${idPrefisso}-al`, etichetta: t('riepilogoDocumenti.dataAl'), valore: al, cambia: onAl },
  ];
  return (
    <>
      {campi.map((c) => (
        <div className="registro-campo" key={c.id}>
          <label htmlFor={c.id}>{c.etichetta}</label>
          <DayField inputId={c.id} value={c.valore} onChange={c.cambia} />
          {erroreGiorno(c.valore) && (
            <small className="registro-errore-campo" role="alert">
              {erroreGiorno(c.valore)}
            </small>
          )}
        </div>
      ))}
    </>
  );
}
