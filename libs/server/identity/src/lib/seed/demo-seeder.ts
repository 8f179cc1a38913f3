import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { EventMetadata } from '@registro/server-event-store';
import { AggregateUseCases, ConflictError, PG_POOL, REGISTRO_CONFIG, type RegistroConfig } from '@registro/server-platform';
import type { GroupCreatedData } from '../domain/group.events';
import { CreateGruppoHandler } from '../gruppi/save-gruppo/create-gruppo';
import { updateGruppo } from '../gruppi/save-gruppo/update-gruppo';
import type { NuovoGruppo } from '../gruppi/save-gruppo/decide-save-gruppo';
import { UpdateOwnProfileHandler } from '../profile/update-own-profile/update-own-profile';
import type { IndirizzoDto } from '../profile/update-own-profile/update-own-profile.dto';
import { CreateUserHandler, type NewUserData } from '../users/save-user/create-user';
import { GRUPPO_AMMINISTRATORI, GRUPPO_CLIENTI, GRUPPO_OPERATORI, GRUPPO_PAZIENTI } from './demo-groups';

const SISTEMA: EventMetadata = { userName: 'system' };

/**
 * The demo groups and users (team brief "Demo data"). Idempotent: each is created only when no
 * group with that nome / user with that username exists, so running it twice changes nothing.
 */
@Injectable()
export class DemoSeeder {
  constructor(
    private readonly gruppi: CreateGruppoHandler,
    private readonly utenti: CreateUserHandler,
    private readonly profili: UpdateOwnProfileHandler,
    private readonly useCases: AggregateUseCases,
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(REGISTRO_CONFIG) private readonly config: RegistroConfig,
  ) {}

  async run(): Promise<void> {
    const amministratori = await this.gruppo(GRUPPO_AMMINISTRATORI);
    const operatori = await this.gruppo(GRUPPO_OPERATORI);
    const pazienti = await this.gruppo(GRUPPO_PAZIENTI);
    const clienti = await this.gruppo(GRUPPO_CLIENTI);
    const password = this.config.adminPassword;
    await this.utente({ username: 'admin', firstname: 'Super', lastname: 'Administrator', email: 'admin@registro.local', password, gruppoId: amministratori });
    await this.utente({ username: 'operatore', firstname: 'Mario', lastname: 'Operatore', email: 'operatore@registro.local', password, gruppoId: operatori });
    await this.utente({ username: 'paziente', firstname: 'Anna', lastname: 'Paziente', email: 'paziente@registro.local', password, gruppoId: pazienti });
    const cliente = await this.utente({ username: 'cliente', firstname: 'Carla', lastname: 'Cliente', email: 'cliente@registro.local', password, gruppoId: clienti });
    await this.domicilio(cliente, { indirizzo: 'Via Roma', civico: '12', provincia: 'NA', comune: 'Napoli', frazione: '', cap: '80100' });
  }

  private async gruppo(g: NuovoGruppo): Promise<number> {
    const trova = () => this.idDove('SELECT id FROM gruppi WHERE lower(nome) = lower($1)', g.nome);
    const esistente = await trova();
    if (esistente !== null) {
      await this.completaSezioni(esistente, g);
      return esistente;
    }
    return this.createOrFind(() => this.gruppi.create(g, SISTEMA), trova);
  }

  /**
   * A demo group of an existing database gets the sections and menu entries added to the product
   * since it was created (e.g. `fatturericevute`), as the demo defines them, through GroupUpdated;
   * what the group already has, however an administrator changed it, stays as it is.
   */
  private async completaSezioni(id: number, g: NuovoGruppo): Promise<void> {
    const { rows } = await this.pool.query<GroupCreatedData>('SELECT nome, descrizione, menu, sezioni FROM gruppi WHERE id = $1', [id]);
    const attuale = rows[0];
    if (!attuale) return;
    const sezioniNote = new Set(attuale.sezioni.map((s) => s.id));
    const vociNote = new Set(attuale.menu.map((v) => v.routeId));
    const sezioniNuove = g.sezioni.filter((s) => !sezioniNote.has(s.id));
    const vociNuove = g.menu.filter((v) => !vociNote.has(v.routeId));
    if (!sezioniNuove.length && !vociNuove.length) return;
    const perRoute = new Map(attuale.menu.map((v) => [v.routeId, v]));
    const definite = new Set(g.menu.map((v) => v.routeId));
    const completo: GroupCreatedData = {
      ...attuale,
      menu: [...g.menu.map((v) => perRoute.get(v.routeId) ?? v), ...attuale.menu.filter((v) => !definite.has(v.routeId))],
      sezioni: [...attuale.sezioni, ...sezioniNuove],
    };
    await this.useCases.run(updateGruppo, { id, body: undefined as never, query: undefined, metadata: SISTEMA }, { stream: () => ({ id, expectedVersion: 'any' }), load: () => completo });
  }

  private async utente(u: NewUserData): Promise<number> {
    const trova = () => this.idDove('SELECT id FROM utenti WHERE lower(username) = lower($1)', u.username);
    const dati = { ...u, attivo: true, scadenzaUtenza: null };
    return (await trova()) ?? (await this.createOrFind(() => this.utenti.create(dati, SISTEMA), trova));
  }

  /** The demo customer's address (the orders' customer data), only while their profile has none. */
  private async domicilio(userId: number, domicilio: IndirizzoDto): Promise<void> {
    const { rows } = await this.pool.query(`SELECT 1 FROM utenti WHERE id = $1 AND coalesce(domicilio->>'indirizzo', '') = ''`, [userId]);
    if (rows.length) await this.profili.update(userId, { domicilio }, SISTEMA);
  }

  /** A concurrent seeder may create the same record first: then take its id. */
  private async createOrFind(crea: () => Promise<number>, trova: () => Promise<number | null>): Promise<number> {
    try {
      return await crea();
    } catch (e) {
      const id = e instanceof ConflictError ? await trova() : null;
      if (id === null) throw e;
      return id;
    }
  }

  private async idDove(sql: string, value: string): Promise<number | null> {
    const { rows } = await this.pool.query(sql, [value]);
    return rows[0]?.id ?? null;
  }
}
