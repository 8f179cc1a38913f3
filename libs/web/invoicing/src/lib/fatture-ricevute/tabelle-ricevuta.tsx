import type { ReactNode } from 'react';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import type { AllegatoRicevuto, FatturaRicevuta, PagamentoRicevuto, RiepilogoIvaRicevuta, RigaFatturaRicevuta } from '@registro/contracts';
import { LineEditor, formatPercentuale, type LineColumn, COLONNA_NUMERICA } from '@registro/web-ui';
import { codiceConNome, condizioniPagamento, esigibilitaIva, modalitaPagamento, natura } from './codici-fatturapa';
import { formatGiorno, formatImporto, formatPrezzo, formatQuantita } from './fattura-ricevuta';

/** A column only some documents fill (codes, units, discounts, IBAN…) is shown when a row has it, as the style sheet omits what is absent. */
function seQualcuno<R>(righe: readonly R[], presente: (r: R) => unknown, colonna: LineColumn<R>): LineColumn<R>[] {
  return righe.some((r) => {
    const valore = presente(r);
    return Array.isArray(valore) ? valore.length > 0 : valore !== undefined && valore !== null && valore !== '';
  })
    ? [colonna]
    : [];
}

/** The VAT of a line or a summary: its rate, or its nature when exempt ("N4 Esenti"). */
function iva(aliquota: number, codiceNatura: string | undefined): string {
  return codiceNatura ? codiceConNome(codiceNatura, natura) : formatPercentuale(aliquota);
}

/** A discount or surcharge as written: "SC 10%", "MG 5,00 €". */
function scontoMaggiorazione(s: RigaFatturaRicevuta['scontiMaggiorazioni'][number], divisa: string): string {
  const valore = s.percentuale !== undefined && s.percentuale !== null ? formatPercentuale(s.percentuale) : formatImporto(s.importo ?? 0, divisa);
  return `${s.tipo === 'MG' ? '+' : '−'}${valore}`;
}

function Blocco({ titolo, blocco, children }: { titolo: string; blocco: string; children: ReactNode }) {
  return (
    <section className="registro-fattura-blocco registro-ricevuta-tabella" aria-label={titolo} data-blocco={blocco}>
      <h2>{titolo}</h2>
      {children}
    </section>
  );
}

/** "Dati relativi alle linee di dettaglio della fornitura". */
export function RigheRicevuta({ documento: d }: { documento: FatturaRicevuta }) {
  const { t } = useTranslation();
  return (
    <Blocco titolo={t('fattureRicevute.righe')} blocco="righe">
      <LineEditor<RigaFatturaRicevuta>
        lines={d.righe}
        ariaLabel={t('fattureRicevute.righe')}
        emptyMessage={t('fattureRicevute.nessunaRiga')}
        showGridlines
        columns={[
          { header: t('fattureRicevute.numeroLinea'), field: 'numeroLinea', style: { width: '2.5rem' } },
          ...seQualcuno(d.righe, (r) => r.codiceArticolo, { header: t('fattureRicevute.codiceArticolo'), body: (r) => r.codiceArticolo ?? '', style: { width: '6rem' } }),
          { header: t('fattureRicevute.descrizione'), field: 'descrizione', style: { minWidth: '20rem' } },
          { header: t('fattureRicevute.quantita'), className: COLONNA_NUMERICA, body: (r) => formatQuantita(r.quantita), style: { width: '5rem' } },
          { header: t('fattureRicevute.prezzoUnitario'), className: COLONNA_NUMERICA, body: (r) => formatPrezzo(r.prezzoUnitario, d.divisa), style: { width: '7rem' } },
          ...seQualcuno(d.righe, (r) => r.unitaMisura, { header: t('fattureRicevute.unitaMisura'), body: (r) => r.unitaMisura ?? '', style: { width: '3.5rem' } }),
          ...seQualcuno(d.righe, (r) => r.scontiMaggiorazioni, {
            header: t('fattureRicevute.scontoMaggiorazione'),
            className: COLONNA_NUMERICA,
            body: (r) => (r.scontiMaggiorazioni ?? []).map((s) => scontoMaggiorazione(s, d.divisa)).join(' '),
            style: { width: '6rem' },
          }),
          { header: t('fattureRicevute.iva'), className: COLONNA_NUMERICA, body: (r) => iva(r.aliquotaIva, r.natura), style: { width: '6rem' } },
          { header: t('fattureRicevute.prezzoTotale'), className: COLONNA_NUMERICA, body: (r) => formatImporto(r.prezzoTotale, d.divisa), style: { width: '7rem' } },
        ]}
      />
    </Blocco>
  );
}

/** "Dati di riepilogo per aliquota IVA e natura", with the document's total under it. */
export function RiepilogoIvaRicevuta({ documento: d }: { documento: FatturaRicevuta }) {
  const { t } = useTranslation();
  return (
    <Blocco titolo={t('fattureRicevute.riepilogoIva')} blocco="riepilogoIva">
      <LineEditor<RiepilogoIvaRicevuta>
        lines={d.riepiloghiIva}
        ariaLabel={t('fattureRicevute.riepilogoIva')}
        emptyMessage={t('fattureRicevute.nessunRiepilogo')}
        showGridlines
        columns={[
          { header: t('fattureRicevute.iva'), body: (r) => iva(r.aliquotaIva, r.natura) },
          { header: t('fattureRicevute.imponibile'), className: COLONNA_NUMERICA, body: (r) => formatImporto(r.imponibile, d.divisa) },
          { header: t('fattureRicevute.imposta'), className: COLONNA_NUMERICA, body: (r) => formatImporto(r.imposta, d.divisa) },
          ...seQualcuno(d.riepiloghiIva, (r) => r.esigibilita, { header: t('fattureRicevute.esigibilita'), body: (r) => (r.esigibilita ? esigibilitaIva(r.esigibilita) : '') }),
          ...seQualcuno(d.riepiloghiIva, (r) => r.riferimentoNormativo, { header: t('fattureRicevute.riferimentoNormativo'), body: (r) => r.riferimentoNormativo ?? '' }),
        ]}
      />
      <dl className="registro-fattura-totali">
        <div className="registro-totale-documento" data-campo="totaleDocumento">
          <dt>{t('fattureRicevute.totaleDocumento')}</dt>
          <dd>{formatImporto(d.totale, d.divisa)}</dd>
        </div>
      </dl>
    </Blocco>
  );
}

/** "Dati relativi al pagamento": each instalment with its method, due date, amount and bank account. */
export function PagamentiRicevuta({ documento: d }: { documento: FatturaRicevuta }) {
  const { t } = useTranslation();
  return (
    <Blocco titolo={t('fattureRicevute.pagamento')} blocco="pagamento">
      {d.pagamenti.length === 0 ? (
        <p className="registro-ricevuta-vuoto">{t('fattureRicevute.nessunPagamento')}</p>
      ) : (
        <LineEditor<PagamentoRicevuto>
          lines={d.pagamenti}
          ariaLabel={t('fattureRicevute.pagamento')}
          emptyMessage={t('fattureRicevute.nessunPagamento')}
          showGridlines
          columns={[
            { header: t('fattureRicevute.modalita'), body: (r) => codiceConNome(r.modalita, modalitaPagamento) },
            ...seQualcuno(d.pagamenti, (r) => r.condizioni, { header: t('fattureRicevute.condizioni'), body: (r) => (r.condizioni ? condizioniPagamento(r.condizioni) : '') }),
            { header: t('fattureRicevute.scadenza'), body: (r) => formatGiorno(r.scadenza) },
            { header: t('fattureRicevute.importo'), className: COLONNA_NUMERICA, body: (r) => formatImporto(r.importo, d.divisa) },
            ...seQualcuno(d.pagamenti, (r) => r.iban, { header: t('fattureRicevute.iban'), body: (r) => <span className="registro-ricevuta-iban">{r.iban ?? ''}</span> }),
            ...seQualcuno(d.pagamenti, (r) => r.istituto || r.beneficiario, { header: t('fattureRicevute.istituto'), body: (r) => [r.istituto, r.beneficiario].filter(Boolean).join(' · ') }),
          ]}
        />
      )}
    </Blocco>
  );
}

/** "Dati relativi agli allegati": each attachment downloadable by its name. */
export function AllegatiRicevuta({ allegati, onScarica }: { allegati: AllegatoRicevuto[]; onScarica: (nome: string) => void }) {
  const { t } = useTranslation();
  if (!allegati.length) return null;
  return (
    <Blocco titolo={t('fattureRicevute.allegati')} blocco="allegati">
      <ul className="registro-ricevuta-allegati">
        {allegati.map((a) => (
          <li key={a.nome}>
            <Button link icon="pi pi-paperclip" label={a.nome} onClick={() => onScarica(a.nome)} aria-label={t('fattureRicevute.scaricaAllegato', { nome: a.nome })} />
            <small>{[a.descrizione, a.formato, t('fattureRicevute.dimensione', { kb: formatQuantita(Math.max(1, Math.round(a.byte / 1024))) })].filter(Boolean).join(' · ')}</small>
          </li>
        ))}
      </ul>
    </Blocco>
  );
}
