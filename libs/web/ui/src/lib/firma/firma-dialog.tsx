import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { Password } from 'primereact/password';
import { Message } from 'primereact/message';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DocumentoRepository } from '@registro/contracts';
import { useFeedback } from '../feedback/feedback-context';
import { errorLines } from '../api/api-error';
import { resourceKeys } from '../api/query-keys';
import { useFirmaDevices } from './use-firma-devices';
import { sendFirma } from './send-firma';
import { FirmaPad, type FirmaPadHandle } from './firma-pad';
import { FormField } from '../field/form-field';
import { DialogFooter } from '../dialog/dialog-footer';
import './firma.css';

/** "Firma effettuata" hides after 2000 ms (spec 1 §9). */
export const FIRMA_TOAST_DURATION_MS = 2000;
/** the signature field written in the PDF when the caller names none */
export const DEFAULT_FIRMA_FIELD = 'Firma';

export interface FirmaDialogProps {
  visible: boolean;
  onHide: () => void;
  /** API resource, e.g. "documentrepository": the call is {risorsa}/firma/{idEvento} */
  risorsa: string;
  idEvento: number;
  /** the document about to be signed, shown at the top */
  documento?: Pick<
    DocumentoRepository,
    'nomeFile' | 'descrizione' | 'versione' | 'firmato'
  > | null;
  metodo?: 'POST' | 'PUT';
  fieldName?: string;
  onFirmato?: () => void;
}

interface Errori {
  dispositivo?: string;
  password?: string;
  firmaGrafica?: string;
}

/** Signing: device, signing password and, for a graphometric device, the handwritten stroke. */
export function FirmaDialog({
  visible,
  onHide,
  risorsa,
  idEvento,
  documento,
  metodo = 'POST',
  fieldName = DEFAULT_FIRMA_FIELD,
  onFirmato,
}: FirmaDialogProps) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const dispositivi = useFirmaDevices(visible);
  const pad = useRef<FirmaPadHandle>(null);
  const [codice, setCodice] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [errori, setErrori] = useState<Errori>({});
  const [invio, setInvio] = useState(false);
  const dispositivo =
    dispositivi.data?.find((d) => d.codiceDispositivo === codice) ?? null;

  useEffect(() => {
    if (!visible) return;
    setCodice(null);
    setPassword('');
    setErrori({});
  }, [visible]);

  const valida = (): Errori => {
    const trovati: Errori = {};
    if (!dispositivo)
      trovati.dispositivo = t('firma.dispositivoNonSelezionato');
    if (!password) trovati.password = t('firma.passwordObbligatoria');
    if (dispositivo?.grafometrico && (pad.current?.vuoto() ?? true))
      trovati.firmaGrafica = t('firma.firmaGraficaMancante');
    return trovati;
  };

  const firma = async (e: FormEvent) => {
    e.preventDefault();
    const trovati = valida();
    setErrori(trovati);
    if (Object.keys(trovati).length || !dispositivo) return;
    setInvio(true);
    try {
      await feedback.conCaricamento(
        sendFirma({
          risorsa,
          idEvento,
          password,
          fieldName,
          codiceDispositivo: dispositivo.codiceDispositivo,
          firmaGrafica: dispositivo.grafometrico
            ? (pad.current?.immaginePng() ?? null)
            : null,
          metodo,
        }),
      );
      feedback.successo(
        t('firma.firmaEffettuata'),
        t('ui.firma'),
        FIRMA_TOAST_DURATION_MS,
      );
      await queryClient.invalidateQueries({
        queryKey: resourceKeys(`/${risorsa.replace(/^\/+/, '')}`).all,
      });
      onHide();
      onFirmato?.();
    } catch (errore) {
      feedback.mostraErrore(errore);
    } finally {
      setInvio(false);
    }
  };

  const piede = <DialogFooter onAnnulla={onHide} form="form-firma" etichetta={t('firma.firma')} icona="pi pi-verified" invio={invio} />;

  return (
    <Dialog
      header={t('firma.titolo')}
      visible={visible}
      onHide={onHide}
      modal
      className="registro-dialog-firma"
      style={{
        width: dispositivo?.grafometrico
          ? 'min(44rem, 96vw)'
          : 'min(32rem, 96vw)',
      }}
      footer={piede}
      data-testid="dialog-firma"
    >
      {documento && (
        <div className="registro-dialog-firma-documento">
          <i className="pi pi-file-pdf" aria-hidden="true" />
          <div>
            <strong>{documento.descrizione || documento.nomeFile}</strong>
            <small>
              {t('firma.documentoVersione', {
                nomeFile: documento.nomeFile,
                versione: documento.versione,
              })}
            </small>
          </div>
        </div>
      )}
      {dispositivi.isError && (
        <Message
          severity="error"
          text={errorLines(dispositivi.error).join(' ')}
          className="mb-3 w-full"
        />
      )}
      <form id="form-firma" onSubmit={(e) => void firma(e)} noValidate>
        <FormField
          id="firma-dispositivo"
          etichetta={t('firma.dispositivo')}
          errore={errori.dispositivo}
        >
          <Dropdown
            inputId="firma-dispositivo"
            value={codice}
            options={dispositivi.data ?? []}
            optionLabel="descrizioneDispositivo"
            optionValue="codiceDispositivo"
            placeholder={t('firma.sceltaDispositivo')}
            loading={dispositivi.isFetching}
            invalid={!!errori.dispositivo}
            itemTemplate={(d: {
              descrizioneDispositivo: string;
              grafometrico: boolean;
            }) => (
              <span className="flex align-items-center gap-2">
                <i
                  className={d.grafometrico ? 'pi pi-pencil' : 'pi pi-shield'}
                  aria-hidden="true"
                />
                {d.descrizioneDispositivo}
              </span>
            )}
            onChange={(e) => {
              setCodice(e.value ?? null);
              setErrori((v) => ({
                ...v,
                dispositivo: undefined,
                firmaGrafica: undefined,
              }));
            }}
          />
        </FormField>
        <FormField
          id="firma-password"
          etichetta={t('firma.password')}
          errore={errori.password}
        >
          <Password
            inputId="firma-password"
            value={password}
            onChange={(e) => {
              setPassword(e.target.value);
              setErrori((v) => ({ ...v, password: undefined }));
            }}
            feedback={false}
            toggleMask
            className="registro-password-piena"
            inputClassName="w-full"
            autoComplete="off"
            invalid={!!errori.password}
          />
        </FormField>
        {dispositivo?.grafometrico && (
          <FormField
            etichetta={t('firma.firmaGrafica')}
            errore={errori.firmaGrafica}
          >
            <FirmaPad
              ref={pad}
              invalido={!!errori.firmaGrafica}
              onCambio={(vuoto) =>
                !vuoto && setErrori((v) => ({ ...v, firmaGrafica: undefined }))
              }
            />
          </FormField>
        )}
      </form>
    </Dialog>
  );
}
