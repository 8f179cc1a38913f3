import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { Pool } from 'pg';
import type { ParametroCaricato } from '@registro/contracts';
import { PARAMETRI_NOTI, parseStoredParametro, resolveParametro, type ParametroNoto, type ValoreParametro } from '@registro/server-kernel';
import { REGISTRO_CONFIG, type RegistroConfig } from '../config/registro-config';
import { PG_POOL } from '../database/database.tokens';
import { REDIS } from '../redis/redis.tokens';

/**
 * The configuration parameters held in memory. Loaded from `parametri_configurazione` at start
 * and again whenever any process publishes a change on `<redisPrefix>parametri-configurazione`,
 * so every api and worker replica reads the same values without a restart. Precedence for a
 * known parameter: its environment variable when set, else the stored value, else the default
 * (the kernel's `resolveParametro`).
 */
@Injectable()
export class ParametriConfigurazione implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(ParametriConfigurazione.name);
  private readonly noti = new Map(PARAMETRI_NOTI.map((p) => [p.nome, p]));
  private memorizzati = new Map<string, unknown>();
  private caricatoIl = new Date(0);
  private abbonato?: Redis;

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(REGISTRO_CONFIG) private readonly config: RegistroConfig,
  ) {}

  private get env(): NodeJS.ProcessEnv {
    return process.env;
  }

  get canale(): string {
    return `${this.config.redisPrefix}parametri-configurazione`;
  }

  async onModuleInit(): Promise<void> {
    await this.ricarica();
    const abbonato = this.redis.duplicate();
    abbonato.on('error', () => undefined); // the shared client already logs Redis outages
    abbonato.on('message', (canale) => {
      if (canale === this.canale) void this.ricarica();
    });
    // after a Redis outage a change may have been missed: read everything again
    abbonato.on('ready', () => void this.ricarica());
    this.abbonato = abbonato;
    await abbonato.subscribe(this.canale).catch((e: Error) => this.logger.warn(`Canale dei parametri non sottoscritto: ${e.message}`));
  }

  async onApplicationShutdown(): Promise<void> {
    this.abbonato?.disconnect();
  }

  /** Reads every stored parameter again; a failure keeps the values already loaded. */
  async ricarica(): Promise<void> {
    try {
      const { rows } = await this.pool.query<{ nome: string; parametro: string }>(`SELECT nome, parametro FROM parametri_configurazione`);
      const valori = new Map<string, unknown>();
      for (const r of rows) valori.set(r.nome, parseStoredParametro(r.parametro));
      this.memorizzati = valori;
      this.caricatoIl = new Date();
    } catch (e) {
      this.logger.warn(`Parametri di configurazione non ricaricati: ${(e as Error).message}`);
    }
  }

  /** Reloads here at once and tells every other process to reload (after the change committed). */
  async notifyChange(): Promise<void> {
    await this.ricarica();
    await this.redis.publish(this.canale, String(Date.now()));
  }

  /** A parameter's value now, and where it comes from. */
  read(nome: string): ValoreParametro {
    return resolveParametro(nome, this.noti.get(nome), this.env, this.memorizzati);
  }

  /** Every value loaded in this process: the known parameters and the stored ones. */
  caricati(): ParametroCaricato[] {
    const nomi = [...new Set([...this.noti.keys(), ...this.memorizzati.keys()])].sort((a, b) => a.localeCompare(b));
    return nomi.map((nome) => {
      const { valore, origine } = this.read(nome);
      const noto: ParametroNoto | undefined = this.noti.get(nome);
      return {
        nome,
        valore: JSON.stringify(valore, null, 2) ?? 'null',
        origine,
        variabileAmbiente: noto?.variabileAmbiente ?? null,
        caricatoIl: this.caricatoIl.toISOString(),
      };
    });
  }
}
