import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Timeline } from 'primereact/timeline';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import { DetailFields, PageLayout, formatDateTime, errorLines, type DetailField } from '@registro/web-ui';
import { logColor } from './log-color';
import { operazioneLeggibile } from './log-operazione';
import { LogStatoTag } from './log-stato-tag';
import { nomeSezione, type VoceLog } from '@registro/contracts';
import { queryKeys } from '../query-keys';
import { useInfoUtente, useTimelineLog } from './use-log-details';

const dataOTrattino = (valore: string | number | null | undefined) => formatDateTime(valore) || '-';

/** /logs/detailsview/:username?dataDal=: the user card and a timeline of the user's log, newest first. */
export function LogDetailsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { username = '' } = useParams();
  const [parametri] = useSearchParams();
  const dataDal = parametri.get('dataDal') ?? undefined;
  const utente = useInfoUtente(username);
  const voci = useTimelineLog(username, dataDal);
  const errore = utente.error ?? voci.error;
  const u = utente.data;
  const righe: DetailField[] = u
    ? [
        [t('logs.username'), u.username],
        [t('logs.profilo'), u.profilo ?? '-'],
        [t('logs.attivo'), u.attivo ? 'ATTIVO' : 'DISATTIVATO'],
        [t('logs.email'), u.email || '-'],
        [t('utenti.cognome'), u.lastname || '-'],
        [t('utenti.nome'), u.firstname || '-'],
        [t('logs.createUser'), u.createUser || '-'],
        [t('logs.createDate'), dataOTrattino(u.createDate)],
        [t('logs.updateUser'), u.updateUser || '-'],
        [t('logs.updateDate'), dataOTrattino(u.updateDate)],
        [t('logs.scadenzaUtenza'), dataOTrattino(u.scadenzaUtenza)],
      ]
    : [];
  return (
    <PageLayout
      titolo={`${t('logs.titolo')} - ${username}`}
      onBack={() => navigate('/logs')}
      onRefresh={() => queryClient.invalidateQueries({ queryKey: queryKeys.logs.timelineOf(username) })}
    >
      {errore && <Message severity="error" text={errorLines(errore).join(' ')} className="mb-2" />}
      <div className="registro-log-dettaglio">
        <section className="registro-card" aria-label={t('logs.schedaUtente')}>
          <h2>{t('logs.schedaUtente')}</h2>
          <DetailFields campi={righe} className="registro-log-scheda" />
        </section>
        <section className="registro-card" aria-label={t('logs.cronologia')}>
          <h2>{t('logs.cronologia')}</h2>
          {voci.data && voci.data.list.length === 0 && <p>{t('ui.nessunRisultato')}</p>}
          <Timeline
            value={voci.data?.list ?? []}
            opposite={(v: VoceLog) => <small>{formatDateTime(v.dataOra)}</small>}
            marker={(v: VoceLog) => <span className="registro-log-marker" style={{ background: logColor(v) }} />}
            content={(v: VoceLog) => (
              <div className="registro-log-evento">
                <LogStatoTag voce={v} /> <Tag value={operazioneLeggibile(t, v.operation)} severity="secondary" /> {v.descrizioneEvento}
                <div>
                  <small>
                    {nomeSezione(v.sezione)}
                    {v.idRisorsa ? ` ${v.idRisorsa}` : ''}
                    {v.ip ? ` · ${v.ip}` : ''}
                  </small>
                </div>
              </div>
            )}
          />
        </section>
      </div>
    </PageLayout>
  );
}
