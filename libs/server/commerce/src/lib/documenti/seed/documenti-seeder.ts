import { Inject, Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { EventMetadata } from '@registro/server-event-store';
import { PG_POOL, type MessageOf } from '@registro/server-platform';
import type { Pool } from 'pg';
import type { StoreDocumento } from '../domain/documento-commerciale.events';
import { saveDocumentoIn, type SaveDocumentoUseCase } from '../save-documento/save-documento';

const SISTEMA: EventMetadata = { userName: 'sistema' };
const GIORNO = 24 * 60 * 60 * 1000;

interface TipoDemo {
  codice: string;
  successivo: string;
}
interface ArticoloDemo {
  id: number;
  descrizione: string;
  codiceIva: string;
  prezzo: string;
}

/**
 * Demo documents (idempotent: only while there is none), through the save use case so each has
 * its history: in each store a COMPLETA document of the first type with a follow-on type (one of
 * them transformed), a draft, and another COMPLETA one; customers (CLI) and articles from the
 * anagrafiche and catalogo seeds. Skipped when those are missing.
 */
@Injectable()
export class DocumentiSeeder {
  private readonly logger = new Logger('DocumentiSeeder');

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly commands: CommandBus,
  ) {}

  async run(): Promise<void> {
    if ((await this.pool.query(`SELECT 1 FROM documenti_commerciali LIMIT 1`)).rowCount) return;
    const clienti = (await this.pool.query<{ id: number }>(`SELECT id FROM anagrafiche WHERE codice_tipo = 'CLI' AND stato_attuale <> 'ELIMINATO' ORDER BY id LIMIT 4`)).rows.map((r) => r.id);
    const articoli = (
      await this.pool.query<ArticoloDemo>(
        `SELECT a.id, a.descrizione, i.codice AS "codiceIva", coalesce(nullif(a.listino->>'prezzoBase', ''), '1')::numeric::text AS prezzo
         FROM articoli a JOIN iva i ON lower(i.codice) = lower(a.codice_iva) WHERE a.attivo ORDER BY a.id LIMIT 8`,
      )
    ).rows;
    const tipi = async (store: StoreDocumento) =>
      (
        await this.pool.query<TipoDemo>(
          `SELECT t.codice_tipo AS codice, t.richiede_fattura AS successivo FROM dizionario_tipi t
           JOIN dizionario_tipi s ON lower(s.codice_tipo) = lower(t.richiede_fattura)
           WHERE t.sezione_dizionario = 'DOCUMENTO' AND t.tipo = $1 ORDER BY t.id LIMIT 1`,
          [store],
        )
      ).rows[0];
    if (!clienti.length || !articoli.length) {
      this.logger.log('Documenti demo saltati: mancano clienti o articoli');
      return;
    }
    for (const store of ['P', 'A'] as const) {
      const tipo = await tipi(store);
      if (tipo) await this.store(store, tipo, clienti, articoli);
    }
    this.logger.log('Documenti demo pronti');
  }

  private async store(store: StoreDocumento, tipo: TipoDemo, clienti: number[], articoli: ArticoloDemo[]): Promise<void> {
    const riga = (i: number, quantita: number) => {
      const a = articoli[i % articoli.length];
      return { idArticolo: a.id, descrizioneArticolo: a.descrizione, quantita, prezzoUnitario: a.prezzo, aliquotaIvaDescrizione: a.codiceIva, offerta: 'NO' };
    };
    // the save of the store: a create, or a transformation when the body names its source (spec 3's payload)
    const salva = (body: Record<string, unknown>) => this.commands.execute<MessageOf<SaveDocumentoUseCase>, number>(new (saveDocumentoIn(store).message)({ body, query: undefined, metadata: SISTEMA }));
    const giorniFa = (n: number) => new Date(Date.now() - n * GIORNO).toISOString();
    const cliente = (i: number) => clienti[i % clienti.length];

    const trasformato = await salva({ tipo: tipo.codice, statoAttuale: 'COMPLETA', idAnagrafica: cliente(0), dataOra: giorniFa(6), listaRighe: [riga(0, 10), riga(1, 4)] });
    await salva({
      tipo: tipo.successivo,
      statoAttuale: 'COMPLETA',
      idAnagrafica: cliente(0),
      dataOra: giorniFa(3),
      documentoOrigine: trasformato,
      ordineOrigine: { id: trasformato, listaRighe: [{ ...riga(0, 10), trasformata: true }, riga(1, 4)] },
      listaRighe: [riga(0, 10)],
    });
    await salva({ tipo: tipo.codice, statoAttuale: 'COMPLETA', idAnagrafica: cliente(1), dataOra: giorniFa(2), listaRighe: [riga(2, 6), riga(3, 2), riga(4, 12)] });
    await salva({ tipo: tipo.codice, statoAttuale: 'BOZZA', idAnagrafica: cliente(2), dataOra: giorniFa(0), listaRighe: [riga(5, 3)] });
  }
}
