import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import { errorLines } from '@registro/web-ui';
import { useSpidIdps, type SpidIdp } from './use-account';

/** Spec 1 §4 / issue 3: SPID sign-in at level 2 with the chosen identity provider. */
export function spidSignInUrl(idp: SpidIdp): string {
  return `/api/spid/login?${new URLSearchParams({ idp: idp.entityID, level: 'SpidL2' }).toString()}`;
}

/** Entra con SPID: the identity providers of GET /api/spid/idps; choosing one leaves the app for it. */
export function SpidDialog({ visible, onHide }: { visible: boolean; onHide: () => void }) {
  const { t } = useTranslation();
  const idps = useSpidIdps(visible);
  return (
    <Dialog header={t('login.spid')} visible={visible} onHide={onHide} modal style={{ width: 'min(26rem, 95vw)' }}>
      {idps.isError && <Message severity="error" text={errorLines(idps.error).join(' ')} />}
      {idps.isPending && <p>{t('ui.caricamento')}</p>}
      {idps.data?.length === 0 && <p>{t('spid.nessunIdp')}</p>}
      <ul className="registro-elenco-idp" aria-label={t('spid.scegliIdp')}>
        {(idps.data ?? []).map((idp) => (
          <li key={idp.entityID}>
            <Button
              type="button"
              label={idp.name}
              icon="pi pi-id-card"
              outlined
              className="w-full"
              onClick={() => window.location.assign(spidSignInUrl(idp))}
            />
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
