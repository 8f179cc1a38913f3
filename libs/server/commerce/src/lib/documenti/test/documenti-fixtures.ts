import type { Pool } from 'pg';

/**
 * What a commercial document needs from the other commerce areas, written straight into their
 * read models (this area only reads them), with codes and ids that the demo data does not use:
 * document types TDDT (P, follow-on TFAT), TFAT, TDDTA (A, follow-on TFATA), TFATA; VAT T22,
 * T10, T04; two customers.
 */
export const FIXTURES = {
  cliente: 9801,
  cliente2: 9802,
};

export async function insertDocumentiFixtures(pool: Pool): Promise<void> {
  await pool.query(
    `INSERT INTO dizionario_tipi (id, sezione_dizionario, codice_tipo, descrizione_tipo, tipo, tipo_movimento, richiede_fattura, path, versione) VALUES
       (9701, 'DOCUMENTO', 'TDDT', 'DDT di prova', 'P', 'S', 'TFAT', 'papercleandocumentotipi/documenti', 1),
       (9702, 'DOCUMENTO', 'TFAT', 'Fattura di prova', 'P', 'S', NULL, 'papercleandocumentotipi/documenti', 1),
       (9703, 'DOCUMENTO', 'TDDTA', 'DDT archivio di prova', 'A', 'C', 'TFATA', 'papercleandocumentotipi/documenti', 1),
       (9704, 'DOCUMENTO', 'TFATA', 'Fattura archivio di prova', 'A', 'C', NULL, 'papercleandocumentotipi/documenti', 1)
     ON CONFLICT DO NOTHING`,
  );
  await pool.query(
    `INSERT INTO iva (id, codice, descrizione, aliquota, attivo, versione) VALUES
       (9601, 'T22', 'IVA 22% prova', 22, true, 1), (9602, 'T10', 'IVA 10% prova', 10, true, 1), (9603, 'T04', 'IVA 4% prova', 4, true, 1)
     ON CONFLICT DO NOTHING`,
  );
  await pool.query(
    `INSERT INTO anagrafiche (id, codice, nominativo, citta, indirizzo, partita_iva, codice_tipo, versione) VALUES
       ($1, 'TCLI01', 'CARTOLERIA ROSSI SRL', 'NAPOLI', 'VIA TOLEDO 10', '01234567897', 'CLI', 1),
       ($2, 'TCLI02', 'PULIZIE BIANCHI SNC', 'SALERNO', 'CORSO ITALIA 3', '09876543217', 'CLI', 1)
     ON CONFLICT DO NOTHING`,
    [FIXTURES.cliente, FIXTURES.cliente2],
  );
}

export const riga = (over: Record<string, unknown> = {}) => ({
  idArticolo: null,
  descrizioneArticolo: 'CARTA A4 80G RISMA',
  quantita: 3,
  prezzoUnitario: 0.1,
  aliquotaIvaDescrizione: 'T22',
  aliquotaIva: 0,
  offerta: 'NO',
  ...over,
});

/** The editor's empty entry row, always last. */
export const rigaVuota = () => ({ idArticolo: null, descrizioneArticolo: '', quantita: 0, prezzoUnitario: 0, aliquotaIvaDescrizione: '', aliquotaIva: 0, offerta: '' });

/** A whole document as the editor posts it. */
export const documento = (over: Record<string, unknown> = {}) => ({
  id: -1,
  tipo: 'TDDT',
  statoAttuale: 'BOZZA',
  idAnagrafica: FIXTURES.cliente,
  noteAnagrafica: '',
  importoNetto: 999,
  importoIva: 999,
  importoLordo: 999,
  listaRighe: [riga(), rigaVuota()],
  ...over,
});
