import { Column } from 'primereact/column';
import { useTranslation } from 'react-i18next';
import type { Iva } from '@registro/contracts';
import { COLONNA_NUMERICA, formatPercentuale } from '@registro/web-ui';
import { CatalogoRecordDialog } from './catalogo-record-dialog';
import { NumeroField, SwitchField, TestoField } from './catalogo-fields';
import { ConfigurazioneList } from './configurazione-list';

const VUOTA: Iva = { id: -1, codice: '', descrizione: '', aliquota: 0, attivo: true };

/** /papercleanconfigurazioneiva (spec 3 §2): the VAT codes. */
export function IvaListPage() {
  const { t } = useTranslation();
  const obbligatorio = (campo: string) => t('validazione.obbligatorio', { campo });
  return (
    <ConfigurazioneList<Iva>
      titolo={t('catalogo.iva')}
      risorsa="/iva"
      sezione="iva"
      colonne={[
        <Column key="codice" field="codice" header={t('catalogo.codice')} />,
        <Column key="descrizione" field="descrizione" header={t('catalogo.descrizione')} />,
        <Column key="aliquota" header={t('catalogo.aliquota')} className={COLONNA_NUMERICA} headerClassName={COLONNA_NUMERICA} body={(r: Iva) => formatPercentuale(r.aliquota)} />,
      ]}
      dialogo={(id, chiudi) => (
        <CatalogoRecordDialog<Iva>
          risorsa="/iva"
          id={id}
          vuoto={VUOTA}
          titoloNuovo={t('catalogo.nuovaIva')}
          titoloModifica={t('catalogo.modificaIva')}
          onHide={chiudi}
          campi={({ control }, nuovo) => (
            <>
              <TestoField control={control} nome="codice" etichetta={t('catalogo.codice')} obbligatorio={obbligatorio(t('catalogo.codice'))} />
              <NumeroField control={control} nome="aliquota" etichetta={t('catalogo.aliquota')} className="col-12 md:col-6" max={100} />
              <TestoField control={control} nome="descrizione" etichetta={t('catalogo.descrizione')} className="col-12" obbligatorio={obbligatorio(t('catalogo.descrizione'))} />
              {!nuovo && <SwitchField control={control} nome="attivo" etichetta={t('catalogo.attivo')} />}
            </>
          )}
        />
      )}
    />
  );
}
