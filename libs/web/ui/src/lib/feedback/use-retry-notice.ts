import { useEffect, type RefObject } from 'react';
import type { Toast, ToastMessage } from 'primereact/toast';
import { useTranslation } from 'react-i18next';
import { useRichiesteInAttesa } from '../api/retry-waits';

/** A retry that comes back within this time goes unnoticed. */
export const RITARDO_AVVISO_NUOVO_TENTATIVO_MS = 1000;

/**
 * While some request has waited more than a second for the overloaded server's Retry-After, an
 * info toast says so ("Servizio occupato"); it goes away when no request waits any more, whether the
 * retry succeeded or its refusal is shown as usual.
 */
export function useRetryNotice(toast: RefObject<Toast | null>): void {
  const { t } = useTranslation();
  const inAttesa = useRichiesteInAttesa() > 0;

  useEffect(() => {
    if (!inAttesa) return;
    let avviso: ToastMessage | undefined;
    const timer = setTimeout(() => {
      avviso = { severity: 'info', summary: t('ui.servizioOccupato'), detail: t('ui.nuovoTentativoAutomatico'), sticky: true, closable: false };
      toast.current?.show(avviso);
    }, RITARDO_AVVISO_NUOVO_TENTATIVO_MS);
    return () => {
      clearTimeout(timer);
      if (avviso) toast.current?.remove(avviso);
    };
  }, [inAttesa, t, toast]);
}
