import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import { nomeSezione } from '@registro/contracts';

/** "Firmato" / "Da firmare" as a coloured tag. */
export function FirmatoTag({ firmato }: { firmato: boolean }) {
  const { t } = useTranslation();
  return firmato ? (
    <Tag
      severity="success"
      icon="pi pi-verified"
      value={t('archivioDocumenti.firmato')}
      data-testid="stato-firma"
    />
  ) : (
    <Tag
      severity="warning"
      icon="pi pi-clock"
      value={t('archivioDocumenti.daFirmare')}
      data-testid="stato-firma"
    />
  );
}

/** "Inviato FSE" / "Non inviato" as a coloured tag. */
export function FseTag({ inviato }: { inviato: boolean }) {
  const { t } = useTranslation();
  return inviato ? (
    <Tag
      severity="info"
      icon="pi pi-send"
      value={t('archivioDocumenti.inviatoFse')}
      data-testid="stato-fse"
    />
  ) : (
    <Tag
      className="registro-tag-neutro"
      icon="pi pi-minus-circle"
      value={t('archivioDocumenti.nonInviato')}
      data-testid="stato-fse"
    />
  );
}

/** The record a document belongs to: "#12" and, under it, its section as the menu names it ("Archivio Documenti"). */
export function ResourceLabel({
  sezione,
  idRisorsa,
}: {
  sezione?: string;
  idRisorsa: number;
}) {
  return (
    <span className="registro-risorsa">
      #{idRisorsa}
      {sezione && <small>{nomeSezione(sezione)}</small>}
    </span>
  );
}
