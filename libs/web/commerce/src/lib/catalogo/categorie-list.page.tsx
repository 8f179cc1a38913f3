import { Controller } from 'react-hook-form';
import { Column } from 'primereact/column';
import { useTranslation } from 'react-i18next';
import type { Categoria } from '@registro/contracts';
import { CatalogoRecordDialog } from './catalogo-record-dialog';
import { SwitchField, TestoField } from './catalogo-fields';
import { ConfigurazioneList } from './configurazione-list';
import { SottocategorieTable } from './sottocategorie-table';

const VUOTA: Categoria = { id: -1, codice: '', descrizione: '', attivo: true, listaSottocategorie: [] };

/** /papercleanconfigurazionecategorie (spec 3 §2): categories, each with its subcategories in the modal. */
export function CategorieListPage() {
  const { t } = useTranslation();
  const obbligatorio = (campo: string) => t('validazione.obbligatorio', { campo });
  return (
    <ConfigurazioneList<Categoria>
      titolo={t('catalogo.categorie')}
      risorsa="/categorie"
      sezione="categorie"
      colonne={[<Column key="codice" field="codice" header={t('catalogo.codice')} />, <Column key="descrizione" field="descrizione" header={t('catalogo.descrizione')} />]}
      dialogo={(id, chiudi) => (
        <CatalogoRecordDialog<Categoria>
          risorsa="/categorie"
          id={id}
          vuoto={VUOTA}
          titoloNuovo={t('catalogo.nuovaCategoria')}
          titoloModifica={t('catalogo.modificaCategoria')}
          onHide={chiudi}
          larghezza="50rem"
          campi={({ control }, nuovo) => (
            <>
              <TestoField control={control} nome="codice" etichetta={t('catalogo.codice')} obbligatorio={obbligatorio(t('catalogo.codice'))} />
              {!nuovo && <SwitchField control={control} nome="attivo" etichetta={t('catalogo.attivo')} />}
              <TestoField control={control} nome="descrizione" etichetta={t('catalogo.descrizione')} className="col-12" obbligatorio={obbligatorio(t('catalogo.descrizione'))} />
              <div className="col-12">
                <h3 className="mt-0">{t('catalogo.sottocategorie')}</h3>
                <Controller name="listaSottocategorie" control={control} render={({ field }) => <SottocategorieTable value={field.value ?? []} onChange={field.onChange} />} />
              </div>
            </>
          )}
        />
      )}
    />
  );
}
