import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { useTranslation } from 'react-i18next';
import type { RigaDocumento } from '@registro/contracts';
import { DialogFooter, FormField, errorLines } from '@registro/web-ui';
import { rigaDa, validateRiga, type ErroriRiga, type RigaBozza } from './riga-documento';
import { useAliquoteIva, useMoltiplicatori, useTipiSpesa, useUnitaMisura } from './use-lookups';

interface RigaDialogProps {
  /** the draft to edit; null hides the dialog */
  riga: RigaBozza | null;
  nuova: boolean;
  onAnnulla: () => void;
  onConferma: (riga: RigaDocumento) => void;
  /** the line total as the server computes it (POST documenti/calcola) */
  calcolaTotale: (riga: RigaDocumento) => Promise<number>;
}

const FORM_ID = 'fattura-riga-form';

/** The line modal (spec 2 §2.1, §5): every check flags its field and keeps the modal open. */
export function RigaDialog({ riga, nuova, onAnnulla, onConferma, calcolaTotale }: RigaDialogProps) {
  const { t } = useTranslation();
  const [bozza, setBozza] = useState<RigaBozza | null>(riga);
  const [errori, setErrori] = useState<ErroriRiga>({});
  const [erroreCalcolo, setErroreCalcolo] = useState<string | undefined>();
  const unita = useUnitaMisura();
  const moltiplicatori = useMoltiplicatori();
  const aliquote = useAliquoteIva();
  const tipiSpesa = useTipiSpesa();
  const richiesta = useRef(0);

  useEffect(() => {
    setBozza(riga);
    setErrori({});
    setErroreCalcolo(undefined);
  }, [riga]);

  // quantity, multiplier, unit price or discount changed: the total comes from the server
  const { quantita, moltiplicatore, prezzoUnitario, sconto } = bozza ?? {};
  useEffect(() => {
    if (!bozza || quantita === null || prezzoUnitario === null || sconto === null) return;
    const numero = ++richiesta.current;
    calcolaTotale(rigaDa({ ...bozza, totaleRiga: 0 }))
      .then((totaleRiga) => {
        if (numero !== richiesta.current) return;
        setErroreCalcolo(undefined);
        setBozza((b) => (b ? { ...b, totaleRiga } : b));
      })
      .catch((errore: unknown) => numero === richiesta.current && setErroreCalcolo(errorLines(errore).join(' ')));
    // only these fields change the total
  }, [quantita, moltiplicatore, prezzoUnitario, sconto, calcolaTotale]);

  const imposta = (modifica: Partial<RigaBozza>) => setBozza((b) => (b ? { ...b, ...modifica } : b));
  const errore = (campo: keyof RigaBozza) => (errori[campo] ? t(errori[campo] as string) : undefined);
  const conferma = (e: FormEvent) => {
    e.preventDefault();
    if (!bozza) return;
    const trovati = validateRiga(bozza);
    setErrori(trovati);
    if (Object.keys(trovati).length === 0) onConferma(rigaDa(bozza));
  };

  const idCampo = (campo: string) => `riga-${campo}`;
  return (
    <Dialog
      header={nuova ? t('fatturazione.nuovaRiga') : t('fatturazione.modificaRiga')}
      visible={!!riga}
      onHide={onAnnulla}
      modal
      style={{ width: 'min(52rem, 96vw)' }}
      footer={<DialogFooter onAnnulla={onAnnulla} form={FORM_ID} etichetta={t('ui.ok')} icona="pi pi-check" />}
    >
      {bozza && (
        <form id={FORM_ID} className="grid formgrid" noValidate onSubmit={conferma}>
          <FormField id={idCampo('codiceArticolo')} etichetta={t('fatturazione.codiceArticolo')} errore={errore('codiceArticolo')} className="col-12 md:col-4 mb-3">
            <InputText id={idCampo('codiceArticolo')} value={bozza.codiceArticolo} invalid={!!errori.codiceArticolo} onChange={(e) => imposta({ codiceArticolo: e.target.value })} />
          </FormField>
          <FormField id={idCampo('descrizione')} etichetta={t('fatturazione.descrizione')} errore={errore('descrizione')} className="col-12 md:col-8 mb-3">
            <InputText id={idCampo('descrizione')} value={bozza.descrizione} invalid={!!errori.descrizione} onChange={(e) => imposta({ descrizione: e.target.value })} />
          </FormField>
          <FormField id={idCampo('idUnitaMisura')} etichetta={t('fatturazione.unitaMisura')} errore={errore('idUnitaMisura')} className="col-12 md:col-4 mb-3">
            <Dropdown
              inputId={idCampo('idUnitaMisura')}
              value={bozza.idUnitaMisura}
              options={unita.data ?? []}
              optionValue="id"
              optionLabel="descrizione"
              placeholder={t('fatturazione.seleziona')}
              invalid={!!errori.idUnitaMisura}
              onChange={(e) => imposta({ idUnitaMisura: e.value, unitaMisura: unita.data?.find((u) => u.id === e.value)?.descrizione ?? '' })}
            />
          </FormField>
          <FormField id={idCampo('quantita')} etichetta={t('fatturazione.quantita')} errore={errore('quantita')} className="col-12 md:col-4 mb-3">
            <InputNumber inputId={idCampo('quantita')} value={bozza.quantita} locale="it-IT" maxFractionDigits={3} invalid={!!errori.quantita} onValueChange={(e) => imposta({ quantita: e.value ?? null })} />
          </FormField>
          <FormField id={idCampo('idMoltiplicatore')} etichetta={t('fatturazione.moltiplicatore')} errore={errore('idMoltiplicatore')} className="col-12 md:col-4 mb-3">
            <Dropdown
              inputId={idCampo('idMoltiplicatore')}
              value={bozza.idMoltiplicatore}
              options={moltiplicatori.data ?? []}
              optionValue="id"
              optionLabel="descrizioneMoltiplicatore"
              placeholder={t('fatturazione.seleziona')}
              invalid={!!errori.idMoltiplicatore}
              onChange={(e) => {
                const m = moltiplicatori.data?.find((x) => x.id === e.value);
                imposta({ idMoltiplicatore: e.value, descrizioneMoltiplicatore: m?.descrizioneMoltiplicatore ?? '', moltiplicatore: m ? Number(m.multiplo) : 1 });
              }}
            />
          </FormField>
          <FormField id={idCampo('prezzoUnitario')} etichetta={t('fatturazione.prezzoUnitario')} errore={errore('prezzoUnitario')} className="col-12 md:col-4 mb-3">
            <InputNumber
              inputId={idCampo('prezzoUnitario')}
              value={bozza.prezzoUnitario}
              mode="currency"
              currency="EUR"
              locale="it-IT"
              step={0.01}
              minFractionDigits={2}
              maxFractionDigits={2}
              invalid={!!errori.prezzoUnitario}
              onValueChange={(e) => imposta({ prezzoUnitario: e.value ?? null })}
            />
          </FormField>
          <FormField id={idCampo('sconto')} etichetta={t('fatturazione.scontoPercentuale')} errore={errore('sconto')} className="col-12 md:col-4 mb-3">
            <InputNumber inputId={idCampo('sconto')} value={bozza.sconto} locale="it-IT" suffix=" %" step={0.01} min={0} max={100} minFractionDigits={0} maxFractionDigits={2} invalid={!!errori.sconto} onValueChange={(e) => imposta({ sconto: e.value ?? null })} />
          </FormField>
          <FormField id={idCampo('totaleRiga')} etichetta={t('fatturazione.totaleRiga')} errore={errore('totaleRiga') ?? erroreCalcolo} className="col-12 md:col-4 mb-3">
            <InputNumber inputId={idCampo('totaleRiga')} value={bozza.totaleRiga} mode="currency" currency="EUR" locale="it-IT" step={0.001} minFractionDigits={2} maxFractionDigits={3} readOnly invalid={!!errori.totaleRiga} />
          </FormField>
          <FormField id={idCampo('idIva')} etichetta={t('fatturazione.iva')} errore={errore('idIva')} className="col-12 md:col-6 mb-3">
            <Dropdown
              inputId={idCampo('idIva')}
              value={bozza.idIva}
              options={aliquote.data ?? []}
              optionValue="id"
              optionLabel="descrizioneIva"
              placeholder={t('fatturazione.seleziona')}
              invalid={!!errori.idIva}
              onChange={(e) => {
                const a = aliquote.data?.find((x) => x.id === e.value);
                imposta({ idIva: e.value, descrizioneIva: a?.descrizioneIva ?? '', aliquota: a ? Number(a.aliquotaIva) : 0, natura: a?.natura ?? null });
              }}
            />
          </FormField>
          <FormField id={idCampo('idTipoSpesa')} etichetta={t('fatturazione.tipoSpesa')} errore={errore('idTipoSpesa')} className="col-12 md:col-6 mb-3">
            <Dropdown
              inputId={idCampo('idTipoSpesa')}
              value={bozza.idTipoSpesa}
              options={(tipiSpesa.data ?? []).map((s) => ({ ...s, etichetta: `${s.codiceTipoSpesa} - ${s.descrizioneTipoSpesa}` }))}
              optionValue="id"
              optionLabel="etichetta"
              placeholder={t('fatturazione.seleziona')}
              invalid={!!errori.idTipoSpesa}
              onChange={(e) => imposta({ idTipoSpesa: e.value, codiceTipoSpesa: tipiSpesa.data?.find((s) => s.id === e.value)?.codiceTipoSpesa ?? '' })}
            />
          </FormField>
          <button type="submit" hidden />
        </form>
      )}
    </Dialog>
  );
}
