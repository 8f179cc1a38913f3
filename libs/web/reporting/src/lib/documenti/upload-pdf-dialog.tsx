import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { InputNumber } from 'primereact/inputnumber';
import { Button } from 'primereact/button';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { uploadedId } from './upload-documento';
import { useUploadDocumento } from './use-documento';
import { DateTimeField, FormField, DialogFooter, isPdf, messaggioLimiti, useErroreGiornoOra, useFeedback, type ValoreGiornoOra } from '@registro/web-ui';
import { readableSize } from './readable-size';
import { queryKeys } from '../query-keys';

/** JSON bodies of POST allegati go up to 25 MB: base64 makes a file a third larger. */
export const MAX_PDF_BYTES = 15 * 1024 * 1024;

interface UploadPdfDialogProps {
  visible: boolean;
  onHide: () => void;
  /** a new version for this record (its section and id); a new document when missing */
  idRisorsa?: number;
  sezione?: string;
  descrizione?: string;
  tipoDocumento?: string;
  /** the id of the stored document */
  onCaricato: (id: number | undefined) => void;
}

interface Errori {
  file?: string;
  idRisorsa?: string;
  dataRefertazione?: string;
  descrizione?: string;
  tipoDocumento?: string;
}

/** "Carica PDF": a PDF with its description and document type, sent to POST allegati. */
export function UploadPdfDialog({
  visible,
  onHide,
  idRisorsa: risorsaIniziale,
  sezione,
  descrizione: descrizioneIniziale = '',
  tipoDocumento: tipoIniziale = 'REFERTO',
  onCaricato,
}: UploadPdfDialogProps) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const caricaDocumento = useUploadDocumento();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [descrizione, setDescrizione] = useState(descrizioneIniziale);
  const [tipoDocumento, setTipoDocumento] = useState(tipoIniziale);
  const [idRisorsa, setIdRisorsa] = useState<number | null>(
    risorsaIniziale ?? null,
  );
  const [dataRefertazione, setDataRefertazione] = useState<ValoreGiornoOra>(
    () => new Date(),
  );
  const erroreData = useErroreGiornoOra();
  const nuovaVersione = risorsaIniziale !== undefined;
  const [errori, setErrori] = useState<Errori>({});
  const [invio, setInvio] = useState(false);

  useEffect(() => {
    if (!visible) return;
    setFile(null);
    setDescrizione(descrizioneIniziale);
    setTipoDocumento(tipoIniziale);
    setIdRisorsa(risorsaIniziale ?? null);
    setDataRefertazione(new Date());
    setErrori({});
    if (input.current) input.current.value = '';
  }, [visible, descrizioneIniziale, tipoIniziale, risorsaIniziale]);

  const scegli = async (scelto: File | undefined) => {
    setFile(null);
    if (!scelto) return;
    if (!/\.pdf$/i.test(scelto.name) || !(await isPdf(scelto))) {
      setErrori((v) => ({ ...v, file: t('archivioDocumenti.soloPdf') }));
      if (input.current) input.current.value = '';
      return;
    }
    if (scelto.size > MAX_PDF_BYTES) {
      setErrori((v) => ({
        ...v,
        file: t('archivioDocumenti.pdfTroppoGrande', {
          massimo: readableSize(MAX_PDF_BYTES),
        }),
      }));
      if (input.current) input.current.value = '';
      return;
    }
    setErrori((v) => ({ ...v, file: undefined }));
    setFile(scelto);
    if (!descrizione.trim()) setDescrizione(scelto.name.replace(/\.pdf$/i, ''));
  };

  const carica = async (e: FormEvent) => {
    e.preventDefault();
    const trovati: Errori = {};
    if (!file) trovati.file = t('archivioDocumenti.fileObbligatorio');
    if (!descrizione.trim())
      trovati.descrizione = t('archivioDocumenti.descrizioneObbligatoria');
    if (!tipoDocumento.trim())
      trovati.tipoDocumento = t('archivioDocumenti.tipoObbligatorio');
    if (idRisorsa === null)
      trovati.idRisorsa = t('archivioDocumenti.idRisorsaObbligatorio');
    else {
      const fuori = messaggioLimiti(t, t('archivioDocumenti.idRisorsa'), idRisorsa, { min: 1 });
      if (fuori) trovati.idRisorsa = fuori;
    }
    if (!dataRefertazione)
      trovati.dataRefertazione = t('archivioDocumenti.dataObbligatoria');
    else {
      const illegibile = erroreData(dataRefertazione);
      if (illegibile) trovati.dataRefertazione = illegibile;
    }
    setErrori(trovati);
    if (Object.keys(trovati).length || !file || !idRisorsa || !(dataRefertazione instanceof Date))
      return;
    setInvio(true);
    try {
      const risposta = await feedback.conCaricamento(
        caricaDocumento({
          file,
          dati: {
            idRisorsa,
            sezione,
            descrizione: descrizione.trim(),
            tipoDocumento: tipoDocumento.trim(),
            dataRefertazione: dataRefertazione.getTime(),
          },
        }),
      );
      feedback.successo(
        risposta.messaggio ?? t('archivioDocumenti.caricato'),
        t('archivioDocumenti.titolo'),
      );
      await queryClient.invalidateQueries({
        queryKey: queryKeys.documentrepository.all,
      });
      onHide();
      onCaricato(uploadedId(risposta));
    } catch (errore) {
      feedback.mostraErrore(errore);
    } finally {
      setInvio(false);
    }
  };

  return (
    <Dialog
      header={
        nuovaVersione
          ? t('archivioDocumenti.caricaVersione')
          : t('archivioDocumenti.caricaPdf')
      }
      visible={visible}
      onHide={onHide}
      modal
      style={{ width: 'min(34rem, 96vw)' }}
      footer={<DialogFooter onAnnulla={onHide} form="form-carica-pdf" etichetta={t('archivioDocumenti.carica')} icona="pi pi-upload" invio={invio} />}
      data-testid="dialog-carica-pdf"
    >
      <form
        id="form-carica-pdf"
        onSubmit={(e) => void carica(e)}
        noValidate
        className="registro-form-colonna"
      >
        <div className="registro-upload-zona">
          <i className="pi pi-file-pdf" aria-hidden="true" />
          <div className="flex-1">
            <strong className="block">
              {file ? file.name : t('archivioDocumenti.nessunFile')}
            </strong>
            <small className="text-color-secondary">
              {file
                ? readableSize(file.size)
                : t('archivioDocumenti.notaPdf')}
            </small>
          </div>
          <input
            ref={input}
            id="documento-pdf"
            type="file"
            accept="application/pdf,.pdf"
            className="hidden"
            onChange={(e) => void scegli(e.target.files?.[0])}
            aria-label={t('archivioDocumenti.scegliPdf')}
          />
          <Button
            type="button"
            label={t('archivioDocumenti.scegliPdf')}
            icon="pi pi-paperclip"
            outlined
            onClick={() => input.current?.click()}
          />
        </div>
        {errori.file && (
          <small className="registro-errore-campo" role="alert">
            {errori.file}
          </small>
        )}
        <FormField
          id="documento-descrizione"
          etichetta={t('archivioDocumenti.descrizione')}
          errore={errori.descrizione}
        >
          <InputText
            id="documento-descrizione"
            value={descrizione}
            onChange={(e) => setDescrizione(e.target.value)}
            invalid={!!errori.descrizione}
          />
        </FormField>
        <FormField
          id="documento-tipo"
          etichetta={t('archivioDocumenti.tipoDocumento')}
          errore={errori.tipoDocumento}
        >
          <InputText
            id="documento-tipo"
            value={tipoDocumento}
            onChange={(e) => setTipoDocumento(e.target.value)}
            invalid={!!errori.tipoDocumento}
          />
        </FormField>
        <div className="grid formgrid">
          <FormField
            id="documento-idRisorsa"
            etichetta={t('archivioDocumenti.idRisorsa')}
            errore={errori.idRisorsa}
            nota={t('archivioDocumenti.notaIdRisorsa')}
            className="col-12 sm:col-6"
          >
            <InputNumber
              inputId="documento-idRisorsa"
              value={idRisorsa}
              onValueChange={(e) => setIdRisorsa(e.value ?? null)}
              useGrouping={false}
              disabled={nuovaVersione}
              invalid={!!errori.idRisorsa}
            />
          </FormField>
          <FormField
            id="documento-dataRefertazione"
            etichetta={t('archivioDocumenti.dataRefertazione')}
            errore={errori.dataRefertazione}
            className="col-12 sm:col-6"
          >
            <DateTimeField
              inputId="documento-dataRefertazione"
              value={dataRefertazione}
              onChange={setDataRefertazione}
              barraPulsanti={false}
              invalid={!!errori.dataRefertazione}
            />
          </FormField>
        </div>
      </form>
    </Dialog>
  );
}
