import { useNavigate } from 'react-router';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { PageLayout } from '@registro/web-ui';
import './paziente.css';
import { HOME_PAZIENTE } from './paziente';

/**
 * /lemieprenotazioni (the own profile's Back target, spec 1 §2): there is no booking system yet,
 * so the upcoming bookings are honestly none; the patient's documents are one click away.
 */
export function LeMiePrenotazioniPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <PageLayout titolo={t('paziente.prenotazioni')}>
      <div className="registro-card registro-paziente-vuoto" data-testid="nessuna-prenotazione">
        <i className="pi pi-calendar-times" aria-hidden="true" />
        <h3>{t('paziente.nessunaPrenotazione')}</h3>
        <p>{t('paziente.nessunaPrenotazioneNota')}</p>
        <Button label={t('paziente.documenti')} icon="pi pi-file-pdf" onClick={() => navigate(HOME_PAZIENTE)} />
      </div>
    </PageLayout>
  );
}
