import { Injectable } from '@nestjs/common';
import { STATO_ANAGRAFICA_ELIMINATO } from '@registro/contracts';
import type { EventMetadata, Transaction } from '@registro/server-event-store';
import { RecordWriter, type FornitoreDaCercare, type FornitoreTrovato, type SupplierDirectory } from '@registro/server-platform';
import type { ValoriAnagrafica } from '../anagrafiche.events';
import { ANAGRAFICA } from '../anagrafica/anagrafica.service';

/** The parties' type of suppliers (dictionary section ANAGRAFICA). */
export const CODICE_TIPO_FORNITORI = 'FOR';

interface RigaFornitore {
  id: number;
  nominativo: string;
  partita_iva: string;
  codice_fiscale: string;
}

/**
 * SUPPLIER_DIRECTORY: a supplier is a party of type FOR not deleted, found by VAT number, else by
 * fiscal code (case-insensitive), else created through the record writer in the caller's
 * transaction (event RecordCreated on `anagrafica-<id>`: its own history). The new party's code is
 * `F` + its VAT number or fiscal code (a suffix when taken); the values are the file's, as the SDI
 * accepted them (a foreign VAT number has no Italian check digit).
 */
@Injectable()
export class CommerceSupplierDirectory implements SupplierDirectory {
  constructor(private readonly writer: RecordWriter) {}

  async trovaOCreaFornitore(tx: Transaction, fornitore: FornitoreDaCercare, metadata: EventMetadata): Promise<FornitoreTrovato> {
    const partitaIva = fornitore.partitaIva.trim().toUpperCase();
    const codiceFiscale = fornitore.codiceFiscale.trim().toUpperCase();
    if (partitaIva) {
      const trovato = await this.cerca(tx, 'upper(partita_iva) = $1', partitaIva);
      if (trovato) return { ...trovato, corrispondenza: 'partitaIva' };
    }
    if (codiceFiscale) {
      const trovato = await this.cerca(tx, 'upper(codice_fiscale) = $1', codiceFiscale);
      if (trovato) return { ...trovato, corrispondenza: 'codiceFiscale' };
    }
    const valori: ValoriAnagrafica = {
      codice: await this.codiceLibero(tx, `F${partitaIva || codiceFiscale || 'ORNITORE'}`),
      nominativo: fornitore.denominazione.trim() || partitaIva || codiceFiscale,
      codiceTipo: CODICE_TIPO_FORNITORI,
      citta: fornitore.comune.trim(),
      indirizzo: [fornitore.indirizzo, [fornitore.cap, fornitore.comune, fornitore.provincia ? `(${fornitore.provincia})` : ''].filter(Boolean).join(' '), fornitore.nazione !== 'IT' ? fornitore.nazione : '']
        .map((s) => s.trim())
        .filter(Boolean)
        .join(', '),
      codiceFiscale,
      partitaIva,
      telefono: '',
      attivo: true,
      listaNote: [],
    };
    const idAnagrafica = await this.writer.create(ANAGRAFICA, valori, metadata, { tx });
    return { idAnagrafica, denominazione: valori.nominativo, partitaIva, codiceFiscale, corrispondenza: 'creato' };
  }

  private async cerca(tx: Transaction, condizione: string, valore: string): Promise<Omit<FornitoreTrovato, 'corrispondenza'> | null> {
    const { rows } = await tx.query<RigaFornitore>(
      `SELECT id, nominativo, partita_iva, codice_fiscale FROM anagrafiche
        WHERE codice_tipo = $2 AND stato_attuale <> $3 AND ${condizione} ORDER BY id LIMIT 1`,
      [valore, CODICE_TIPO_FORNITORI, STATO_ANAGRAFICA_ELIMINATO],
    );
    const r = rows[0];
    return r ? { idAnagrafica: r.id, denominazione: r.nominativo, partitaIva: r.partita_iva, codiceFiscale: r.codice_fiscale } : null;
  }

  private async codiceLibero(tx: Transaction, base: string): Promise<string> {
    const { rows } = await tx.query<{ codice: string }>(`SELECT lower(codice) AS codice FROM anagrafiche WHERE lower(codice) LIKE lower($1) || '%'`, [base]);
    const presi = new Set(rows.map((r) => r.codice));
    let codice = base;
    for (let n = 2; presi.has(codice.toLowerCase()); n++) codice = `${base}-${n}`;
    return codice;
  }
}
