import { useNavigate } from 'react-router';
import { Button } from 'primereact/button';
import { InputSwitch } from 'primereact/inputswitch';
import { useTranslation } from 'react-i18next';
import type { UtenteLista } from '@registro/contracts';
import { errorLines, useDeleteRecord, useFeedback, RowEditButton, RowDeleteButton } from '@registro/web-ui';
import { UserHistoryButton } from './user-history-button';
import { useUserActions } from './use-user-actions';

export const STATO_BLOCCATA = 'BLOCCATA';

interface UserActionsProps {
  utente: UtenteLista;
  /** the app config enables two-factor: the QR-code action shows */
  twoFactor: boolean;
  onCambiato: () => void;
}

/** A user row's actions (spec 1 §2): edit, unlock, delete, QR code, history, active switch. */
export function UserActions({ utente, twoFactor, onCambiato }: UserActionsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const azioni = useUserActions();
  const bloccato = utente.statoUtenza === STATO_BLOCCATA;
  const titolo = t('utenti.titolo');
  const erroreAttivazione = (errore: unknown) => feedback.avviso(`${t('utenti.erroreAttivazione')}${errorLines(errore).join(' ')}`, titolo);

  const sblocca = async () => {
    try {
      const risposta = await feedback.conCaricamento(azioni.sblocca(utente.id));
      feedback.successo(risposta?.messaggio ?? t('ui.operazioneOk'), titolo, 3000);
    } catch (errore) {
      erroreAttivazione(errore);
    }
    onCambiato();
  };

  const attiva = async () => {
    try {
      const risposta = await feedback.conCaricamento(azioni.attiva(utente.id));
      feedback.successo(risposta.data?.attivo ? t('utenti.abilitato') : t('utenti.disabilitato'), titolo, 3000);
    } catch (errore) {
      erroreAttivazione(errore);
    }
    onCambiato();
  };

  const inviaQrCode = async () => {
    try {
      await feedback.conCaricamento(azioni.inviaQrCode(utente.username));
      feedback.successo(t('utenti.qrInviato', { username: utente.username }), titolo, 5000);
    } catch (errore) {
      feedback.mostraErrore(errore);
    }
  };

  const eliminaUtente = useDeleteRecord({ risorsa: '/users', titolo, successo: t('ui.operazioneOk') });
  const elimina = () => eliminaUtente(utente.id, t('utenti.confermaElimina', { username: utente.username }));

  return (
    <div className="registro-azioni-riga">
      {!bloccato && <RowEditButton onClick={() => navigate(`/users/edit/${utente.id}`)} />}
      {bloccato && <Button icon="pi pi-lock-open" rounded text severity="warning" aria-label={t('utenti.sblocca')} tooltip={t('utenti.sblocca')} onClick={() => void sblocca()} />}
      <RowDeleteButton onClick={elimina} />
      {twoFactor && <Button icon="pi pi-qrcode" rounded text aria-label={t('utenti.inviaQr')} tooltip={t('utenti.inviaQr')} onClick={() => void inviaQrCode()} />}
      <UserHistoryButton id={utente.id} />
      <InputSwitch checked={utente.attivo} onChange={() => void attiva()} aria-label={t('utenti.attivo')} tooltip={t('utenti.attivo')} />
    </div>
  );
}
