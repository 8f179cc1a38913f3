import { Inject, Injectable, Logger } from '@nestjs/common';
import { existsSync } from 'node:fs';
import type { Pool } from 'pg';
import type { EventMetadata } from '@registro/server-event-store';
import { PG_POOL, RecordWriter, referenceDataPath } from '@registro/server-platform';
import { CAUSALE_DOCUMENTO } from '../causalidocumento/causale-documento.service';
import { annoItalia } from '../domain/anno-italia';
import { IstatImport } from '../istat/istat-import';
import type { ValoriCausaleDocumento, ValoriNumeratore } from '../masterdata.events';
import { NUMERATORE } from '../numeratori/numeratore.resource';
import { STRUTTURA } from '../strutture/struttura.service';
import { TIPO_DOCUMENTO } from '../tipidocumento/tipo-documento.service';
import {
  CAUSALI_DEMO,
  CLIENTI_DEMO,
  METODI_PAGAMENTO_DEMO,
  MOLTIPLICATORI_DEMO,
  NUMERATORI_DEMO,
  STRUTTURA_DEMO,
  TABELLA_IVA_DEMO,
  TARIFFE_DEMO,
  TIPI_DOCUMENTO_DEMO,
  TIPI_SPESA_DEMO,
  UNITA_MISURA_DEMO,
} from './invoicing-demo-data';

const SISTEMA: EventMetadata = { userName: 'sistema' };

/** The ISTAT folder of the seed and of `import-istat` without argument: the repository's reference-data/istat. */
export const defaultIstatFolder = (): string => referenceDataPath('istat');

export interface InvoicingSeedOptions {
  /** the ISTAT folder to import; null: no import; default reference-data/istat (skipped when missing) */
  istatFolder?: string | null;
}

/**
 * Demo master data of invoicing (idempotent): the lookups by plain INSERT … ON CONFLICT DO
 * NOTHING with their fixed ids; the event-sourced records (structure, document types, reasons,
 * numerators of the current year) through the record writer, each only when its key is missing,
 * in an order that gives type 1 = FT and reason 1 = FT VIS on a fresh database (the admission
 * prefill's). Provinces and comuni come from the ISTAT folder when it exists.
 */
@Injectable()
export class InvoicingSeeder {
  private readonly logger = new Logger('InvoicingSeeder');

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly writer: RecordWriter,
    private readonly istat: IstatImport,
  ) {}

  async run(options: InvoicingSeedOptions = {}): Promise<void> {
    await this.importIstat(options.istatFolder === undefined ? defaultIstatFolder() : options.istatFolder);
    await this.lookups();
    await this.records();
    this.logger.log('Dati di fatturazione pronti');
  }

  private async importIstat(folder: string | null): Promise<void> {
    if (folder === null) return;
    if (!existsSync(folder)) {
      this.logger.warn(`Cartella ISTAT ${folder} assente: province e comuni non importati`);
      return;
    }
    await this.istat.run(folder);
  }

  private async lookups(): Promise<void> {
    const p = this.pool;
    for (const r of TABELLA_IVA_DEMO)
      await p.query(
        `INSERT INTO tabella_iva (id, descrizione_iva, aliquota_iva, natura, riferimento_normativo) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
        [r.id, r.descrizioneIva, r.aliquotaIva, r.natura, r.riferimentoNormativo],
      );
    for (const r of UNITA_MISURA_DEMO) await p.query(`INSERT INTO unita_misura (id, descrizione) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [r.id, r.descrizione]);
    for (const r of MOLTIPLICATORI_DEMO)
      await p.query(`INSERT INTO moltiplicatori (id, descrizione_moltiplicatore, multiplo) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, [
        r.id,
        r.descrizioneMoltiplicatore,
        r.multiplo,
      ]);
    for (const r of METODI_PAGAMENTO_DEMO)
      await p.query(
        `INSERT INTO metodi_pagamento (id, descrizione_metodo_pagamento, codice_fatturapa, tracciato) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
        [r.id, r.descrizioneMetodoPagamento, r.codiceFatturaPa, r.tracciato],
      );
    for (const r of TIPI_SPESA_DEMO)
      await p.query(`INSERT INTO tipi_spesa (id, codice_tipo_spesa, descrizione_tipo_spesa) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, [
        r.id,
        r.codiceTipoSpesa,
        r.descrizioneTipoSpesa,
      ]);
    for (const r of TARIFFE_DEMO)
      await p.query(
        `INSERT INTO tariffe (id, codice_tipo_tariffa, codice_tariffa, descrizione, importo, iva) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
        [r.id, r.codiceTipoTariffa, r.codiceTariffa, r.descrizione, r.importo, r.iva],
      );
    for (const c of CLIENTI_DEMO)
      await p.query(
        `INSERT INTO clienti (cognome, nome, identificativo, partita_iva, codice_destinatario, indirizzo, cap, localita, localita_codice_istat, provincia)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT DO NOTHING`,
        [c.cognome, c.nome, c.identificativo, c.partitaIva, c.codiceDestinatario, c.indirizzo, c.cap, c.localita, c.localitaCodiceIstat, c.provincia],
      );
  }

  private async records(): Promise<void> {
    if (!(await this.exists(`SELECT 1 FROM strutture WHERE codice_struttura = $1`, [STRUTTURA_DEMO.codiceStruttura])))
      await this.writer.create(STRUTTURA, STRUTTURA_DEMO, SISTEMA);

    for (const t of TIPI_DOCUMENTO_DEMO)
      if (!(await this.exists(`SELECT 1 FROM tipi_documento WHERE lower(codice_tipo_documento) = lower($1)`, [t.codiceTipoDocumento])))
        await this.writer.create(TIPO_DOCUMENTO, t, SISTEMA);

    for (const { tipo, ...causale } of CAUSALI_DEMO) {
      const { rows } = await this.pool.query<{ id: number }>(`SELECT id FROM tipi_documento WHERE codice_tipo_documento = $1`, [tipo]);
      const idTipoDocumento = rows[0]?.id;
      if (idTipoDocumento === undefined) continue;
      const presente = await this.exists(`SELECT 1 FROM causali_documento WHERE id_tipo_documento = $1 AND lower(codice_causale) = lower($2)`, [
        idTipoDocumento,
        causale.codiceCausale,
      ]);
      if (!presente) await this.writer.create<ValoriCausaleDocumento>(CAUSALE_DOCUMENTO, { ...causale, idTipoDocumento, codiceTipoDocumento: tipo }, SISTEMA);
    }

    const anno = annoItalia();
    for (const n of NUMERATORI_DEMO) {
      const key = [n.codice, anno, STRUTTURA_DEMO.codiceStruttura];
      if (await this.exists(`SELECT 1 FROM numeratori WHERE codice = $1 AND anno = $2 AND codice_struttura = $3`, key)) continue;
      const values: ValoriNumeratore = { ...n, valore: 0, anno, codiceStruttura: STRUTTURA_DEMO.codiceStruttura, note: '' };
      await this.writer.create(NUMERATORE, values, SISTEMA);
    }
  }

  private async exists(sql: string, params: unknown[]): Promise<boolean> {
    return (await this.pool.query(sql, params)).rows.length > 0;
  }
}
