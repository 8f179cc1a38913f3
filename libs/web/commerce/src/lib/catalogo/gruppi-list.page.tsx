import { Column } from 'primereact/column';
import { useTranslation } from 'react-i18next';
import type { ArticoloGruppo } from '@registro/contracts';
import { CatalogoRecordDialog } from './catalogo-record-dialog';
import { SwitchField, TestoField } from './catalogo-fields';
import { ConfigurazioneList } from './configurazione-list';

const VUOTO: ArticoloGruppo = { id: -1, codice: '', descrizione: '', capogruppo: '', attivo: true };

/** /papercleanconfigurazionegruppi (spec 3 §2): the article groups. */
export function GruppiListPage() {
  const { t } = useTranslation();
  const obbligatorio = (campo: string) => t('validazione.obbligatorio', { campo });
  return (
    <ConfigurazioneList<ArticoloGruppo>
      titolo={t('catalogo.gruppi')}
      risorsa="/articoligruppi"
      sezione="gruppiarticoli"
      colonne={[
        <Column key="codice" field="codice" header={t('catalogo.codice')} />,
        <Column key="descrizione" field="descrizione" header={t('catalogo.descrizione')} />,
        <Column key="capogruppo" field="capogruppo" header={t('catalogo.capogruppo')} />,
      ]}
      dialogo={(id, chiudi) => (
        <CatalogoRecordDialog<ArticoloGruppo>
          risorsa="/articoligruppi"
          id={id}
          vuoto={VUOTO}
          titoloNuovo={t('catalogo.nuovoGruppo')}
          titoloModifica={t('catalogo.modificaGruppo')}
          onHide={chiudi}
          campi={({ control }, nuovo) => (
            <>
              <TestoField control={control} nome="codice" etichetta={t('catalogo.codice')} obbligatorio={obbligatorio(t('catalogo.codice'))} />
              <TestoField control={control} nome="capogruppo" etichetta={t('catalogo.capogruppo')} />
              <TestoField control={control} nome="descrizione" etichetta={t('catalogo.descrizione')} className="col-12" obbligatorio={obbligatorio(t('catalogo.descrizione'))} />
              {!nuovo && <SwitchField control={control} nome="attivo" etichetta={t('catalogo.attivo')} />}
            </>
          )}
        />
      )}
    />
  );
}
