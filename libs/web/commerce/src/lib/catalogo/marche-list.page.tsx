import { Column } from 'primereact/column';
import { useTranslation } from 'react-i18next';
import type { Marca } from '@registro/contracts';
import { CatalogoRecordDialog } from './catalogo-record-dialog';
import { SwitchField, TestoField } from './catalogo-fields';
import { ConfigurazioneList } from './configurazione-list';

const VUOTA: Marca = { id: -1, codice: '', descrizone: '', attivo: true };

/** /papercleanconfigurazionemarche (spec 3 §2): the brands (description spelled `descrizone` on the wire). */
export function MarcheListPage() {
  const { t } = useTranslation();
  const obbligatorio = (campo: string) => t('validazione.obbligatorio', { campo });
  return (
    <ConfigurazioneList<Marca>
      titolo={t('catalogo.marche')}
      risorsa="/marche"
      sezione="marche"
      colonne={[<Column key="codice" field="codice" header={t('catalogo.codice')} />, <Column key="descrizone" field="descrizone" header={t('catalogo.descrizione')} />]}
      dialogo={(id, chiudi) => (
        <CatalogoRecordDialog<Marca>
          risorsa="/marche"
          id={id}
          vuoto={VUOTA}
          titoloNuovo={t('catalogo.nuovaMarca')}
          titoloModifica={t('catalogo.modificaMarca')}
          onHide={chiudi}
          campi={({ control }, nuovo) => (
            <>
              <TestoField control={control} nome="codice" etichetta={t('catalogo.codice')} obbligatorio={obbligatorio(t('catalogo.codice'))} />
              {!nuovo && <SwitchField control={control} nome="attivo" etichetta={t('catalogo.attivo')} />}
              <TestoField control={control} nome="descrizone" etichetta={t('catalogo.descrizione')} className="col-12" obbligatorio={obbligatorio(t('catalogo.descrizione'))} />
            </>
          )}
        />
      )}
    />
  );
}
