import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL } from '@registro/server-platform';
import type { Transaction } from '@registro/server-event-store';
import type { CedenteSdi } from '../../fatturapa/checks/fattura-sdi-checks';
import type { FatturaLookups } from '../domain/fattura-lookups';
import { jsonObjectOrEmpty } from '@registro/server-kernel';

type Queryable = Pool | Transaction;

const idOf = (v: unknown): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d{1,10}$/.test(v.trim()) ? Number(v) : NaN;
  return Number.isInteger(n) && n > 0 && n <= 2147483647 ? n : null;
};

interface LookupRows {
  iva: { id: number; descrizione_iva: string; aliquota_iva: string | number; natura: string | null; riferimento_normativo: string | null }[];
  unita: { id: number; descrizione: string }[];
  moltiplicatori: { id: number; descrizione_moltiplicatore: string; multiplo: string | number }[];
  spese: { id: number; codice_tipo_spesa: string }[];
  tipo: { id: number; descrizione_tipo_documento: string; codice_numeratore: string } | null;
  causale: { id: number; id_tipo_documento: number; descrizione_causale: string } | null;
  strutture: string[];
  cedente: CedenteSdi | null;
  province: string[];
}

/** Loads the master data a document's save or calculation reads (plain data for the domain). */
@Injectable()
export class FatturaLookupsLoader {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async load(body: unknown, db: Queryable = this.pool): Promise<FatturaLookups> {
    const b = jsonObjectOrEmpty(body);
    const idTipo = idOf(b['idTipoDocumento']);
    const idCausale = idOf(b['idCausaleDocumento']);
    const codiceStruttura = typeof b['codiceStruttura'] === 'string' ? b['codiceStruttura'].trim() : '';
    // one round trip and one connection: a save under load no longer holds seven
    const { rows } = await db.query<LookupRows>({
      name: 'lookups-fattura',
      text: `SELECT (SELECT coalesce(json_agg(json_build_object('id', id, 'descrizione_iva', descrizione_iva, 'aliquota_iva', aliquota_iva, 'natura', natura, 'riferimento_normativo', riferimento_normativo)), '[]') FROM tabella_iva) AS iva,
                    (SELECT coalesce(json_agg(json_build_object('id', id, 'descrizione', descrizione)), '[]') FROM unita_misura) AS unita,
                    (SELECT coalesce(json_agg(json_build_object('id', id, 'descrizione_moltiplicatore', descrizione_moltiplicatore, 'multiplo', multiplo)), '[]') FROM moltiplicatori) AS moltiplicatori,
                    (SELECT coalesce(json_agg(json_build_object('id', id, 'codice_tipo_spesa', codice_tipo_spesa)), '[]') FROM tipi_spesa) AS spese,
                    (SELECT json_build_object('id', id, 'descrizione_tipo_documento', descrizione_tipo_documento, 'codice_numeratore', codice_numeratore) FROM tipi_documento WHERE id = $1) AS tipo,
                    (SELECT json_build_object('id', id, 'id_tipo_documento', id_tipo_documento, 'descrizione_causale', descrizione_causale) FROM causali_documento WHERE id = $2) AS causale,
                    (SELECT coalesce(json_agg(codice_struttura), '[]') FROM strutture) AS strutture,
                    (SELECT json_build_object('codiceStruttura', codice_struttura, 'denominazione', coalesce(denominazione, ''), 'partitaIva', coalesce(partita_iva, ''),
                       'codiceFiscale', coalesce(codice_fiscale, ''), 'regimeFiscale', coalesce(regime_fiscale, ''), 'indirizzo', coalesce(indirizzo, ''),
                       'numeroCivico', coalesce(numero_civico, ''), 'cap', coalesce(cap, ''), 'comune', coalesce(comune, ''), 'provincia', coalesce(provincia, ''),
                       'nazione', coalesce(nazione, '')) FROM strutture WHERE codice_struttura = $3) AS cedente,
                    (SELECT coalesce(json_agg(sigla), '[]') FROM province) AS province`,
      values: [idTipo, idCausale, codiceStruttura],
    });
    const { iva, unita, moltiplicatori, spese, tipo: t, causale: c, strutture, cedente, province } = rows[0];
    return {
      aliquote: new Map(iva.map((r) => [r.id, { descrizioneIva: r.descrizione_iva, aliquota: Number(r.aliquota_iva), natura: r.natura, riferimentoNormativo: r.riferimento_normativo ?? '' }])),
      unitaMisura: new Map(unita.map((r) => [r.id, r.descrizione])),
      moltiplicatori: new Map(moltiplicatori.map((r) => [r.id, { descrizioneMoltiplicatore: r.descrizione_moltiplicatore, multiplo: Number(r.multiplo) }])),
      tipiSpesa: new Map(spese.map((r) => [r.id, r.codice_tipo_spesa])),
      tipoDocumento: t ? { id: t.id, descrizioneTipoDocumento: t.descrizione_tipo_documento, codiceNumeratore: t.codice_numeratore } : null,
      causale: c ? { id: c.id, idTipoDocumento: c.id_tipo_documento, descrizioneCausale: c.descrizione_causale } : null,
      strutture: new Set(strutture),
      cedente,
      sdi: {
        province: new Set(province),
        riferimentiNormativi: new Map(iva.filter((r) => r.riferimento_normativo).map((r) => [r.id, r.riferimento_normativo ?? ''])),
      },
    };
  }

  /** The numerator code of a document type ('' when the type is gone). */
  async codiceNumeratore(db: Queryable, idTipoDocumento: number | null): Promise<string> {
    if (!idTipoDocumento) return '';
    const { rows } = await db.query<{ codice_numeratore: string }>('SELECT codice_numeratore FROM tipi_documento WHERE id = $1', [idTipoDocumento]);
    return rows[0]?.codice_numeratore ?? '';
  }
}
