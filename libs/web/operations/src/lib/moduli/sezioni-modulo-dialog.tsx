import { useEffect, useState } from 'react';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { Tag } from 'primereact/tag';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Modulo, SezioneModulo } from '@registro/contracts';
import { useFeedback } from '@registro/web-ui';
import { queryKeys } from '../query-keys';
import { useInstallaSezione, useSezioniModulo } from './use-modulo';

interface Props {
  modulo: Modulo | null;
  onHide: () => void;
}

/**
 * "Installa Sezioni": the sections of the module; present ones read-only, absent ones selectable
 * with an editable description, installed with one POST sectionadd each (spec 2 §2.5, §4, §7).
 */
export function SezioniModuloDialog({ modulo, onHide }: Props) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const sezioni = useSezioniModulo(modulo);
  const installaSezione = useInstallaSezione();
  const [righe, setRighe] = useState<(SezioneModulo & { scelta: boolean })[]>([]);

  useEffect(() => {
    if (sezioni.data) setRighe(sezioni.data.map((s) => ({ ...s, scelta: !s.presente })));
  }, [sezioni.data]);
  useEffect(() => {
    if (sezioni.isError) feedback.avviso(t('moduli.erroreCaricamento'), t('ui.attenzione'));
  }, [sezioni.isError]);

  const daInstallare = righe.filter((r) => !r.presente && r.scelta);
  const installa = async () => {
    if (!modulo) return;
    for (const s of daInstallare) {
      try {
        await feedback.conCaricamento(installaSezione({ nomeModulo: modulo.nome, id: s.id, descrizione: s.descrizione }));
      } catch (errore) {
        feedback.mostraErrore(errore);
        break;
      }
    }
    await queryClient.invalidateQueries({ queryKey: queryKeys.moduli.sezioniAll });
    await queryClient.invalidateQueries({ queryKey: queryKeys.sezioni });
    feedback.successo(t('moduli.sezioniInstallate'), t('moduli.installaSezioni'));
  };

  const aggiorna = (id: string, modifica: Partial<{ scelta: boolean; descrizione: string }>) =>
    setRighe(righe.map((r) => (r.id === id ? { ...r, ...modifica } : r)));

  return (
    <Dialog
      header={`${t('moduli.installaSezioni')}${modulo ? ` — ${modulo.nome}` : ''}`}
      visible={!!modulo}
      onHide={onHide}
      style={{ width: 'min(52rem, 95vw)' }}
      footer={
        <>
          <Button label={t('ui.chiudi')} icon="pi pi-times" text onClick={onHide} />
          <Button label={t('moduli.installa')} icon="pi pi-download" disabled={!daInstallare.length} onClick={() => void installa()} />
        </>
      }
    >
      {sezioni.isError && <p className="p-error">{t('moduli.erroreCaricamento')}</p>}
      {!sezioni.isError && !righe.length && !sezioni.isFetching && <p>{t('moduli.nessunaSezione')}</p>}
      <table className="registro-tabella-sezioni w-full" aria-label={t('moduli.sezioni')}>
        {righe.length > 0 && (
          <thead>
            <tr>
              <th />
              <th className="text-left">{t('moduli.idSezione')}</th>
              <th className="text-left">{t('moduli.descrizione')}</th>
              <th className="text-left">{t('moduli.permessi')}</th>
              <th className="text-left">{t('ui.stato')}</th>
            </tr>
          </thead>
        )}
        <tbody>
          {righe.map((s) => (
            <tr key={s.id} data-sezione={s.id}>
              <td style={{ width: '2.5rem' }}>
                <Checkbox inputId={`sezione-${s.id}`} checked={s.presente || s.scelta} disabled={s.presente} onChange={(e) => aggiorna(s.id, { scelta: !!e.checked })} aria-label={s.id} />
              </td>
              <td><code>{s.id}</code></td>
              <td>
                <InputText value={s.descrizione} disabled={s.presente} onChange={(e) => aggiorna(s.id, { descrizione: e.target.value })} aria-label={`${t('moduli.descrizione')} ${s.id}`} className="w-full p-inputtext-sm" />
              </td>
              <td>{s.permessiAssegnati}</td>
              <td>
                <Tag severity={s.presente ? 'success' : 'warning'} value={s.presente ? t('moduli.presente') : t('moduli.assente')} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Dialog>
  );
}
