import { Inject, Injectable, Logger } from '@nestjs/common';
import Decimal from 'decimal.js';
import type { Pool } from 'pg';
import type { CodiceDescrizione } from '@registro/contracts';
import type { EventMetadata, Transaction } from '@registro/server-event-store';
import { PG_POOL, RecordWriter, UnitOfWork, type RecordResource } from '@registro/server-platform';
import { ARTICOLO } from '../articoli/articolo.service';
import { ARTICOLO_GRUPPO } from '../articoligruppi/articolo-gruppo.service';
import type { ValoriArticolo } from '../catalogo.events';
import { CATEGORIA } from '../categorie/categoria.service';
import { GIACENZE_VUOTE } from '../domain/articolo-values';
import { ean13 } from '../domain/barcode';
import { IVA } from '../iva/iva.service';
import { MARCA } from '../marche/marca.service';
import { CATEGORIE_DEMO, DEPOSITI_DEMO, FAMIGLIE_DEMO, GRUPPI_DEMO, IVA_DEMO, MARCHE_DEMO, UNITA_MISURA_DEMO, immagineGruppo, type FamigliaDemo } from './catalogo-demo-data';

const SISTEMA: EventMetadata = { userName: 'sistema' };
/** The business's GS1 company prefix of the demo barcodes (Italy is 800-839). */
const PREFISSO_EAN = '8012345';

interface Fornitore {
  id: number;
  codice: string;
  nominativo: string;
}

/**
 * Demo catalogue (idempotent): units of measure and depots by INSERT … ON CONFLICT DO NOTHING;
 * VAT codes, groups, brands, categories and about 200 articles through the record writer (so each
 * has its history), each only when its code is missing, all in one transaction. Suppliers are the
 * FOR parties the anagrafiche seed created, in turn (none: no supplier).
 */
@Injectable()
export class CatalogoSeeder {
  private readonly logger = new Logger('CatalogoSeeder');

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly writer: RecordWriter,
    private readonly uow: UnitOfWork,
  ) {}

  async run(): Promise<void> {
    await this.uow.run(async (tx) => {
      await lookups(tx, 'articoli_unita_misura', UNITA_MISURA_DEMO);
      await lookups(tx, 'depositi', DEPOSITI_DEMO);
      await this.records(tx, IVA, 'iva', IVA_DEMO);
      await this.records(tx, ARTICOLO_GRUPPO, 'articoli_gruppi', GRUPPI_DEMO);
      await this.records(tx, MARCA, 'marche', MARCHE_DEMO);
      await this.records(tx, CATEGORIA, 'categorie', CATEGORIE_DEMO);
      const fornitori = (await tx.query<Fornitore>(`SELECT id, codice, nominativo FROM anagrafiche WHERE codice_tipo = 'FOR' AND attivo ORDER BY id`)).rows;
      await this.records(tx, ARTICOLO, 'articoli', articoliDemo(fornitori));
    });
    this.logger.log('Catalogo pronto');
  }

  /** Creates the records whose code the table does not have yet. */
  private async records<V extends { codice: string }>(tx: Transaction, resource: RecordResource, table: string, demo: readonly V[]): Promise<void> {
    const { rows } = await tx.query<{ codice: string }>(`SELECT lower(codice) AS codice FROM ${table}`);
    const presenti = new Set(rows.map((r) => r.codice));
    for (const values of demo) if (!presenti.has(values.codice.toLowerCase())) await this.writer.create(resource, values, SISTEMA, { tx });
  }
}

async function lookups(tx: Transaction, table: string, rows: readonly CodiceDescrizione[]): Promise<void> {
  await tx.query(`INSERT INTO ${table} (codice, descrizione) SELECT codice, descrizione FROM jsonb_to_recordset($1::jsonb) AS r(codice text, descrizione text) ON CONFLICT DO NOTHING`, [
    JSON.stringify(rows),
  ]);
}

/** Each family's variants, plus a value pack of its first two. */
function articoliDemo(fornitori: readonly Fornitore[]): ValoriArticolo[] {
  const iva = new Map(IVA_DEMO.map((i) => [i.codice, i]));
  const articoli: ValoriArticolo[] = [];
  FAMIGLIE_DEMO.forEach((famiglia, f) => {
    const varianti = [...famiglia.varianti, ...famiglia.varianti.slice(0, 2).map((v) => `${v} confezione convenienza`)];
    varianti.forEach((variante, v) => {
      const n = articoli.length + 1;
      const fornitore = fornitori.length ? fornitori[(f + v) % fornitori.length] : null;
      const vat = iva.get(famiglia.codiceIva);
      articoli.push({
        codice: `${famiglia.prefisso}${String(v + 1).padStart(3, '0')}`,
        descrizione: `${famiglia.descrizione} ${variante}`,
        fornitore: fornitore?.id ?? null,
        codiceFornitore: fornitore?.codice ?? '',
        descrizioneFornitore: fornitore?.nominativo ?? '',
        espostoListino: true,
        descrizioneListino: `${famiglia.descrizione} ${variante}`,
        codiceIva: famiglia.codiceIva,
        descrizioneIva: vat?.descrizione ?? '',
        aliquotaIva: vat?.aliquota ?? 0,
        gruppo: famiglia.gruppo,
        marca: famiglia.marca,
        unitaMisura: famiglia.unitaMisura,
        deposito: 'P',
        esclusoUtile: false,
        quantitaConfezione: 1,
        quantitaSottoCartone: 5,
        quantitaCartone: 10,
        quantitaPedana: 400,
        quantitaScortaMinima: 20,
        attivo: true,
        listaBarcode: [{ barcode: ean13(`${PREFISSO_EAN}${String(n).padStart(5, '0')}`), attivo: true }],
        listino: listino(famiglia, v),
        listaGiacenze: GIACENZE_VUOTE.map((g) => ({ ...g, unitaMisura: famiglia.unitaMisura, quantita: g.tipo === 'P' ? 50 + ((n * 37) % 250) : 0 })),
        immagineBase64: immagineGruppo(famiglia.gruppo),
      });
    });
  });
  return articoli;
}

/** Cost grows 7% per variant; base price +35%, displayed price +60% (decimals, 2 places). */
function listino(famiglia: FamigliaDemo, variante: number): ValoriArticolo['listino'] {
  const costo = new Decimal(famiglia.costoCentesimi).div(100).mul(new Decimal(1.07).pow(variante)).toDecimalPlaces(2);
  const prezzo = (ricarico: string) => costo.mul(ricarico).toDecimalPlaces(2).toNumber();
  return {
    dataOra: '2026-01-02T08:00:00.000Z',
    costoUltimoAcquisto: costo.toNumber(),
    valoreMedioPonderataGiacenza: costo.mul('0.98').toDecimalPlaces(2).toNumber(),
    prezzoBase: prezzo('1.35'),
    prezzoEsposto: prezzo('1.6'),
    l1: prezzo('1.5'),
    l2: prezzo('1.45'),
    l3: prezzo('1.4'),
    l4: prezzo('1.3'),
    lr1: 50,
    lr2: 45,
    lr3: 40,
    lr4: 30,
  };
}
