import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { EventMetadata } from '@registro/server-event-store';
import { ConflictError, PG_POOL, REGISTRO_CONFIG, type RegistroConfig } from '@registro/server-platform';
import { CreateGruppoHandler } from '../gruppi/save-gruppo/create-gruppo';
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
    return (await trova()) ?? (await this.createOrFind(() => this.gruppi.create(g, SISTEMA), trova));
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
