import type { MigrationInterface } from 'typeorm';
import { Amministrazione1764500000000 } from './migrations/amministrazione-1764500000000';

/** this area's TypeORM migrations, in timestamp order */
export const amministrazioneMigrations: (new () => MigrationInterface)[] = [Amministrazione1764500000000];
