import { useTranslation } from 'react-i18next';
import type { FatturaRicevuta } from '@registro/contracts';
import { DetailFields, formatPercentuale, type DetailField } from '@registro/web-ui';
import { codiceConNome, documentoCollegato, tipoDocumentoRicevuto, tipoRitenuta } from './codici-fatturapa';
import { formatGiorno, formatImporto } from './fattura-ricevuta';

/** "Dati generali del documento": type, number, date, currency, reason, stamp duty, withholdings, linked documents, transmission. */
export function DatiGeneraliRicevuta({ documento: d }: { documento: FatturaRicevuta }) {
  const { t } = useTranslation();
  const campi: DetailField[] = [
    [t('fattureRicevute.tipo'), codiceConNome(d.tipoDocumento, tipoDocumentoRicevuto), 'tipoDocumento'],
    ...(d.tipoDocumentoDescrizione ? [[t('fattureRicevute.tipoRegistro'), d.tipoDocumentoDescrizione, 'tipoDocumentoDescrizione'] as DetailField] : []),
    [t('fattureRicevute.numero'), d.numero, 'numero'],
    [t('fattureRicevute.data'), formatGiorno(d.data), 'data'],
    [t('fattureRicevute.divisa'), d.divisa || 'EUR', 'divisa'],
    [t('fattureRicevute.totaleDocumento'), formatImporto(d.totale, d.divisa), 'totale'],
  ];
  if (d.causale?.length) campi.push([t('fattureRicevute.causale'), <span className="registro-ricevuta-causale">{d.causale.join(' ')}</span>, 'causale']);
  if (d.bollo)
    campi.push([
      t('fattureRicevute.bollo'),
      `${formatImporto(d.bollo.importo, d.divisa)}${d.bollo.virtuale ? ` (${t('fattureRicevute.bolloVirtuale')})` : ''}`,
      'bollo',
    ]);
  for (const [i, r] of (d.ritenute ?? []).entries())
    campi.push([
      t('fattureRicevute.ritenuta'),
      `${codiceConNome(r.tipo, tipoRitenuta)}: ${formatImporto(r.importo, d.divisa)} (${formatPercentuale(r.aliquota)}${r.causale ? `, ${t('fattureRicevute.causalePagamento')} ${r.causale}` : ''})`,
      `ritenuta-${i}`,
    ]);
  for (const [i, c] of (d.documentiCollegati ?? []).entries())
    campi.push([
      documentoCollegato(c.tipo),
      c.data ? t('fattureRicevute.numeroDel', { numero: c.idDocumento, data: formatGiorno(c.data) }) : c.idDocumento,
      `collegato-${i}`,
    ]);
  campi.push([t('fattureRicevute.formato'), d.formato, 'formato']);
  if (d.trasmittente)
    campi.push([
      t('fattureRicevute.trasmissione'),
      [`${d.trasmittente.idPaese}${d.trasmittente.idCodice}`, d.trasmittente.progressivoInvio && t('fattureRicevute.progressivo', { progressivo: d.trasmittente.progressivoInvio })]
        .filter(Boolean)
        .join(', '),
      'trasmissione',
    ]);
  return (
    <section className="registro-fattura-blocco" aria-label={t('fattureRicevute.datiGenerali')} data-blocco="datiGenerali">
      <h2>{t('fattureRicevute.datiGenerali')}</h2>
      <DetailFields campi={campi} className="registro-dettaglio-campi registro-ricevuta-campi" />
    </section>
  );
}
