import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import { verificaJson, type ParametroConfigurazione } from '@registro/contracts';
import { PageLayout, errorLines, useEditPage } from '@registro/web-ui';
import { JsonEditor, type JsonEditorHandle } from './json-editor';

const NUOVO: ParametroConfigurazione = { id: -1, nome: '', tipo: 'JSON', note: '', parametro: '{}' };

/** /configparameter/edit/:id (-1 = new): nome, tipo, note and the JSON editor; saved through the shared layout. */
export function ParametroEditPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const editor = useRef<JsonEditorHandle>(null);
  const { nuovo, record, salva } = useEditPage<ParametroConfigurazione>({
    risorsa: '/configparameter',
    id,
    vuoto: NUOVO,
    dopoSalvataggio: () => navigate('/configparameter'),
  });
  const [p, setP] = useState<ParametroConfigurazione | null>(null);
  const [erroreNome, setErroreNome] = useState<string | null>(null);

  useEffect(() => setP(null), [id]);
  useEffect(() => {
    if (record.data && !p) setP(record.data);
  }, [record.data, p]);

  const salvaParametro = () => {
    if (!p) return;
    const nomeMancante = !p.nome.trim();
    setErroreNome(nomeMancante ? t('validazione.obbligatorio', { campo: t('parametri.nome') }) : null);
    const json = verificaJson(p.parametro);
    if (!json.valido) {
      editor.current?.vaiAllErrore();
      return;
    }
    if (nomeMancante) return;
    salva.mutate({ ...p, parametro: JSON.stringify(json.valore, null, 2) });
  };

  return (
    <PageLayout
      titolo={nuovo ? t('parametri.nuovo') : t('parametri.modifica')}
      onBack={() => navigate('/configparameter')}
      onSave={salvaParametro}
      storico={nuovo || !id ? undefined : { sezione: 'configparameter', idRisorsa: id }}
    >
      {record.isError && <Message severity="error" text={errorLines(record.error).join(' ')} />}
      {p && (
        <div className="registro-card">
          <div className="grid formgrid">
            <div className="col-12 md:col-4 registro-campo mb-3">
              <label htmlFor="parametro-nome">{t('parametri.nome')}</label>
              <InputText id="parametro-nome" value={p.nome} invalid={!!erroreNome} onChange={(e) => setP({ ...p, nome: e.target.value })} />
              {erroreNome && <small className="p-error">{erroreNome}</small>}
            </div>
            <div className="col-12 md:col-2 registro-campo mb-3">
              <label htmlFor="parametro-tipo">{t('parametri.tipo')}</label>
              <InputText id="parametro-tipo" value={p.tipo ?? ''} onChange={(e) => setP({ ...p, tipo: e.target.value })} />
            </div>
            <div className="col-12 md:col-6 registro-campo mb-3">
              <label htmlFor="parametro-note">{t('parametri.note')}</label>
              <InputText id="parametro-note" value={p.note ?? ''} onChange={(e) => setP({ ...p, note: e.target.value })} />
            </div>
          </div>
          <JsonEditor ref={editor} id="parametro-valore" value={p.parametro} onChange={(parametro) => setP({ ...p, parametro })} />
        </div>
      )}
    </PageLayout>
  );
}
