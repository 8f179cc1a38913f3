import { useState } from 'react';
import { Column } from 'primereact/column';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import type { IcdixCodice } from '@registro/contracts';
import { FilterBar, LazyTable, PageLayout } from '@registro/web-ui';

/** /dataanalysistables/icdix (spec 2 §2.8 names no route; under Tabelle, so its menu entry opens it): the ICD-IX diagnoses, searched by code and description, selectable rows, 100 per page. */
export function IcdixPage() {
  const { t } = useTranslation();
  const [filtri, setFiltri] = useState<Record<string, string>>({});
  const [scelto, setScelto] = useState<IcdixCodice | null>(null);
  return (
    <PageLayout titolo={t('icdix.titolo')}>
      <div className="registro-card">
        <FilterBar
          campi={[
            { nome: 'codice', etichetta: t('icdix.codice') },
            { nome: 'descrizione', etichetta: t('icdix.descrizione') },
          ]}
          onCerca={setFiltri}
        />
        {scelto && <Message severity="info" className="mb-2" text={t('icdix.selezionato', { codice: scelto.codiceIcdix, descrizione: scelto.descrizioneIcdix })} />}
        <LazyTable<IcdixCodice>
          risorsa="/serviziicdix"
          filtri={filtri}
          forPage={100}
          dataKey="codiceIcdix"
          ariaLabel={t('icdix.titolo')}
          selezione={{ riga: scelto, onScegli: (riga) => setScelto(riga as IcdixCodice | null) }}
        >
          <Column field="codiceIcdix" header={t('icdix.codice')} style={{ width: '10rem' }} />
          <Column field="descrizioneIcdix" header={t('icdix.descrizione')} />
        </LazyTable>
      </div>
    </PageLayout>
  );
}
