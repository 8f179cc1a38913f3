import { useState } from 'react';
import { InputText } from 'primereact/inputtext';
import { useTranslation } from 'react-i18next';
import type { Sottocategoria } from '@registro/contracts';
import { LineEditor, useFeedback } from '@registro/web-ui';
import { righeConRigaNuova } from './righe-con-riga-nuova';

/** A category's subcategories: the last row adds one (its Codice required), earlier rows can be deleted. */
export function SottocategorieTable({ value, onChange }: { value: Sottocategoria[]; onChange: (lista: Sottocategoria[]) => void }) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const [nuova, setNuova] = useState({ codice: '', descrizione: '' });
  const aggiungi = () => {
    const codice = nuova.codice.trim();
    if (!codice) return feedback.avviso(t('catalogo.codiceObbligatorio'));
    onChange([...value, { codice, descrizione: nuova.descrizione.trim(), attivo: true }]);
    setNuova({ codice: '', descrizione: '' });
  };
  return (
    <LineEditor
      {...righeConRigaNuova<Sottocategoria>(t, {
        righe: value,
        ariaLabel: t('catalogo.sottocategorie'),
        onAggiungi: aggiungi,
        onElimina: (i) => onChange(value.filter((_, j) => j !== i)),
        colonne: [
          {
            intestazione: t('catalogo.codice'),
            larghezza: '30%',
            cella: (s) => s.codice,
            nuova: <InputText aria-label={t('catalogo.codiceSottocategoria')} value={nuova.codice} onChange={(e) => setNuova({ ...nuova, codice: e.target.value })} />,
          },
          {
            intestazione: t('catalogo.descrizione'),
            cella: (s) => s.descrizione,
            nuova: <InputText aria-label={t('catalogo.descrizioneSottocategoria')} value={nuova.descrizione} onChange={(e) => setNuova({ ...nuova, descrizione: e.target.value })} />,
          },
        ],
      })}
    />
  );
}
