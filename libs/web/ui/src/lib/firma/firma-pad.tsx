import {
  forwardRef,
  useCallback,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
} from 'react';
import SignaturePad from 'signature_pad';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { cropFirma } from './crop-firma';
import './firma.css';

export interface FirmaPadHandle {
  /** true while nothing has been drawn */
  vuoto(): boolean;
  /** the stroke cut to its bounds, as a PNG data URL (transparent background), or null when empty */
  immaginePng(): string | null;
  cancella(): void;
}

interface FirmaPadProps {
  /** called after each stroke and after clearing, with whether the pad is empty */
  onCambio?: (vuoto: boolean) => void;
  invalido?: boolean;
}

/**
 * The handwritten-signature pad: mouse, pen and touch through pointer events (signature_pad),
 * a canvas sized to the device pixel ratio so the stroke stays sharp, and a Cancella button.
 */
export const FirmaPad = forwardRef<FirmaPadHandle, FirmaPadProps>(
  function FirmaPad({ onCambio, invalido }, ref) {
    const { t } = useTranslation();
    const canvas = useRef<HTMLCanvasElement>(null);
    const pad = useRef<SignaturePad | null>(null);
    const [vuoto, setVuoto] = useState(true);
    const avvisa = useRef(onCambio);
    avvisa.current = onCambio;

    const aggiornaVuoto = useCallback(() => {
      const ora = pad.current?.isEmpty() ?? true;
      setVuoto(ora);
      avvisa.current?.(ora);
    }, []);

    useEffect(() => {
      const elemento = canvas.current;
      if (!elemento || !elemento.getContext?.('2d')) return; // no canvas (unit tests)
      const firma = new SignaturePad(elemento, {
        penColor: '#0b2a6f',
        minWidth: 0.8,
        maxWidth: 2.6,
      });
      pad.current = firma;
      /** the backing store follows the displayed size times the device pixel ratio; the stroke is kept */
      const ridimensiona = () => {
        const rapporto = Math.max(window.devicePixelRatio || 1, 1);
        const larghezza = elemento.offsetWidth;
        const altezza = elemento.offsetHeight;
        if (!larghezza || !altezza) return;
        if (
          elemento.width === Math.round(larghezza * rapporto) &&
          elemento.height === Math.round(altezza * rapporto)
        )
          return;
        const tratti = firma.toData();
        elemento.width = Math.round(larghezza * rapporto);
        elemento.height = Math.round(altezza * rapporto);
        elemento.getContext('2d')?.scale(rapporto, rapporto);
        firma.clear();
        firma.fromData(tratti);
      };
      ridimensiona();
      const osservatore =
        typeof ResizeObserver === 'undefined'
          ? null
          : new ResizeObserver(ridimensiona);
      osservatore?.observe(elemento);
      window.addEventListener('resize', ridimensiona);
      firma.addEventListener('endStroke', aggiornaVuoto);
      return () => {
        osservatore?.disconnect();
        window.removeEventListener('resize', ridimensiona);
        firma.removeEventListener('endStroke', aggiornaVuoto);
        firma.off();
        pad.current = null;
      };
    }, [aggiornaVuoto]);

    const cancella = useCallback(() => {
      pad.current?.clear();
      aggiornaVuoto();
    }, [aggiornaVuoto]);

    useImperativeHandle(
      ref,
      () => ({
        vuoto: () => pad.current?.isEmpty() ?? true,
        immaginePng: () =>
          pad.current && canvas.current && !pad.current.isEmpty()
            ? cropFirma(canvas.current)
            : null,
        cancella,
      }),
      [cancella],
    );

    return (
      <div className={`registro-pad-firma${invalido ? ' invalido' : ''}`}>
        <div className="registro-pad-firma-area">
          <canvas
            ref={canvas}
            aria-label={t('firma.areaFirma')}
            role="img"
            data-testid="pad-firma"
          />
          {vuoto && (
            <span className="registro-pad-firma-suggerimento">
              {t('firma.firmaQui')}
            </span>
          )}
          <span className="registro-pad-firma-linea" aria-hidden="true" />
        </div>
        <div className="registro-pad-firma-piede">
          <small>{t('firma.notaPad')}</small>
          <Button
            type="button"
            label={t('firma.cancella')}
            icon="pi pi-eraser"
            text
            size="small"
            severity="secondary"
            disabled={vuoto}
            onClick={cancella}
          />
        </div>
      </div>
    );
  },
);
