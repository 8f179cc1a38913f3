import { useRef, useState } from 'react';
import { InputSwitch } from 'primereact/inputswitch';
import { InputText } from 'primereact/inputtext';
import { useTranslation } from 'react-i18next';
import type { Barcode } from '@registro/contracts';
import { ApiError, LineEditor, useFeedback } from '@registro/web-ui';
import { righeConRigaNuova } from '../righe-con-riga-nuova';
import { barcodeDaAggiungere } from './articolo';
import { useBarcodeCheck } from './use-barcode-check';

interface BarcodeTableProps {
  value: Barcode[];
  onChange: (lista: Barcode[]) => void;
  /** the article being edited (-1 new): its own barcodes are not "already present" */
  idArticolo: number;
  /** a new article: no attivo switch (every barcode starts attivo) */
  nuovo: boolean;
}

/**
 * The article's barcodes (spec 3 §2 tab Barcode, §5): the last row is the entry row; an empty code
 * warns "Il campo Codice e' OBBLIGATORIO"; GET barcode/check answering means the barcode exists
 * ("Il Barcode già è presente"), a 404 that it is free and added; earlier rows are deleted after a
 * confirmation; each existing row has its attivo switch.
 */
export function BarcodeTable({ value, onChange, idArticolo, nuovo }: BarcodeTableProps) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const controllaBarcode = useBarcodeCheck();
  const [codice, setCodice] = useState('');
  // the list as it is when a check answers: another barcode may have been added meanwhile
  const attuali = useRef(value);
  attuali.current = value;
  const aggiungi = async () => {
    const problema = barcodeDaAggiungere(codice, value);
    if (problema) return feedback.avviso(t(problema === 'obbligatorio' ? 'catalogo.codiceObbligatorio' : 'catalogo.barcodePresente'));
    const barcode = codice.trim();
    try {
      const esistente = await controllaBarcode(barcode);
      if (esistente.idArticolo !== idArticolo) return feedback.avviso(t('catalogo.barcodePresente'));
    } catch (errore) {
      if (!(errore instanceof ApiError && errore.status === 404)) return feedback.mostraErrore(errore);
    }
    if (attuali.current.some((b) => b.barcode === barcode)) return;
    const lista = [...attuali.current, { barcode, attivo: true }];
    attuali.current = lista;
    onChange(lista);
    setCodice((c) => (c.trim() === barcode ? '' : c));
  };
  return (
    <LineEditor
      {...righeConRigaNuova<Barcode>(t, {
        righe: value,
        ariaLabel: t('catalogo.barcode'),
        onAggiungi: () => void aggiungi(),
        onElimina: (i) => onChange(value.filter((_, j) => j !== i)),
        colonne: [
          {
            intestazione: t('catalogo.barcode'),
            cella: (b) => <span className="font-medium">{b.barcode}</span>,
            nuova: (
              <InputText
                aria-label={t('catalogo.nuovoBarcode')}
                placeholder={t('catalogo.nuovoBarcode')}
                value={codice}
                onChange={(e) => setCodice(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    void aggiungi();
                  }
                }}
              />
            ),
          },
          {
            intestazione: t('catalogo.attivo'),
            larghezza: '8rem',
            cella: (b, i) =>
              nuovo ? (
                'SI'
              ) : (
                <InputSwitch
                  aria-label={`${t('catalogo.attivo')} ${b.barcode}`}
                  checked={b.attivo}
                  onChange={(e) => onChange(value.map((x, j) => (j === i ? { ...x, attivo: !!e.value } : x)))}
                />
              ),
            nuova: null,
          },
        ],
      })}
    />
  );
}
