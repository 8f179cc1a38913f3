import type { MigrationInterface } from 'typeorm';
import { Parametri1764400000000 } from '@registro/server-platform';
import { Moduli1764400000001 } from './migrations/moduli-1764400000001';

/**
 * This area's TypeORM migrations, in timestamp order. The parameters' and installed sections'
 * read models belong to the platform (identity reads them) and are listed here.
 */
export const moduliMigrations: (new () => MigrationInterface)[] = [Parametri1764400000000, Moduli1764400000001];
