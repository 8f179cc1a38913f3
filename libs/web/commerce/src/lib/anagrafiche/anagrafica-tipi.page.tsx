import { useTranslation } from 'react-i18next';
import { TipiList } from './tipi-list';

/** /papercleananagraficatipi (spec 3 §2): the party types, each leading to its parties. */
export function AnagraficaTipiPage() {
  const { t } = useTranslation();
  return <TipiList sezione="ANAGRAFICA" titolo={t('anagrafica.tipi')} percorso="/papercleananagraficatipi" />;
}
