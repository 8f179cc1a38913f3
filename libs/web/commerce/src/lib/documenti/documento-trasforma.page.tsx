import { Button } from 'primereact/button';
import { ProgressSpinner } from 'primereact/progressspinner';
import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import { LineEditor, PageLayout } from '@registro/web-ui';
import { formatDataOraDocumento } from './documento';
import { righeDocumento } from './righe-documento';
import { TotaliDocumento } from './totali-documento';
import { useDocumentoTrasforma } from './use-documento-trasforma';

/**
 * /papercleandocumentotipi/documenti/trasforma/edit/{id}: on the left the source document (header,
 * rows with a transform button on the rows not yet transformed, "Trasforma tutte le righe", totals),
 * on the right the new document (rows, read-only totals). Both tables are compact so that the
 * action never scrolls out of sight; the source, with its action column, has the wider part. Save and Cancel return to /papercleandocumentotipi.
 */
export function DocumentoTrasformaPage() {
  const { t } = useTranslation();
  const p = useDocumentoTrasforma();
  const { origine, nuovo } = p;
  return (
    <PageLayout titolo={t('documentiCommerciali.trasformazione')} onBack={p.annulla}>
      {!origine || !nuovo ? (
        <div className="flex justify-content-center p-5">
          <ProgressSpinner aria-label={t('ui.caricamento')} />
        </div>
      ) : (
        <>
          <div className="grid">
            <section className="col-12 lg:col-7" aria-label={t('documentiCommerciali.documentoOrigine')}>
              <div className="registro-card h-full">
                <h2 className="mt-0 text-xl">
                  {t('documentiCommerciali.documentoOrigine')}: {origine.tipo} n. {origine.numero}
                </h2>
                <p className="mt-0 text-color-secondary">
                  {origine.descrizioneAnagrafica} · {formatDataOraDocumento(origine.dataOra)} · <Tag value={origine.statoAttuale} severity="success" />
                </p>
                {!p.solaLettura && (
                  <div className="flex justify-content-end mb-2">
                    <Button
                      type="button"
                      label={t('documentiCommerciali.trasformaTutte')}
                      icon="pi pi-angle-double-right"
                      outlined
                      size="small"
                      disabled={!p.daTrasformare}
                      onClick={p.trasformaTutte}
                    />
                  </div>
                )}
                <LineEditor
                  {...righeDocumento(t, {
                    righe: origine.listaRighe,
                    ariaLabel: t('documentiCommerciali.righeOrigine'),
                    compatta: true,
                    azione: (r, i) =>
                    r.trasformata ? (
                      <Tag value={t('documentiCommerciali.trasformata')} severity="info" />
                    ) : p.solaLettura ? null : (
                      <Button
                        type="button"
                        icon="pi pi-arrow-right"
                        rounded
                        text
                        aria-label={`${t('documentiCommerciali.trasformaRiga')} ${i + 1}`}
                        tooltip={t('documentiCommerciali.trasformaRiga')}
                        onClick={() => p.trasforma(i)}
                      />
                    ),
                  })}
                />
                <TotaliDocumento documento={origine} />
              </div>
            </section>
            <section className="col-12 lg:col-5" aria-label={t('documentiCommerciali.nuovoDocumento')}>
              <div className="registro-card h-full">
                <h2 className="mt-0 text-xl">
                  {t('documentiCommerciali.nuovoDocumento')}: {nuovo.tipo}
                  {nuovo.numero ? ` n. ${nuovo.numero}` : ''}
                </h2>
                <p className="mt-0 text-color-secondary">{nuovo.descrizioneAnagrafica}</p>
                <LineEditor
                  {...righeDocumento(t, {
                    righe: nuovo.listaRighe,
                    ariaLabel: t('documentiCommerciali.righeNuovoDocumento'),
                    compatta: true,
                    messaggioVuoto: p.solaLettura ? undefined : t('documentiCommerciali.nessunaRigaTrasformata'),
                  })}
                />
                <TotaliDocumento documento={nuovo} />
              </div>
            </section>
          </div>
          <div className="flex justify-content-end gap-2 mt-3">
            {!p.solaLettura && (
              <Button type="button" label={t('documentiCommerciali.salva')} icon="pi pi-check" loading={p.invio} disabled={!nuovo.listaRighe.length} onClick={p.salva} />
            )}
            <Button type="button" label={t('ui.annulla')} icon="pi pi-times" outlined disabled={p.invio} onClick={p.annulla} />
          </div>
        </>
      )}
    </PageLayout>
  );
}
