import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { Column } from 'primereact/column';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { TabPanel, TabView } from 'primereact/tabview';
import { useTranslation } from 'react-i18next';
import type { Articolo, Giacenza } from '@registro/contracts';
import { COLONNA_NUMERICA, formatDateTime, formatDecimale, DetailTable } from '@registro/web-ui';
import { NumeroField, SelectField, SwitchField, TestoField } from '../catalogo-fields';
import { tipoGiacenza } from './articolo';
import { BarcodeTable } from './barcode-table';
import { useArticoloLookups } from './use-articolo-lookups';

interface ArticoloFormProps {
  id: string;
  form: UseFormReturn<Articolo>;
  nuovo: boolean;
  onSubmit: () => void;
}

const PREZZI = ['prezzoBase', 'prezzoEsposto', 'costoUltimoAcquisto', 'valoreMedioPonderataGiacenza', 'l1', 'l2', 'l3', 'l4', 'lr1', 'lr2', 'lr3', 'lr4'] as const;
/** the price list's surcharges are percentages; every other price list field is an amount in euro */
const RICARICHI: readonly string[] = ['lr1', 'lr2', 'lr3', 'lr4'];
const QUANTITA = ['quantitaConfezione', 'quantitaSottoCartone', 'quantitaCartone', 'quantitaPedana', 'quantitaScortaMinima'] as const;

/**
 * The article editor (spec 3 §2, §3), the same in the page and in the modal: tab Dettaglio with the
 * Articolo card (the VAT choice fills the read-only rate), the Listino card and the stock per
 * store; tab Barcode with the barcode list.
 */
export function ArticoloForm({ id, form, nuovo, onSubmit }: ArticoloFormProps) {
  const { t } = useTranslation();
  const lookups = useArticoloLookups();
  const { control, setValue } = form;
  const [idArticolo, dataOra, aliquotaIva] = useWatch({ control, name: ['id', 'listino.dataOra', 'aliquotaIva'] });
  const obbligatorio = (campo: string) => t('validazione.obbligatorio', { campo });
  const sceltaIva = (codice: unknown) => {
    const iva = lookups.iva.find((i) => i.codice === codice);
    setValue('aliquotaIva', iva?.aliquota ?? 0);
    setValue('descrizioneIva', iva?.descrizione ?? '');
  };

  return (
    <form id={id} noValidate onSubmit={(e) => { e.preventDefault(); onSubmit(); }}>
      <TabView>
        <TabPanel header={t('catalogo.dettaglio')} leftIcon="pi pi-box mr-2">
          <section className="registro-card mb-3" aria-label={t('catalogo.articolo')}>
            <h3 className="mt-0">{t('catalogo.articolo')}</h3>
            <div className="grid formgrid p-fluid">
              <TestoField control={control} nome="codice" etichetta={t('catalogo.codice')} className="col-12 md:col-3" obbligatorio={obbligatorio(t('catalogo.codice'))} />
              <TestoField control={control} nome="descrizione" etichetta={t('catalogo.descrizione')} className="col-12 md:col-9" obbligatorio={obbligatorio(t('catalogo.descrizione'))} />
              <SelectField control={control} nome="fornitore" etichetta={t('catalogo.fornitore')} opzioni={lookups.fornitori} />
              <SelectField control={control} nome="codiceIva" etichetta={t('catalogo.iva')} className="col-8 md:col-4" opzioni={lookups.iva.map((i) => ({ label: i.descrizione, value: i.codice }))} obbligatorio={obbligatorio(t('catalogo.iva'))} onScelta={sceltaIva} />
              <div className="registro-campo col-4 md:col-2 mb-3">
                <label htmlFor="catalogo-aliquotaIva">{t('catalogo.aliquotaIva')}</label>
                <InputNumber inputId="catalogo-aliquotaIva" value={aliquotaIva ?? 0} suffix="%" locale="it-IT" maxFractionDigits={2} readOnly disabled />
              </div>
              <SelectField control={control} nome="gruppo" etichetta={t('catalogo.gruppo')} className="col-12 md:col-3" opzioni={lookups.gruppi} />
              <SelectField control={control} nome="marca" etichetta={t('catalogo.marca')} className="col-12 md:col-3" opzioni={lookups.marche} />
              <SelectField control={control} nome="unitaMisura" etichetta={t('catalogo.unitaMisura')} className="col-12 md:col-3" opzioni={lookups.unitaMisura} />
              <SelectField control={control} nome="deposito" etichetta={t('catalogo.deposito')} className="col-12 md:col-3" opzioni={lookups.depositi} />
              <TestoField control={control} nome="descrizioneListino" etichetta={t('catalogo.descrizioneListino')} className="col-12 md:col-6" />
              <SwitchField control={control} nome="espostoListino" etichetta={t('catalogo.espostoListino')} className="col-4 md:col-2" />
              <SwitchField control={control} nome="esclusoUtile" etichetta={t('catalogo.esclusoUtile')} className="col-4 md:col-2" />
              {!nuovo && <SwitchField control={control} nome="attivo" etichetta={t('catalogo.attivo')} className="col-4 md:col-2" />}
              {QUANTITA.map((q) => (
                <NumeroField key={q} control={control} nome={q} etichetta={t(`catalogo.${q}`)} className="col-6 md:col" decimali={3} />
              ))}
            </div>
          </section>

          <section className="registro-card mb-3" aria-label={t('catalogo.listino')}>
            <h3 className="mt-0">{t('catalogo.listino')}</h3>
            <div className="grid formgrid p-fluid">
              <div className="registro-campo col-12 md:col-3 mb-3">
                <label htmlFor="catalogo-listino-dataOra">{t('catalogo.dataOraListino')}</label>
                <InputText id="catalogo-listino-dataOra" value={formatDateTime(dataOra)} readOnly disabled />
              </div>
              {PREZZI.map((p) => (
                <NumeroField key={p} control={control} nome={`listino.${p}`} etichetta={t(`catalogo.${p}`)} className="col-6 md:col-3" decimali={4} euro={!RICARICHI.includes(p)} />
              ))}
            </div>
          </section>

          <section className="registro-card" aria-label={t('catalogo.giacenze')}>
            <h3 className="mt-0">{t('catalogo.giacenze')}</h3>
            <Controller
              name="listaGiacenze"
              control={control}
              render={({ field }) => (
                <DetailTable value={field.value ?? []} dataKey="tipo" ariaLabel={t('catalogo.giacenze')}>
                  <Column header={t('catalogo.magazzino')} body={(g: Giacenza) => `${g.tipo} - ${tipoGiacenza(g.tipo)}`} />
                  <Column header={t('catalogo.unitaMisura')} field="unitaMisura" />
                  <Column header={t('catalogo.quantita')} className={COLONNA_NUMERICA} headerClassName={COLONNA_NUMERICA} body={(g: Giacenza) => formatDecimale(g.quantita)} />
                  <Column header={t('catalogo.note')} field="note" />
                </DetailTable>
              )}
            />
          </section>
        </TabPanel>

        <TabPanel header={t('catalogo.barcode')} leftIcon="pi pi-barcode mr-2">
          <Controller
            name="listaBarcode"
            control={control}
            render={({ field }) => <BarcodeTable value={field.value ?? []} onChange={field.onChange} idArticolo={Number(idArticolo ?? -1)} nuovo={nuovo} />}
          />
        </TabPanel>
      </TabView>
    </form>
  );
}
