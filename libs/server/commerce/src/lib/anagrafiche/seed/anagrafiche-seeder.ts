import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Pool } from 'pg';
import type { EventMetadata } from '@registro/server-event-store';
import { PG_POOL, RecordWriter } from '@registro/server-platform';
import { ANAGRAFICA } from '../anagrafica/anagrafica.service';
import { DIZIONARIO_TIPO } from '../dizionari/dizionario-tipo.service';
import { anagraficaValues } from '../domain/anagrafica-values';
import { dizionarioTipoValues } from '../domain/dizionario-tipo-values';
import { ANAGRAFICHE_DEMO, TIPI_DEMO } from './anagrafiche-demo-data';

const SISTEMA: EventMetadata = { userName: 'sistema' };

/**
 * Demo dictionary types and parties (idempotent): each written through the record writer (so it has
 * its history) only when its code is missing, checked like a save from the screen.
 */
@Injectable()
export class AnagraficheSeeder {
  private readonly logger = new Logger('AnagraficheSeeder');

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly writer: RecordWriter,
  ) {}

  async run(): Promise<void> {
    for (const tipo of TIPI_DEMO) {
      if (await this.exists('dizionario_tipi', 'codice_tipo', tipo.codiceTipo)) continue;
      await this.writer.create(DIZIONARIO_TIPO, dizionarioTipoValues(tipo, await this.codiciTipo('DOCUMENTO')), SISTEMA);
    }
    const codiciAnagrafica = await this.codiciTipo('ANAGRAFICA');
    for (const anagrafica of ANAGRAFICHE_DEMO) {
      if (await this.exists('anagrafiche', 'codice', anagrafica.codice)) continue;
      await this.writer.create(ANAGRAFICA, anagraficaValues(anagrafica, codiciAnagrafica), SISTEMA);
    }
    this.logger.log('Dizionari e anagrafiche pronti');
  }

  private async exists(table: string, column: string, codice: string): Promise<boolean> {
    const { rows } = await this.pool.query(`SELECT 1 FROM ${table} WHERE lower(${column}) = lower($1)`, [codice]);
    return rows.length > 0;
  }

  private async codiciTipo(sezione: string): Promise<string[]> {
    const { rows } = await this.pool.query<{ codice: string }>(`SELECT codice_tipo AS codice FROM dizionario_tipi WHERE sezione_dizionario = $1`, [sezione]);
    return rows.map((r) => r.codice);
  }
}
