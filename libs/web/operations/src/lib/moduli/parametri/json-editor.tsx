import { forwardRef, useEffect, useImperativeHandle, useMemo, useRef } from 'react';
import { InputTextarea } from 'primereact/inputtextarea';
import { useTranslation } from 'react-i18next';
import { verificaJson } from '@registro/contracts';

export interface JsonEditorHandle {
  /** focuses the text and puts the cursor on the error; false when the JSON is valid */
  vaiAllErrore(): boolean;
}

interface JsonEditorProps {
  id: string;
  value: string;
  onChange: (testo: string) => void;
}

/** How long typing must pause before the cursor is moved to the error. */
const PAUSA_MS = 900;

/**
 * The parameter's JSON: the text on the left, its live pretty-print on the right; when invalid an
 * error line names row and column, and the cursor is moved there once typing pauses (spec 2 §2.6).
 */
export const JsonEditor = forwardRef<JsonEditorHandle, JsonEditorProps>(function JsonEditor({ id, value, onChange }, ref) {
  const { t } = useTranslation();
  const area = useRef<HTMLTextAreaElement>(null);
  const esito = useMemo(() => verificaJson(value), [value]);

  const vaiAllErrore = () => {
    if (esito.valido || !area.current) return false;
    area.current.focus();
    area.current.setSelectionRange(esito.posizione, esito.posizione);
    return true;
  };
  useImperativeHandle(ref, () => ({ vaiAllErrore }));

  useEffect(() => {
    if (esito.valido || document.activeElement !== area.current) return;
    const timer = setTimeout(vaiAllErrore, PAUSA_MS);
    return () => clearTimeout(timer);
  }, [value]);

  return (
    <div className="grid">
      <div className="col-12 md:col-6 registro-campo">
        <label htmlFor={id}>{t('parametri.parametro')}</label>
        <InputTextarea
          id={id}
          ref={area}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          rows={16}
          spellCheck={false}
          invalid={!esito.valido}
          className="registro-editor-json"
          style={{ fontFamily: 'monospace', width: '100%' }}
        />
        {!esito.valido && (
          <small className="p-error" role="alert" data-testid="errore-json">
            {esito.messaggio}{' '}
            <button type="button" className="p-link p-error" onClick={vaiAllErrore}>
              {t('parametri.vaiErrore')}
            </button>
          </small>
        )}
      </div>
      <div className="col-12 md:col-6 registro-campo">
        <span className="registro-etichetta">{t('parametri.anteprima')}</span>
        <pre className="registro-anteprima-json" data-testid="anteprima-json" aria-label={t('parametri.anteprima')}
          style={{ minHeight: '20rem', margin: 0, padding: '0.75rem', background: 'var(--surface-ground)', borderRadius: 6, overflow: 'auto' }}>
          {esito.valido ? JSON.stringify(esito.valore, null, 2) : ''}
        </pre>
      </div>
    </div>
  );
});
