import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { DizionarioTipo } from '@registro/contracts';
import { CatalogoRecordDialog } from '../catalogo/catalogo-record-dialog';
import { SelectField, SwitchField, TestoField } from '../catalogo/catalogo-fields';
import { OPZIONI_SEZIONE, OPZIONI_TIPO, OPZIONI_TIPO_MOVIMENTO, sezioneConMovimento } from './opzioni-dizionario';
import { useTipiDizionario } from './use-tipi-dizionario';

const VUOTO: DizionarioTipo = {
  id: -1,
  sezioneDizionario: 'ANAGRAFICA',
  codiceTipo: '',
  descrizioneTipo: '',
  tipo: 'P',
  tipoMovimento: null,
  richiedeFattura: null,
  path: null,
  attivo: true,
};

/** The add/edit modal of a dictionary type: Tipo Movimento and Documento Richiesto only for the document sections. */
export function DizionarioTipoDialog({ id, onHide }: { id: number | null; onHide: () => void }) {
  const { t } = useTranslation();
  const documenti = useTipiDizionario('DOCUMENTO');
  const obbligatorio = (campo: string) => t('validazione.obbligatorio', { campo });
  return (
    <CatalogoRecordDialog<DizionarioTipo>
      risorsa="/dizionariotipi"
      id={id}
      vuoto={VUOTO}
      titoloNuovo={t('dizionari.nuovoTipo')}
      titoloModifica={t('dizionari.modificaTipo')}
      onHide={onHide}
      campi={(form, nuovo) => (
        <CampiTipo form={form} nuovo={nuovo} obbligatorio={obbligatorio} opzioniDocumento={(documenti.data ?? []).map((d) => ({ label: `${d.codiceTipo} - ${d.descrizioneTipo}`, value: d.codiceTipo }))} />
      )}
    />
  );
}

function CampiTipo({
  form,
  nuovo,
  obbligatorio,
  opzioniDocumento,
}: {
  form: import('react-hook-form').UseFormReturn<DizionarioTipo>;
  nuovo: boolean;
  obbligatorio: (campo: string) => string;
  opzioniDocumento: { label: string; value: string }[];
}) {
  const { t } = useTranslation();
  const { control } = form;
  const sezione = useWatch({ control, name: 'sezioneDizionario' });
  return (
    <>
      <SelectField control={control} nome="sezioneDizionario" etichetta={t('dizionari.sezione')} opzioni={OPZIONI_SEZIONE} obbligatorio={obbligatorio(t('dizionari.sezione'))} />
      <SelectField control={control} nome="tipo" etichetta={t('dizionari.tipo')} opzioni={OPZIONI_TIPO} obbligatorio={obbligatorio(t('dizionari.tipo'))} />
      <TestoField control={control} nome="codiceTipo" etichetta={t('dizionari.codiceTipo')} obbligatorio={obbligatorio(t('dizionari.codiceTipo'))} />
      <TestoField control={control} nome="descrizioneTipo" etichetta={t('dizionari.descrizioneTipo')} obbligatorio={obbligatorio(t('dizionari.descrizioneTipo'))} />
      {sezioneConMovimento(sezione) && (
        <>
          <SelectField control={control} nome="tipoMovimento" etichetta={t('dizionari.tipoMovimento')} opzioni={OPZIONI_TIPO_MOVIMENTO} />
          <SelectField control={control} nome="richiedeFattura" etichetta={t('dizionari.documentoRichiesto')} opzioni={opzioniDocumento} />
        </>
      )}
      {!nuovo && <SwitchField control={control} nome="attivo" etichetta={t('dizionari.attivo')} />}
    </>
  );
}
