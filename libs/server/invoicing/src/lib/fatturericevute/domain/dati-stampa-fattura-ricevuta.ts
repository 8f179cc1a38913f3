import { modalitaPagamentoFatturaPa, tipoDocumentoFatturaPa, type FatturaRicevuta, type SoggettoFatturaRicevuta } from '@registro/contracts';
import { italianDay } from '@registro/server-kernel';

/** 1234.5 → "1.234,50" (Italian grouping always, two decimals). */
export function importoItaliano(valore: number): string {
  const [intera, decimali] = Math.abs(valore).toFixed(2).split('.');
  return `${valore < 0 ? '-' : ''}${intera.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${decimali}`;
}

const giorno = (iso?: string) => (iso ? italianDay(iso) : '');
const euro = (valore: number, divisa: string) => `${importoItaliano(valore)} ${divisa === 'EUR' ? '€' : divisa}`;
const percentuale = (valore: number) => `${importoItaliano(valore).replace(/,00$/, '')}%`;

function soggetto(s: SoggettoFatturaRicevuta): string {
  return [
    s.denominazione,
    s.partitaIva ? `Partita IVA: ${s.partitaIva}` : '',
    s.codiceFiscale ? `Codice fiscale: ${s.codiceFiscale}` : '',
    s.regimeFiscale ? `Regime fiscale: ${s.regimeFiscale}` : '',
    [s.indirizzo, s.numeroCivico].filter(Boolean).join(' '),
    [s.cap, s.comune, s.provincia ? `(${s.provincia})` : '', s.nazione !== 'IT' ? s.nazione : ''].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join('\n');
}

/**
 * What the template `fatturaRicevuta.jrxml` prints, laid out like the ministerial style sheet: the
 * header's texts already in Italian (dates 28/11/2026, amounts 1.234,56 €), the lines under `righe`.
 */
export function datiStampaFatturaRicevuta(f: FatturaRicevuta): Record<string, unknown> {
  const tipo = tipoDocumentoFatturaPa(f.tipoDocumento);
  const bollo = f.bollo ? `Bollo: ${f.bollo.virtuale ? 'virtuale' : 'sì'}${f.bollo.importo ? ` ${euro(f.bollo.importo, f.divisa)}` : ''}` : '';
  return {
    titolo: `${tipo.replace(/^TD\d\d /, '')} n. ${f.numero} del ${giorno(f.data)} — ${f.cedente.denominazione}`,
    cedente: soggetto(f.cedente),
    cessionario: soggetto(f.cessionario),
    tipoDocumento: tipo,
    numero: f.numero,
    data: giorno(f.data),
    divisa: f.divisa,
    trasmissione: `${f.trasmittente.idPaese}${f.trasmittente.idCodice} prog. ${f.trasmittente.progressivoInvio} (${f.formato})${f.trasmittente.codiceDestinatario ? ` dest. ${f.trasmittente.codiceDestinatario}` : ''}`,
    causale: f.causale.length ? `Causale: ${f.causale.join(' ')}` : '',
    documentiCollegati: f.documentiCollegati.map((d) => `Rif. ${d.tipo} ${d.idDocumento}${d.data ? ` del ${giorno(d.data)}` : ''}`).join('; '),
    riepiloghiIva: f.riepiloghiIva
      .map((r) => `${r.natura ? `Natura ${r.natura}` : `IVA ${percentuale(r.aliquotaIva)}`}: imponibile ${euro(r.imponibile, f.divisa)}, imposta ${euro(r.imposta, f.divisa)}${r.esigibilita ? ` (esigibilità ${r.esigibilita})` : ''}`)
      .join('\n'),
    ritenuteBollo: [...f.ritenute.map((r) => `Ritenuta ${r.tipo} ${percentuale(r.aliquota)}: ${euro(r.importo, f.divisa)}`), bollo].filter(Boolean).join('\n'),
    pagamenti: f.pagamenti
      .map((p) => [modalitaPagamentoFatturaPa(p.modalita), p.scadenza ? `scadenza ${giorno(p.scadenza)}` : '', euro(p.importo, f.divisa), p.iban ? `IBAN ${p.iban}` : '', p.istituto ?? ''].filter(Boolean).join(' — '))
      .join('\n'),
    firma: f.firma ? `File firmato digitalmente da ${f.firma.soggetto} (certificato di ${f.firma.emittente})` : '',
    avvisi: f.avvisi.length ? `Avvisi di lettura: ${f.avvisi.join('; ')}` : '',
    totale: f.totale,
    righe: f.righe.map((r) => ({
      codiceArticolo: r.codiceArticolo ?? '',
      descrizione: r.descrizione,
      quantita: r.quantita,
      unitaMisura: r.unitaMisura ?? '',
      prezzoUnitario: r.prezzoUnitario,
      sconto: r.scontiMaggiorazioni.map((s) => `${s.tipo} ${s.percentuale !== undefined ? percentuale(s.percentuale) : importoItaliano(s.importo ?? 0)}`).join(' '),
      iva: r.natura ? r.natura : percentuale(r.aliquotaIva),
      prezzoTotale: r.prezzoTotale,
    })),
  };
}
