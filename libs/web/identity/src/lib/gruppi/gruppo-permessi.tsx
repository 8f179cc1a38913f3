import { useTranslation } from 'react-i18next';
import type { GruppoDetail } from './gruppo';

/** Each section with its permissions, marked granted or not granted. */
export function GruppoPermessi({ sezioni }: { sezioni: GruppoDetail['sezioni'] }) {
  const { t } = useTranslation();
  return (
    <table className="registro-tabella-permessi">
      <tbody>
        {sezioni.map((sezione) => (
          <tr key={sezione.id}>
            <th scope="row">{sezione.descrizione}</th>
            <td>
              <div className="registro-permessi-switch">
                {sezione.permessi.map((p) => (
                  <span key={p.descrizione} className={`registro-permesso ${p.attivo ? 'concesso' : 'negato'}`} title={p.attivo ? t('gruppi.concesso') : t('gruppi.nonConcesso')}>
                    <i className={`pi ${p.attivo ? 'pi-check-circle' : 'pi-times-circle'}`} aria-hidden /> {p.descrizione}
                    <span className="sr-only"> {p.attivo ? t('gruppi.concesso') : t('gruppi.nonConcesso')}</span>
                  </span>
                ))}
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
