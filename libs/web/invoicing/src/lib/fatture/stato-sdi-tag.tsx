import { Tag, type TagProps } from 'primereact/tag';
import { ETICHETTA_STATO_SDI, type StatoSdi } from '@registro/contracts';

/** Good news green, bad news red, sent and waiting blue, not delivered amber; not sent yet neutral grey (fatture.css). */
const GRAVITA: Record<StatoSdi, TagProps['severity']> = {
  DA_INVIARE: undefined,
  INVIATA: 'info',
  CONSEGNATA: 'success',
  NON_CONSEGNATA: 'warning',
  SCARTATA: 'danger',
  ACCETTATA: 'success',
  RIFIUTATA: 'danger',
  DECORRENZA_TERMINI: 'success',
};

/** An invoice's state at the SDI as a tag ("Consegnata"); nothing for a private person's invoice. */
export function StatoSdiTag({ stato }: { stato: StatoSdi | null | undefined }) {
  if (!stato) return null;
  return <Tag value={ETICHETTA_STATO_SDI[stato]} severity={GRAVITA[stato]} className={stato === 'DA_INVIARE' ? 'registro-stato-sdi registro-stato-sdi-da-inviare' : 'registro-stato-sdi'} />;
}
