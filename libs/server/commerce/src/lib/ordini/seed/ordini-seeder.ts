import { Inject, Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import type { NuovoOrdine } from '@registro/contracts';
import type { EventMetadata } from '@registro/server-event-store';
import { PG_POOL, USER_DIRECTORY, type MessageOf, type UserDirectory } from '@registro/server-platform';
import { createOrdine } from '../create-ordine/create-ordine';
import { updateStatoOrdine } from '../update-stato-ordine/update-stato-ordine';

/** The demo customer (identity's demo seed, group CLIENTE). */
const CLIENTE_DEMO = 'cliente';

/**
 * Demo data of ordini: two orders of the demo customer, the older CONFERMATO, the newer CREATO,
 * made through the commands (so they have numbers and histories) from the first active articles
 * of the catalogue. Idempotent: nothing happens when the customer already has an order, or when
 * the customer or the articles are missing.
 */
@Injectable()
export class OrdiniSeeder {
  private readonly logger = new Logger(OrdiniSeeder.name);

  constructor(
    private readonly commands: CommandBus,
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(USER_DIRECTORY) private readonly users: UserDirectory,
  ) {}

  async run(): Promise<void> {
    const userId = await this.users.userIdOf(CLIENTE_DEMO);
    if (userId === null) return;
    const esistenti = await this.pool.query('SELECT 1 FROM ordini WHERE id_cliente = $1 LIMIT 1', [userId]);
    if (esistenti.rows.length) return;
    const { rows: articoli } = await this.pool.query<{ id: number }>('SELECT id FROM articoli WHERE attivo ORDER BY id LIMIT 4');
    if (articoli.length < 2) {
      this.logger.warn('Ordini demo non creati: il catalogo non ha articoli attivi');
      return;
    }
    const cliente: EventMetadata = { userId, userName: CLIENTE_DEMO };
    const giorni = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();
    const confermato: NuovoOrdine = {
      dataOrdine: giorni(7),
      listaRighe: [
        { idArticolo: articoli[0].id, quantita: 10, note: 'Consegna al mattino' },
        { idArticolo: articoli[1].id, quantita: 4, note: '' },
      ],
    };
    const creato: NuovoOrdine = {
      dataOrdine: giorni(1),
      listaRighe: articoli.slice(1).map((a, i) => ({ idArticolo: a.id, quantita: i + 2, note: '' })),
    };
    // the customer is the metadata's user: the seeder creates for them, signed in as nobody
    const crea = (body: NuovoOrdine) => this.commands.execute<MessageOf<typeof createOrdine>, number>(new createOrdine.message({ body, query: undefined, metadata: cliente }));
    const id = await crea(confermato);
    await this.commands.execute(new updateStatoOrdine.message({ body: { id, statoAttuale: 'CONFERMATO' }, query: undefined, metadata: { userName: 'system' } }));
    await crea(creato);
  }
}
