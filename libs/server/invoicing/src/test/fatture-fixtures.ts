import type { Pool } from 'pg';

/**
 * The master data an invoice needs, written straight into the read models (the invoice side only
 * reads these tables), with ids far from the seed's. Two structures (complete sellers of the
 * electronic invoice, which the save requires), an invoice type (numerator
 * FATT), a credit note type (numerator NC), a type sharing FATT, a reason, VAT 0% N4 and 22%.
 */
export const FIXTURES = {
  strutture: ['STR1', 'STR2'],
  tipoFattura: 9101,
  tipoNotaCredito: 9102,
  tipoFatturaBis: 9103,
  causale: 9201,
  ivaEsente: 9301,
  iva22: 9302,
  unita: 9401,
  moltiplicatore: 9501,
  tipoSpesa: 9601,
  metodo: 9701,
};

export async function insertFattureFixtures(pool: Pool): Promise<void> {
  const f = FIXTURES;
  await pool.query(
    `INSERT INTO strutture (id, codice_struttura, denominazione, partita_iva, codice_fiscale, regime_fiscale, indirizzo, numero_civico, cap, comune, provincia, nazione, versione)
     VALUES (9001, 'STR1', 'Struttura Uno', '12345678903', '12345678903', 'RF01', 'VIA ROMA', '1', '35031', 'ABANO TERME', 'PD', 'IT', 1),
            (9002, 'STR2', 'Struttura Due', '00743110157', '00743110157', 'RF01', 'VIA TOLEDO', '2', '80134', 'NAPOLI', 'NA', 'IT', 1)
     ON CONFLICT DO NOTHING`,
  );
  await pool.query(
    `INSERT INTO tipi_documento (id, tipo_documento, codice_tipo_documento, descrizione_tipo_documento, codice_numeratore, tipo_documento_sdi, versione)
     VALUES ($1, 'EMESSO', 'TFATT', 'FATTURA TEST', 'TFATT', 'TD01', 1),
            ($2, 'EMESSO', 'TNC', 'NOTA DI CREDITO TEST', 'TNC', 'TD04', 1),
            ($3, 'EMESSO', 'TFATTB', 'FATTURA TEST BIS', 'TFATT', 'TD01', 1)
     ON CONFLICT DO NOTHING`,
    [f.tipoFattura, f.tipoNotaCredito, f.tipoFatturaBis],
  );
  await pool.query(
    `INSERT INTO causali_documento (id, id_tipo_documento, codice_tipo_documento, codice_causale, descrizione_causale, versione)
     VALUES ($1, $2, 'TFATT', 'VEN', 'VENDITA TEST', 1) ON CONFLICT DO NOTHING`,
    [f.causale, f.tipoFattura],
  );
  await pool.query(
    `INSERT INTO tabella_iva (id, descrizione_iva, aliquota_iva, natura) VALUES ($1, 'Esente art. 10 test', 0, 'N4'), ($2, 'IVA 22% test', 22, NULL)
     ON CONFLICT DO NOTHING`,
    [f.ivaEsente, f.iva22],
  );
  await pool.query(`INSERT INTO unita_misura (id, descrizione) VALUES ($1, 'NR') ON CONFLICT DO NOTHING`, [f.unita]);
  await pool.query(`INSERT INTO moltiplicatori (id, descrizione_moltiplicatore, multiplo) VALUES ($1, 'Unità', 1) ON CONFLICT DO NOTHING`, [f.moltiplicatore]);
  await pool.query(`INSERT INTO tipi_spesa (id, codice_tipo_spesa, descrizione_tipo_spesa) VALUES ($1, 'ZT', 'Spesa test') ON CONFLICT DO NOTHING`, [f.tipoSpesa]);
  // id 0 is the seed's SP (the admission prefill's expense type 0)
  await pool.query(`INSERT INTO tipi_spesa (id, codice_tipo_spesa, descrizione_tipo_spesa) VALUES (0, 'SP', 'Prestazioni sanitarie') ON CONFLICT DO NOTHING`);
  await pool.query(`INSERT INTO metodi_pagamento (id, descrizione_metodo_pagamento, codice_fatturapa, tracciato) VALUES ($1, 'CONTANTI TEST', 'MP01', false) ON CONFLICT DO NOTHING`, [f.metodo]);
}

export const rigaFattura = (over: Record<string, unknown> = {}) => ({
  codiceArticolo: 'VMS',
  descrizione: 'VISITA MEDICO SPORTIVA AGONISTICA',
  idUnitaMisura: FIXTURES.unita,
  quantita: 1,
  idMoltiplicatore: FIXTURES.moltiplicatore,
  prezzoUnitario: 25.25,
  sconto: 0,
  idIva: FIXTURES.iva22,
  idTipoSpesa: 0,
  ...over,
});

/** A whole document as the editor posts it (with the editor's trailing blank line). */
export const documentoFattura = (over: Record<string, unknown> = {}) => ({
  id: -1,
  cognomeRagioneSoggetto: 'ROSSI',
  nomeSoggetto: 'MARIO',
  codiceFiscaleSoggetto: 'RSSMRA80A01F839W',
  partitaIvaSoggetto: '',
  indirizzoSoggetto: 'VIA TOLEDO 10',
  capSoggetto: '80134',
  localitaSoggetto: 'NAPOLI',
  provinciaSoggetto: 'NA',
  codiceDestinatario: '0000000',
  dataDocumento: '2026-03-10T09:00:00.000Z',
  codiceStruttura: 'STR1',
  idTipoDocumento: FIXTURES.tipoFattura,
  idCausaleDocumento: FIXTURES.causale,
  idMetodoPagamento: FIXTURES.metodo,
  marcaBolloVirtuale: true,
  righeDocumento: [rigaFattura(), { descrizione: '' }],
  ...over,
});
