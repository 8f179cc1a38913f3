import type { CSSProperties } from 'react';
import { ProgressSpinner } from 'primereact/progressspinner';
import { useTranslation } from 'react-i18next';

const VELO: CSSProperties = {
  position: 'fixed',
  inset: 0,
  zIndex: 5000,
  display: 'grid',
  placeItems: 'center',
  background: 'rgba(15, 23, 42, 0.35)',
};

const RIQUADRO: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  gap: '1rem',
  padding: '1.5rem',
  width: '20rem',
  background: '#fff',
  borderRadius: '12px',
  boxShadow: '0 10px 30px rgba(15, 23, 42, 0.25)',
};

/**
 * Blocks the page while data loads: "Caricamento dati in corso...". Plain markup without enter/exit
 * animations: it opens and closes often and quickly, and an animated dialog can miss a close that
 * comes while it is still opening (or while the tab is in the background), staying over the page.
 */
export function LoadingModal({ visible }: { visible: boolean }) {
  const { t } = useTranslation();
  if (!visible) return null;
  return (
    <div style={VELO} role="dialog" aria-modal="true" aria-busy="true" aria-label={t('ui.caricamento')}>
      <div style={RIQUADRO} className="registro-caricamento">
        <ProgressSpinner style={{ width: '3rem', height: '3rem', margin: 0 }} strokeWidth="4" />
        <span>{t('ui.caricamento')}</span>
      </div>
    </div>
  );
}
