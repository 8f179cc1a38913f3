import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageLayout } from '@registro/web-ui';
import { useEditableProfile, type Indirizzo } from './use-editable-profile';

function Campo({ etichetta, valore }: { etichetta: string; valore: unknown }) {
  const testo = valore === null || valore === undefined || valore === '' ? '-' : String(valore);
  return (
    <div>
      <dt>{etichetta}</dt>
      <dd>{testo}</dd>
    </div>
  );
}

function BloccoIndirizzo({ titolo, indirizzo }: { titolo: string; indirizzo?: Indirizzo }) {
  const { t } = useTranslation();
  return (
    <>
      <h2 className="registro-sezione">{titolo}</h2>
      <dl className="registro-dettaglio-campi">
        <Campo etichetta={t('profilo.indirizzo')} valore={indirizzo?.indirizzo} />
        <Campo etichetta={t('profilo.civico')} valore={indirizzo?.civico} />
        <Campo etichetta={t('profilo.provincia')} valore={indirizzo?.provincia} />
        <Campo etichetta={t('profilo.comune')} valore={indirizzo?.comune} />
        <Campo etichetta={t('profilo.frazione')} valore={indirizzo?.frazione} />
        <Campo etichetta={t('profilo.cap')} valore={indirizzo?.cap} />
      </dl>
    </>
  );
}

/** /profilo/view/:id — the user's own profile, read-only (spec 1 §2). */
export function ProfileViewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id } = useParams();
  const { profilo } = useEditableProfile();
  return (
    <PageLayout titolo={t('shell.profilo')} onBack={() => navigate('/lemieprenotazioni')} onEdit={() => navigate(`/profilo/edit/${profilo.id ?? id}`)}>
      <div className="registro-card">
        <dl className="registro-dettaglio-campi">
          <Campo etichetta={t('profilo.username')} valore={profilo.username} />
          <Campo etichetta={t('profilo.cellulare')} valore={profilo.cellulare} />
          <Campo etichetta={t('profilo.email')} valore={profilo.email} />
        </dl>
        <h2 className="registro-sezione">{t('profilo.anagrafica')}</h2>
        <dl className="registro-dettaglio-campi">
          <Campo etichetta={t('profilo.cognome')} valore={profilo.cognome} />
          <Campo etichetta={t('profilo.nome')} valore={profilo.nome} />
          <Campo etichetta={t('profilo.tipoIdentificativo')} valore={profilo.tipoIdentificativo} />
          <Campo etichetta={t('profilo.identificativo')} valore={profilo.identificativo} />
        </dl>
        <BloccoIndirizzo titolo={t('profilo.domicilio')} indirizzo={profilo.domicilio} />
        <BloccoIndirizzo titolo={t('profilo.residenza')} indirizzo={profilo.residenza} />
        <dl className="registro-dettaglio-campi">
          <Campo etichetta={t('profilo.latitudine')} valore={profilo.latitudine} />
          <Campo etichetta={t('profilo.longitudine')} valore={profilo.longitudine} />
        </dl>
      </div>
    </PageLayout>
  );
}
