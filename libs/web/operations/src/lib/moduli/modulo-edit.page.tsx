import { useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageLayout, useFeedback } from '@registro/web-ui';
import { isJar } from './upload-jar';
import { useCaricaJar, useModulo } from './use-modulo';
import { queryKeys } from '../query-keys';

/** /moduli/edit/:id (-1 = new module): upload of a .jar only, with a clear button (spec 2 §2.5). */
export function ModuloEditPage() {
  const { t } = useTranslation();
  const { id = '-1' } = useParams();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [errore, setErrore] = useState<string | null>(null);
  const nuovo = Number(id) === -1;
  const modulo = useModulo(id, nuovo);
  const caricaJar = useCaricaJar(id);

  const scegli = (scelto: File | undefined) => {
    setFile(null);
    setErrore(null);
    if (!scelto) return;
    if (!isJar(scelto.name)) {
      setErrore(t('moduli.soloJar'));
      if (input.current) input.current.value = '';
      return;
    }
    setFile(scelto);
  };
  const pulisci = () => {
    setFile(null);
    setErrore(null);
    if (input.current) input.current.value = '';
  };
  const carica = async () => {
    if (!file) return;
    try {
      const risposta = await feedback.conCaricamento(caricaJar(file));
      feedback.successo(risposta.messaggio ?? t('ui.operazioneOk'), t('moduli.titolo'));
      await queryClient.invalidateQueries({ queryKey: queryKeys.moduli.all });
      navigate('/moduli');
    } catch (e) {
      feedback.mostraErrore(e);
    }
  };

  return (
    <PageLayout titolo={nuovo ? t('moduli.nuovo') : t('moduli.aggiornaModulo', { nome: modulo.data?.nome ?? '' })} onBack={() => navigate('/moduli')} storico={nuovo ? undefined : { sezione: 'moduli', idRisorsa: id }}>
      <div className="registro-card">
        {modulo.data && (
          <p className="mt-0">
            {t('moduli.versioneAttuale', { versione: modulo.data.version, jar: modulo.data.jar })}
          </p>
        )}
        <div className="flex flex-wrap align-items-center gap-2">
          <input ref={input} id="modulo-jar" type="file" accept=".jar" className="hidden" onChange={(e) => scegli(e.target.files?.[0])} aria-label={t('moduli.scegliJar')} />
          <Button label={t('moduli.scegliJar')} icon="pi pi-paperclip" outlined onClick={() => input.current?.click()} />
          <span className="registro-file-scelto" data-testid="file-scelto">{file ? `${file.name} (${Math.ceil(file.size / 1024)} KB)` : t('moduli.nessunFile')}</span>
          <Button label={t('moduli.carica')} icon="pi pi-upload" disabled={!file} onClick={() => void carica()} />
          <Button label={t('moduli.pulisci')} icon="pi pi-times" severity="secondary" text disabled={!file && !errore} onClick={pulisci} />
        </div>
        {errore && <Message severity="error" text={errore} className="mt-3" />}
        <small className="block mt-3 text-color-secondary">{t('moduli.notaManifest')}</small>
      </div>
    </PageLayout>
  );
}
