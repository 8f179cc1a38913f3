import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL } from '@registro/server-platform';
import type { Transaction } from '@registro/server-event-store';
import type { FatturaLookups } from '../domain/fattura-lookups';

type Queryable = Pool | Transaction;

const idOf = (v: unknown): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d{1,10}$/.test(v.trim()) ? Number(v) : NaN;
  return Number.isInteger(n) && n > 0 && n <= 2147483647 ? n : null;
};

/** Loads the master data a document's save or calculation reads (plain data for the domain). */
@Injectable()
export class FatturaLookupsLoader {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async load(body: unknown, db: Queryable = this.pool): Promise<FatturaLookups> {
    const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
    const idTipo = idOf(b['idTipoDocumento']);
    const idCausale = idOf(b['idCausaleDocumento']);
    const [iva, unita, moltiplicatori, spese, tipo, causale, strutture] = await Promise.all([
      db.query<{ id: number; descrizione_iva: string; aliquota_iva: string; natura: string | null }>(
        'SELECT id, descrizione_iva, aliquota_iva, natura FROM tabella_iva',
      ),
      db.query<{ id: number; descrizione: string }>('SELECT id, descrizione FROM unita_misura'),
      db.query<{ id: number; descrizione_moltiplicatore: string; multiplo: string }>('SELECT id, descrizione_moltiplicatore, multiplo FROM moltiplicatori'),
      db.query<{ id: number; codice_tipo_spesa: string }>('SELECT id, codice_tipo_spesa FROM tipi_spesa'),
      idTipo
        ? db.query<{ id: number; descrizione_tipo_documento: string; codice_numeratore: string }>(
            'SELECT id, descrizione_tipo_documento, codice_numeratore FROM tipi_documento WHERE id = $1',
            [idTipo],
          )
        : null,
      idCausale
        ? db.query<{ id: number; id_tipo_documento: number; descrizione_causale: string }>(
            'SELECT id, id_tipo_documento, descrizione_causale FROM causali_documento WHERE id = $1',
            [idCausale],
          )
        : null,
      db.query<{ codice_struttura: string }>('SELECT codice_struttura FROM strutture'),
    ]);
    const t = tipo?.rows[0];
    const c = causale?.rows[0];
    return {
      aliquote: new Map(iva.rows.map((r) => [r.id, { descrizioneIva: r.descrizione_iva, aliquota: Number(r.aliquota_iva), natura: r.natura }])),
      unitaMisura: new Map(unita.rows.map((r) => [r.id, r.descrizione])),
      moltiplicatori: new Map(moltiplicatori.rows.map((r) => [r.id, { descrizioneMoltiplicatore: r.descrizione_moltiplicatore, multiplo: Number(r.multiplo) }])),
      tipiSpesa: new Map(spese.rows.map((r) => [r.id, r.codice_tipo_spesa])),
      tipoDocumento: t ? { id: t.id, descrizioneTipoDocumento: t.descrizione_tipo_documento, codiceNumeratore: t.codice_numeratore } : null,
      causale: c ? { id: c.id, idTipoDocumento: c.id_tipo_documento, descrizioneCausale: c.descrizione_causale } : null,
      strutture: new Set(strutture.rows.map((r) => r.codice_struttura)),
    };
  }

  /** The numerator code of a document type ('' when the type is gone). */
  async codiceNumeratore(db: Queryable, idTipoDocumento: number | null): Promise<string> {
    if (!idTipoDocumento) return '';
    const { rows } = await db.query<{ codice_numeratore: string }>('SELECT codice_numeratore FROM tipi_documento WHERE id = $1', [idTipoDocumento]);
    return rows[0]?.codice_numeratore ?? '';
  }
}
