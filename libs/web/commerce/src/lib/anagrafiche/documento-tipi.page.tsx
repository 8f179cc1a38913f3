import { useTranslation } from 'react-i18next';
import { TipiList } from './tipi-list';

/** /papercleandocumentotipi (spec 3 §2): the document types, each leading to its documents. */
export function DocumentoTipiPage() {
  const { t } = useTranslation();
  return <TipiList sezione="DOCUMENTO" titolo={t('dizionari.tipiDocumento')} percorso="/papercleandocumentotipi" />;
}
