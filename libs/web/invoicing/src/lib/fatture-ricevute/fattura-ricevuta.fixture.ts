import type { FatturaRicevuta } from '@registro/contracts';

/** A received invoice as GET fatturericevute/{id} answers it: a signed TD01 with two lines, two instalments and an attachment. */
export function fatturaRicevutaDiProva(): FatturaRicevuta {
  return {
    id: 41,
    versione: 1,
    idTipoDocumento: 3,
    tipoDocumentoDescrizione: 'Fattura fornitore',
    numero: '123',
    data: '2026-11-20',
    tipoDocumento: 'TD01',
    fornitore: { idAnagrafica: 9, denominazione: 'ALPHA SRL', partitaIva: '01234567890', codiceFiscale: '01234567890', corrispondenza: 'partitaIva' },
    totale: 1234.56,
    divisa: 'EUR',
    scadenze: ['2026-12-20', '2027-01-20'],
    importataIl: '2026-11-28T16:01:15.100Z',
    formato: 'FPR12',
    nomeFile: 'IT01234567890_FPR03.xml.p7m',
    cedente: {
      denominazione: 'ALPHA SRL',
      partitaIva: 'IT01234567890',
      codiceFiscale: '01234567890',
      indirizzo: 'VIALE ROMA',
      numeroCivico: '543',
      cap: '07100',
      comune: 'SASSARI',
      provincia: 'SS',
      nazione: 'IT',
      regimeFiscale: 'RF01',
    },
    cessionario: {
      denominazione: 'BETA GAMMA',
      partitaIva: '',
      codiceFiscale: '09876543210',
      indirizzo: 'VIA TORINO',
      numeroCivico: '38-B',
      cap: '00145',
      comune: 'ROMA',
      provincia: 'RM',
      nazione: 'IT',
    },
    trasmittente: { idPaese: 'IT', idCodice: '01234567890', progressivoInvio: '00001', codiceDestinatario: 'ABC1234' },
    causale: ['LA FATTURA FA RIFERIMENTO AD UNA OPERAZIONE AAAA'],
    bollo: { virtuale: true, importo: 2 },
    ritenute: [{ tipo: 'RT02', importo: 20, aliquota: 20, causale: 'A' }],
    documentiCollegati: [{ tipo: 'ordine', idDocumento: '66685', data: '2026-11-01' }],
    righe: [
      { numeroLinea: 1, descrizione: 'LA DESCRIZIONE DELLA FORNITURA PUO SUPERARE I CENTO CARATTERI', quantita: 5, unitaMisura: 'NR', prezzoUnitario: 1, scontiMaggiorazioni: [], prezzoTotale: 5, aliquotaIva: 22 },
      { numeroLinea: 2, codiceArticolo: 'VIS-01', descrizione: 'Visita specialistica', quantita: null, prezzoUnitario: 0.00125, scontiMaggiorazioni: [{ tipo: 'SC', percentuale: 10 }], prezzoTotale: 1000, aliquotaIva: 0, natura: 'N4' },
    ],
    riepiloghiIva: [
      { aliquotaIva: 22, imponibile: 5, imposta: 1.1, esigibilita: 'I' },
      { aliquotaIva: 0, natura: 'N4', imponibile: 1000, imposta: 0, riferimentoNormativo: 'Art. 10 DPR 633/72' },
    ],
    pagamenti: [
      { condizioni: 'TP01', modalita: 'MP05', scadenza: '2026-12-20', importo: 617.28, iban: 'IT60X0542811101000000123456', istituto: 'BANCA DI PROVA' },
      { condizioni: 'TP01', modalita: 'MP05', scadenza: '2027-01-20', importo: 617.28 },
    ],
    allegati: [{ nome: 'dettaglio.pdf', formato: 'PDF', descrizione: 'Dettaglio consumi', byte: 20480 }],
    avvisi: ['La Data del documento 1 aveva spazi intorno: letta come 20/11/2026'],
    firma: { soggetto: 'MARIO ROSSI', codiceFiscale: 'RSSMRA80A01H501U', emittente: 'ArubaPEC S.p.A. NG CA 3', numeroSerie: '0a1b', validoDal: '2025-01-01T00:00:00.000Z', validoAl: '2028-01-01T00:00:00.000Z' },
  };
}
