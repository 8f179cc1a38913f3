import { useState, type FormEvent } from 'react';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { Skeleton } from 'primereact/skeleton';
import { ProgressBar } from 'primereact/progressbar';
import { useTranslation } from 'react-i18next';
import { DataRefertazioneFields } from './data-refertazione-fields';
import { formatDate, formatDecimale, PageLayout, errorLines, giornoIllegibile, type ValoreGiorno } from '@registro/web-ui';
import { dayRange } from './day-range';
import { useDocumentiCounters } from './use-documenti-counters';
import './documenti.css';

interface CardContatoreProps {
  titolo: string;
  valore: number | undefined;
  icona: string;
  tono: 'prodotto' | 'fse';
  sottotitolo: string;
  caricamento: boolean;
  /** the share of the produced documents, 0-100, with its text */
  quota?: { percentuale: number; testo: string } | null;
}

function CardContatore({
  titolo,
  valore,
  icona,
  tono,
  sottotitolo,
  caricamento,
  quota,
}: CardContatoreProps) {
  return (
    <article
      className={`registro-contatore registro-contatore-${tono}`}
      aria-label={titolo}
    >
      <div className="registro-contatore-testata">
        <span className="registro-contatore-titolo">{titolo}</span>
        <span className="registro-contatore-icona">
          <i className={icona} aria-hidden="true" />
        </span>
      </div>
      {caricamento && valore === undefined ? (
        <Skeleton width="6rem" height="3.5rem" />
      ) : (
        <output
          className="registro-contatore-valore"
          data-testid={`contatore-${tono}`}
        >
          {formatDecimale(valore ?? 0)}
        </output>
      )}
      {quota && (
        <div className="registro-contatore-quota">
          <ProgressBar
            value={quota.percentuale}
            showValue={false}
            aria-label={quota.testo}
          />
          <small className="registro-contatore-sottotitolo">
            {quota.testo}
          </small>
        </div>
      )}
      <small className="registro-contatore-sottotitolo">{sottotitolo}</small>
    </article>
  );
}

/** /aslna1dashboard: documents produced and sent to the FSE between two report dates (spec 1 §2). */
export function RiepilogoDocumentiPage() {
  const { t } = useTranslation();
  const [dal, setDal] = useState<ValoreGiorno>(() => new Date());
  const [al, setAl] = useState<ValoreGiorno>(() => new Date());
  const [intervallo, setIntervallo] = useState(() =>
    dayRange(new Date(), new Date()),
  );
  const [errore, setErrore] = useState<string | null>(null);
  const contatori = useDocumentiCounters(intervallo);

  const cerca = (e: FormEvent) => {
    e.preventDefault();
    // an unreadable day already says so next to its field
    if (giornoIllegibile(dal) || giornoIllegibile(al)) {
      setErrore(null);
      return;
    }
    if (!(dal instanceof Date) || !(al instanceof Date)) {
      setErrore(t('riepilogoDocumenti.dateObbligatorie'));
      return;
    }
    const nuovo = dayRange(dal, al);
    if (nuovo.dataDal > nuovo.dataAl) {
      setErrore(t('riepilogoDocumenti.intervalloNonValido'));
      return;
    }
    setErrore(null);
    setIntervallo(nuovo);
    if (
      nuovo.dataDal === intervallo.dataDal &&
      nuovo.dataAl === intervallo.dataAl
    )
      void contatori.refetch();
  };
  const reset = () => {
    const oggi = new Date();
    setDal(oggi);
    setAl(oggi);
    setErrore(null);
    setIntervallo(dayRange(oggi, oggi));
  };
  const prodotto = contatori.data?.prodotto ?? 0;
  const percentualeFse =
    prodotto > 0
      ? Math.round(((contatori.data?.inviatoFse ?? 0) * 100) / prodotto)
      : 0;
  const periodo = t('riepilogoDocumenti.periodo', {
    dal: formatDate(intervallo.dataDal),
    al: formatDate(intervallo.dataAl),
  });

  return (
    <PageLayout
      titolo={t('riepilogoDocumenti.titolo')}
      onRefresh={() => void contatori.refetch()}
    >
      <form
        className="registro-card registro-filtri registro-riepilogo-filtri"
        onSubmit={cerca}
        role="search"
      >
        <DataRefertazioneFields idPrefisso="riepilogo" dal={dal} al={al} onDal={setDal} onAl={setAl} />
        <div className="registro-filtri-azioni">
          <Button
            type="submit"
            label={t('riepilogoDocumenti.find')}
            icon="pi pi-search"
            loading={contatori.isFetching}
          />
          <Button
            type="button"
            label={t('riepilogoDocumenti.reset')}
            icon="pi pi-filter-slash"
            outlined
            onClick={reset}
          />
        </div>
      </form>
      {errore && <Message severity="warn" text={errore} className="mb-3" />}
      {contatori.isError && (
        <Message
          severity="error"
          text={errorLines(contatori.error).join(' ')}
          className="mb-3"
        />
      )}
      <div className="registro-contatori">
        <CardContatore
          titolo={t('riepilogoDocumenti.prodotto')}
          valore={contatori.data?.prodotto}
          icona="pi pi-file"
          tono="prodotto"
          sottotitolo={periodo}
          caricamento={contatori.isFetching}
        />
        <CardContatore
          titolo={t('riepilogoDocumenti.inviatoFse')}
          valore={contatori.data?.inviatoFse}
          icona="pi pi-send"
          tono="fse"
          sottotitolo={periodo}
          quota={
            contatori.data
              ? {
                  percentuale: percentualeFse,
                  testo: t('riepilogoDocumenti.quotaFse', {
                    percentuale: percentualeFse,
                  }),
                }
              : null
          }
          caricamento={contatori.isFetching}
        />
      </div>
    </PageLayout>
  );
}
